import { MetadataError } from "./errors.js";
import { isStandardSchema, toJsonSchema, type SchemaInput, type StandardJsonSchemaLike } from "./schema-input.js";
import type { JsonSchema, SecurityScheme, ToolDescriptor, ToolHints, ToolVisibility } from "./types.js";
import { validateTool } from "./validate-tool.js";
import { errorsOf, type Violation } from "./violation.js";
import type { Widget } from "./widget.js";

export interface ToolOptions<Args = Record<string, unknown>, Output = Record<string, unknown>> {
  name: string;
  title?: string;
  description?: string;
  /**
   * The arguments: JSON Schema with type "object" (default `{ type: "object", properties: {} }`), or a
   * Standard Schema that converts itself to JSON Schema (zod ≥ 4.2), listed as its own conversion.
   */
  inputSchema?: SchemaInput<Args>;
  /** Exactly the `structuredContent` object the tool returns (JSON Schema or a Standard Schema). */
  outputSchema?: SchemaInput<Output>;
  /** The three required hints and the optional `idempotentHint`. Hints never replace authorisation. */
  annotations: ToolHints;
  /** The UI template: a `defineWidget` result (follows its hashed URI) or a `ui://` URI. */
  widget?: Widget | string;
  /** `ui.visibility`; mirrored into `openai/visibility` and `openai/widgetAccessible`. Default `["model", "app"]`. */
  visibility?: ToolVisibility[];
  /** Status while the tool runs (≤ 64 characters). */
  invoking?: string;
  /** Status when it has run (≤ 64 characters). */
  invoked?: string;
  /** Top-level input fields that receive files; build their schemas with `fileParam()` / `fileParams()`. */
  fileParams?: string[];
  /** Auth schemes; emitted at the top level and copied into `_meta.securitySchemes`. */
  securitySchemes?: SecurityScheme[];
  /** Marks the authenticated read-only tool that returns the current profile (`openai/profile: true`). */
  profile?: boolean;
  /** Extra `_meta` keys merged over the generated ones (`ui` is merged one level deep). */
  meta?: Record<string, unknown>;
  /** Whether the tool returns `structuredContent` (default: true when it has an `outputSchema` or a widget). */
  returnsStructuredContent?: boolean;
  /** Throw `MetadataError` on rule violations (default true). */
  validate?: boolean;
}

/** A declared tool: the descriptor `tools/list` should return, with both metadata dialects. */
export interface ToolDefinition<Args = Record<string, unknown>, Output = Record<string, unknown>> {
  readonly kind: "tool";
  /** The Standard Schemas given to `defineTool`, if any (registration hands them to the SDK as they are). */
  readonly standardSchemas: { readonly input?: StandardJsonSchemaLike<Args>; readonly output?: StandardJsonSchemaLike<Output> };
  readonly name: string;
  readonly descriptor: ToolDescriptor;
  /** The widget object, when one was given. */
  readonly widget?: Widget;
  /** The template URI, when the tool has one. */
  readonly templateUri?: string;
  /** Findings of `validateTool`: warnings only, unless `validate: false` let errors through. */
  readonly violations: readonly Violation[];
}

const EMPTY_INPUT: JsonSchema = { type: "object", properties: {} };

function buildMeta(o: ToolOptions<never, never>, templateUri: string | undefined): Record<string, unknown> {
  const ui: Record<string, unknown> = {};
  const meta: Record<string, unknown> = {};
  if (o.securitySchemes) meta.securitySchemes = structuredClone(o.securitySchemes);
  if (templateUri) ui.resourceUri = templateUri;
  // Visibility is spelled out in both dialects when it was given or when a widget may call the tool.
  const visibility = o.visibility ?? (templateUri ? (["model", "app"] as ToolVisibility[]) : undefined);
  if (visibility) ui.visibility = [...visibility];
  if (Object.keys(ui).length) meta.ui = ui;
  if (templateUri) meta["openai/outputTemplate"] = templateUri;
  if (visibility) {
    meta["openai/widgetAccessible"] = visibility.includes("app");
    meta["openai/visibility"] = visibility.includes("model") ? "public" : "private";
  }
  if (o.invoking !== undefined) meta["openai/toolInvocation/invoking"] = o.invoking;
  if (o.invoked !== undefined) meta["openai/toolInvocation/invoked"] = o.invoked;
  if (o.fileParams) meta["openai/fileParams"] = [...o.fileParams];
  if (o.profile) meta["openai/profile"] = true;
  const { ui: extraUi, ...extra } = o.meta ?? {};
  if (typeof extraUi === "object" && extraUi !== null) meta.ui = { ...ui, ...(extraUi as Record<string, unknown>) };
  return { ...meta, ...extra };
}

/**
 * Declares a tool once and returns its descriptor with `_meta.ui.resourceUri` and
 * `openai/outputTemplate`, `ui.visibility` and its compatibility fields, the invocation strings,
 * file params and `securitySchemes` mirrored into `_meta`. Validated with `validateTool`.
 */
export function defineTool<Args = Record<string, unknown>, Output = Record<string, unknown>>(options: ToolOptions<Args, Output>): ToolDefinition<Args, Output> {
  const widget = typeof options.widget === "object" ? options.widget : undefined;
  const templateUri = widget ? widget.uri : typeof options.widget === "string" ? options.widget : undefined;
  // Field order follows the spec: name, title, description, inputSchema, outputSchema, annotations, _meta.
  const ordered: ToolDescriptor = { name: options.name } as ToolDescriptor;
  if (options.title !== undefined) ordered.title = options.title;
  if (options.description !== undefined) ordered.description = options.description;
  ordered.inputSchema = options.inputSchema === undefined ? structuredClone(EMPTY_INPUT) : toJsonSchema(options.inputSchema, "input");
  if (options.outputSchema !== undefined) ordered.outputSchema = toJsonSchema(options.outputSchema, "output");
  ordered.annotations = { ...options.annotations };
  if (options.securitySchemes) ordered.securitySchemes = structuredClone(options.securitySchemes);
  const meta = buildMeta(options as ToolOptions<never, never>, templateUri);
  if (Object.keys(meta).length) ordered._meta = meta;

  const returnsStructuredContent = options.returnsStructuredContent ?? (options.outputSchema !== undefined || templateUri !== undefined);
  const violations = validateTool(ordered, { returnsStructuredContent });
  const errors = errorsOf(violations);
  if (errors.length && options.validate !== false) throw new MetadataError("invalid_tool", `Tool "${options.name}"`, errors);
  const standardSchemas: ToolDefinition<Args, Output>["standardSchemas"] = {
    ...(isStandardSchema(options.inputSchema) ? { input: options.inputSchema as StandardJsonSchemaLike<Args> } : {}),
    ...(isStandardSchema(options.outputSchema) ? { output: options.outputSchema as StandardJsonSchemaLike<Output> } : {}),
  };
  const definition: ToolDefinition<Args, Output> = { kind: "tool", name: options.name, descriptor: ordered, standardSchemas, violations };
  return Object.assign(definition, widget ? { widget } : {}, templateUri ? { templateUri } : {});
}
