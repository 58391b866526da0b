import { MetadataError } from "./errors.js";
import { isStandardSchema, toJsonSchema, type SchemaInput, type StandardJsonSchemaLike } from "./schema-input.js";
import type { JsonSchema, SecurityScheme, ToolDescriptor, ToolHints, ToolVisibility } from "./types.js";
import { validateTool } from "./validate-tool.js";
import { errorsOf, type Violation } from "./violation.js";
import type { Widget } from "./widget.js";

/**
 * What `defineTool` takes. `Args` is what the handler receives (the input schema's output type),
 * `CallArgs` what a caller sends (its input type), `Output` the `structuredContent`; all three are
 * inferred from Standard Schemas and are `Record<string, unknown>` for plain JSON Schema.
 */
export interface ToolOptions<
  Args = Record<string, unknown>,
  Output = Record<string, unknown>,
  Name extends string = string,
  CallArgs = Args,
> {
  /** 1-128 characters from A-Z a-z 0-9 _ - . (kept as a literal type, so widgets can call the tool by name). */
  name: Name;
  /** Display title of the tool. */
  title?: string;
  /** What the tool does, for the model: when to call it and what it returns. */
  description?: string;
  /**
   * The arguments: JSON Schema with type "object" (default `{ type: "object", properties: {} }`), or a
   * Standard Schema that converts itself to JSON Schema (zod ≥ 4.2), listed as its own conversion.
   */
  inputSchema?: SchemaInput<Args, CallArgs>;
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

/**
 * A declared tool: the descriptor `tools/list` should return, with both metadata dialects. Its type
 * carries the tool's name and argument/result types, which `@hostbridge/react`'s `createHooks`
 * reads (type-only) to type a widget's hooks.
 */
export interface ToolDefinition<
  Args = Record<string, unknown>,
  Output = Record<string, unknown>,
  Name extends string = string,
  CallArgs = Args,
> {
  /** Always `"tool"`; tells a tool from a widget or a hand-written descriptor. */
  readonly kind: "tool";
  /**
   * The Standard Schemas given to `defineTool`, if any (registration hands them to the SDK as they
   * are). Typed even for plain JSON Schema, so `~standard.types` always names the argument and result types.
   */
  readonly standardSchemas: {
    /** The `inputSchema`, when it was a Standard Schema. */
    readonly input?: StandardJsonSchemaLike<Args, CallArgs>;
    /** The `outputSchema`, when it was a Standard Schema. */
    readonly output?: StandardJsonSchemaLike<Output, Output>;
  };
  /** The tool's name, as a literal type. */
  readonly name: Name;
  /** The descriptor `tools/list` returns: both metadata dialects, keys in a stable order. */
  readonly descriptor: ToolDescriptor;
  /** The widget object, when one was given. */
  readonly widget?: Widget;
  /** The template URI, when the tool has one. */
  readonly templateUri?: string;
  /** Findings of `validateTool`: warnings only, unless `validate: false` let errors through. */
  readonly violations: readonly Violation[];
}

const EMPTY_INPUT: JsonSchema = { type: "object", properties: {} };

/** The options that shape `_meta` (none of them depends on the schemas). */
type MetaOptions = Pick<
  ToolOptions,
  "securitySchemes" | "visibility" | "invoking" | "invoked" | "fileParams" | "profile" | "meta"
>;

/** What a tool with a widget and no `visibility` option is: visible to the model and callable by the widget. */
const DEFAULT_VISIBILITY: readonly ToolVisibility[] = ["model", "app"];

/** `_meta.ui`: the template and the visibility. */
function buildUiMeta(
  templateUri: string | undefined,
  visibility: readonly ToolVisibility[] | undefined,
): Record<string, unknown> {
  const uiMeta: Record<string, unknown> = {};
  if (templateUri) uiMeta.resourceUri = templateUri;
  if (visibility) uiMeta.visibility = [...visibility];
  return uiMeta;
}

/** The `openai/*` aliases of the template and the visibility. */
function buildOpenAiTemplateMeta(
  templateUri: string | undefined,
  visibility: readonly ToolVisibility[] | undefined,
): Record<string, unknown> {
  const meta: Record<string, unknown> = {};
  if (templateUri) meta["openai/outputTemplate"] = templateUri;
  if (visibility) {
    meta["openai/widgetAccessible"] = visibility.includes("app");
    meta["openai/visibility"] = visibility.includes("model") ? "public" : "private";
  }
  return meta;
}

/** The `openai/*` keys that have no standard counterpart: invocation strings, file params, profile. */
function buildOpenAiOnlyMeta(options: MetaOptions): Record<string, unknown> {
  const meta: Record<string, unknown> = {};
  if (options.invoking !== undefined) meta["openai/toolInvocation/invoking"] = options.invoking;
  if (options.invoked !== undefined) meta["openai/toolInvocation/invoked"] = options.invoked;
  if (options.fileParams) meta["openai/fileParams"] = [...options.fileParams];
  if (options.profile) meta["openai/profile"] = true;
  return meta;
}

function buildMeta(options: MetaOptions, templateUri: string | undefined): Record<string, unknown> {
  // Visibility is spelled out in both dialects when it was given or when a widget may call the tool.
  const visibility = options.visibility ?? (templateUri ? DEFAULT_VISIBILITY : undefined);
  const uiMeta = buildUiMeta(templateUri, visibility);
  const meta: Record<string, unknown> = {};
  if (options.securitySchemes) meta.securitySchemes = structuredClone(options.securitySchemes);
  // The flat key older MCP Apps hosts read (claude.ai among them); the official SDK's
  // registerAppTool still writes it beside ui.resourceUri (ext-apps src/server/index.ts,
  // RESOURCE_URI_META_KEY), and the spec says the nested key wins.
  if (templateUri) meta["ui/resourceUri"] = templateUri;
  if (Object.keys(uiMeta).length) meta.ui = uiMeta;
  Object.assign(meta, buildOpenAiTemplateMeta(templateUri, visibility), buildOpenAiOnlyMeta(options));
  const { ui: extraUi, ...extra } = options.meta ?? {};
  if (typeof extraUi === "object" && extraUi !== null) meta.ui = { ...uiMeta, ...(extraUi as Record<string, unknown>) };
  return { ...meta, ...extra };
}

/** The descriptor `tools/list` returns, its fields in the spec's order: name, title, description, inputSchema, outputSchema, annotations, _meta. */
function buildDescriptor<Args, Output, Name extends string, CallArgs>(
  options: ToolOptions<Args, Output, Name, CallArgs>,
  templateUri: string | undefined,
): ToolDescriptor {
  const descriptor = { name: options.name as string } as ToolDescriptor;
  if (options.title !== undefined) descriptor.title = options.title;
  if (options.description !== undefined) descriptor.description = options.description;
  descriptor.inputSchema =
    options.inputSchema === undefined ? structuredClone(EMPTY_INPUT) : toJsonSchema(options.inputSchema, "input");
  if (options.outputSchema !== undefined) descriptor.outputSchema = toJsonSchema(options.outputSchema, "output");
  descriptor.annotations = { ...options.annotations };
  if (options.securitySchemes) descriptor.securitySchemes = structuredClone(options.securitySchemes);
  const meta = buildMeta(options, templateUri);
  if (Object.keys(meta).length) descriptor._meta = meta;
  return descriptor;
}

/** The schemas given as Standard Schemas, kept for registration. */
function standardSchemasOf<Args, Output, Name extends string, CallArgs>(
  options: ToolOptions<Args, Output, Name, CallArgs>,
): ToolDefinition<Args, Output, Name, CallArgs>["standardSchemas"] {
  return {
    ...(isStandardSchema(options.inputSchema)
      ? { input: options.inputSchema as StandardJsonSchemaLike<Args, CallArgs> }
      : {}),
    ...(isStandardSchema(options.outputSchema)
      ? { output: options.outputSchema as StandardJsonSchemaLike<Output, Output> }
      : {}),
  };
}

// @example-source packages/server/examples/api-reference.ts#defineTool
/**
 * Declares a tool once and returns its descriptor with `_meta.ui.resourceUri` and
 * `openai/outputTemplate`, `ui.visibility` and its compatibility fields, the invocation strings,
 * file params and `securitySchemes` mirrored into `_meta`. Validated with `validateTool`.
 *
 * @throws {MetadataError} code `invalid_tool`, listing every broken rule, unless `validate: false`.
 * @throws {HostBridgeServerError} code `invalid_schema` when a Standard Schema cannot describe itself as JSON Schema.
 * @example
 * ```ts
 * const showPizzas = defineTool({
 *   name: "show_pizzas",
 *   inputSchema: { type: "object", properties: { city: { type: "string" } } },
 *   outputSchema: { type: "object", properties: { city: { type: "string" } }, required: ["city"] },
 *   annotations: { readOnlyHint: true, destructiveHint: false, openWorldHint: false },
 *   widget: pizzaList,
 * });
 * ```
 */
export function defineTool<
  Args = Record<string, unknown>,
  Output = Record<string, unknown>,
  const Name extends string = string,
  CallArgs = Args,
>(options: ToolOptions<Args, Output, Name, CallArgs>): ToolDefinition<Args, Output, Name, CallArgs> {
  const widget = typeof options.widget === "object" ? options.widget : undefined;
  const templateUri = widget ? widget.uri : typeof options.widget === "string" ? options.widget : undefined;
  const descriptor = buildDescriptor(options, templateUri);
  const returnsStructuredContent =
    options.returnsStructuredContent ?? (options.outputSchema !== undefined || templateUri !== undefined);
  const violations = validateTool(descriptor, { returnsStructuredContent });
  const errors = errorsOf(violations);
  if (errors.length && options.validate !== false)
    throw new MetadataError("invalid_tool", `Tool "${options.name}"`, errors);
  const definition: ToolDefinition<Args, Output, Name, CallArgs> = {
    kind: "tool",
    name: options.name,
    descriptor,
    standardSchemas: standardSchemasOf(options),
    violations,
  };
  return Object.assign(definition, widget ? { widget } : {}, templateUri ? { templateUri } : {});
}
