/** An in-memory file store standing in for ChatGPT's file storage: uploads, library and downloads. */
export interface StoredFile {
  fileId: string;
  fileName: string;
  mimeType: string;
  bytes: Uint8Array;
}

export interface FileSummary {
  fileId: string;
  fileName: string;
  mimeType: string;
}

/** Largest upload the demo accepts; anything bigger is refused with 413. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** Most bytes the store holds in all (seed files included); an upload past it is refused with 413. */
export const MAX_TOTAL_BYTES = 50 * 1024 * 1024;

/** Longest file name kept (longer names are refused with 400). */
export const MAX_FILE_NAME_LENGTH = 255;

/** Why an upload was refused: the HTTP status and a sentence for the client. */
export class FileStoreError extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
    this.name = "FileStoreError";
  }
}

/** A MIME type as `type/subtype` (parameters dropped), or octet-stream for anything else. */
export function normalizeMimeType(value: string): string {
  const essence = value.split(";")[0]?.trim().toLowerCase() ?? "";
  return /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/.test(essence)
    ? essence
    : "application/octet-stream";
}

/**
 * The file name from an `x-file-name` header (URI-encoded by the client). Malformed encoding,
 * control characters, path separators and over-long names are refused, never stored.
 */
export function parseFileName(header: string | undefined): string {
  if (header === undefined || header === "") return "untitled";
  let name: string;
  try {
    name = decodeURIComponent(header);
  } catch {
    throw new FileStoreError(400, "x-file-name is not valid URI encoding (encode it with encodeURIComponent)");
  }
  if (name.length > MAX_FILE_NAME_LENGTH)
    throw new FileStoreError(400, `x-file-name is longer than ${MAX_FILE_NAME_LENGTH} characters`);
  if (/[\u0000-\u001f\u007f/\\]/.test(name))
    throw new FileStoreError(400, "x-file-name may not contain control characters or path separators");
  return name.trim() || "untitled";
}

/** Types a browser may show inline from this origin: none of them runs script. */
const INLINE_TYPES = new Set([
  "text/plain",
  "text/csv",
  "application/json",
  "application/pdf",
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
]);

/**
 * The headers a download is served with. Only passive types are shown inline (text with an
 * explicit UTF-8 charset, so nothing can be sniffed as UTF-7); anything that could run script
 * (HTML, SVG, XML, scripts, unknown types) is an attachment. Always `nosniff`, and a CSP that
 * forbids everything should a browser render it anyway.
 */
export function downloadHeaders(file: {
  fileName: string;
  mimeType: string;
  bytes: Uint8Array;
}): Record<string, string> {
  const inline = INLINE_TYPES.has(file.mimeType);
  const contentType =
    file.mimeType.startsWith("text/") || file.mimeType === "application/json"
      ? `${file.mimeType}; charset=utf-8`
      : file.mimeType;
  return {
    "content-type": inline ? contentType : "application/octet-stream",
    "content-disposition": `${inline ? "inline" : "attachment"}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    "content-length": String(file.bytes.byteLength),
    "x-content-type-options": "nosniff",
    "content-security-policy": "default-src 'none'; sandbox",
    "cache-control": "no-store",
  };
}

const encoder = new TextEncoder();

/** Files every fresh server starts with, so the file desk has something to show. */
const SEED_FILES: StoredFile[] = [
  {
    fileId: "file_menu",
    fileName: "menu.txt",
    mimeType: "text/plain",
    bytes: encoder.encode("Margherita 12\nMarinara 10\nDiavola 14\nQuattro formaggi 15\n"),
  },
  {
    fileId: "file_orders",
    fileName: "orders.csv",
    mimeType: "text/csv",
    bytes: encoder.encode(
      "date,pizza,count\n2026-11-01,Margherita,31\n2026-11-01,Diavola,18\n2026-11-02,Margherita,27\n",
    ),
  },
];

export class FileStore {
  #files = new Map<string, StoredFile>();
  #counter = 0;
  #totalBytes = 0;
  readonly #maxTotalBytes: number;

  constructor(seed: StoredFile[] = SEED_FILES, maxTotalBytes = MAX_TOTAL_BYTES) {
    this.#maxTotalBytes = maxTotalBytes;
    for (const f of seed) {
      this.#files.set(f.fileId, f);
      this.#totalBytes += f.bytes.byteLength;
    }
  }

  /** Bytes held now. */
  get totalBytes(): number {
    return this.#totalBytes;
  }

  /**
   * Stores bytes and returns the new file's id (sequential, so tests can predict nothing but order).
   * Throws a `FileStoreError` (413) when the store would grow past its total cap.
   */
  add(fileName: string, mimeType: string, bytes: Uint8Array): StoredFile {
    if (this.#totalBytes + bytes.byteLength > this.#maxTotalBytes) {
      throw new FileStoreError(413, `the file store is full (${this.#maxTotalBytes} bytes in all)`);
    }
    this.#totalBytes += bytes.byteLength;
    this.#counter += 1;
    const file: StoredFile = {
      fileId: `file_upload_${this.#counter}`,
      fileName: fileName || "untitled",
      mimeType: normalizeMimeType(mimeType),
      bytes,
    };
    this.#files.set(file.fileId, file);
    return file;
  }

  get(fileId: string): StoredFile | undefined {
    return this.#files.get(fileId);
  }

  list(): FileSummary[] {
    return [...this.#files.values()].map(({ fileId, fileName, mimeType }) => ({ fileId, fileName, mimeType }));
  }
}

/** A short human summary of a file's content: size, lines and the first line for text files. */
export function summarizeFile(file: { fileName: string | null; mimeType: string | null; bytes: Uint8Array }): string {
  const name = file.fileName ?? "file";
  const size = `${file.bytes.byteLength} bytes`;
  const isText = (file.mimeType ?? "").startsWith("text/") || /\.(txt|csv|md|json)$/i.test(name);
  if (!isText) return `${name}: ${size} of ${file.mimeType ?? "unknown type"}.`;
  const text = new TextDecoder().decode(file.bytes);
  const lines = text.split(/\r?\n/).filter((l) => l.length > 0);
  const first = (lines[0] ?? "").slice(0, 80);
  return `${name}: ${size}, ${lines.length} line${lines.length === 1 ? "" : "s"}; first line "${first}".`;
}
