import type { JsonSchema } from "./types.js";

/** The four properties every file object schema declares (the Apps SDK reference: "Definir entradas de archivo"). */
export const FILE_OBJECT_PROPERTIES = ["download_url", "file_id", "mime_type", "file_name"] as const;
/** The two a file object schema requires, and the only ones it may require. */
export const FILE_OBJECT_REQUIRED = ["download_url", "file_id"] as const;

/** The value ChatGPT passes for a file param at run time (snake_case). */
export interface FileParamValue {
  /** A temporary URL the server downloads the file from. */
  download_url: string;
  /** The host's id of the uploaded file. */
  file_id: string;
  /** The file's MIME type, when the host knows it. */
  mime_type?: string;
  /** The file's name as uploaded, when the host passes it. */
  file_name?: string;
}

/** What `fileParam` takes. */
export interface FileParamOptions {
  /** The schema's `description`, for the model. */
  description?: string;
  /** Extra optional properties to declare on the file object (never required). */
  extraProperties?: Record<string, JsonSchema>;
}

/**
 * The file object schema the Apps SDK reference requires: the four string properties declared, exactly
 * `download_url` and `file_id` required, `additionalProperties: false` as in its example.
 * Returns a fresh object each call.
 */
export function fileParam(options: FileParamOptions = {}): JsonSchema {
  const schema: JsonSchema = {
    type: "object",
    properties: {
      download_url: { type: "string" },
      file_id: { type: "string" },
      mime_type: { type: "string" },
      file_name: { type: "string" },
      ...options.extraProperties,
    },
    required: [...FILE_OBJECT_REQUIRED],
    additionalProperties: false,
  };
  if (options.description !== undefined) schema.description = options.description;
  return schema;
}

/** What `fileParams` takes: the file object's options and the list's bounds. */
export interface FileParamsOptions extends FileParamOptions {
  /** The least number of files (`minItems`). */
  minItems?: number;
  /** The most files (`maxItems`). */
  maxItems?: number;
}

/** Several files: an array whose `items` is the file object schema of `fileParam()`. */
export function fileParams(options: FileParamsOptions = {}): JsonSchema {
  const { description, minItems, maxItems, extraProperties } = options;
  const schema: JsonSchema = { type: "array", items: fileParam(extraProperties ? { extraProperties } : {}) };
  if (description !== undefined) schema.description = description;
  if (minItems !== undefined) schema.minItems = minItems;
  if (maxItems !== undefined) schema.maxItems = maxItems;
  return schema;
}
