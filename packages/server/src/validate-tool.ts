import { describeError, describeValue } from "./describe-value.js";
import { jsonEqual } from "./json-equal.js";
import { child, isRecord } from "./paths.js";
import { validateFileParams } from "./validate-file-params.js";
import { RESOURCE_OPENAI_KEYS } from "./validate-widget.js";
import { ViolationList, type Violation } from "./violation.js";

// Rules for a tool descriptor as `tools/list` returns it (the Apps SDK reference: tool descriptor, `_meta`, annotations, file params).

/** `openai/*` keys the Apps SDK reference defines for a tool descriptor. */
export const TOOL_OPENAI_KEYS = new Set([
  "openai/outputTemplate",
  "openai/profile",
  "openai/widgetAccessible",
  "openai/visibility",
  "openai/toolInvocation/invoking",
  "openai/toolInvocation/invoked",
  "openai/fileParams",
]);

const REQUIRED_HINTS = ["readOnlyHint", "destructiveHint", "openWorldHint"] as const;
const INVOCATION_MAX = 64;
const INVOCATION_KEYS = ["openai/toolInvocation/invoking", "openai/toolInvocation/invoked"] as const;
const TOOL_NAME_CHARACTERS = /^[A-Za-z0-9._-]+$/;
/** `_meta.ui` keys that describe the widget's presentation: they belong on the resource. */
const PRESENTATION_KEYS = ["csp", "permissions", "domain", "prefersBorder"] as const;

/** What `validateTool` takes besides the descriptor. */
export interface ValidateToolOptions {
  /**
   * Whether the tool returns `structuredContent`, which makes `outputSchema` required.
   * Default: true when the tool links a widget template (the widget reads `structuredContent`).
   * A descriptor alone cannot tell otherwise; `toolResult()` enforces it at run time.
   */
  returnsStructuredContent?: boolean;
}

const templateOf = (meta: Record<string, unknown>): unknown => (isRecord(meta.ui) ? meta.ui.resourceUri : undefined);

function checkAnnotations(annotations: unknown, out: ViolationList): Record<string, unknown> {
  if (annotations === undefined) {
    for (const hint of REQUIRED_HINTS)
      out.error(`annotations.${hint}`, "annotation-hint-required", "annotations are missing");
    return {};
  }
  if (!isRecord(annotations)) {
    out.error("annotations", "annotation-hint-required", "annotations must be an object");
    return {};
  }
  for (const hint of REQUIRED_HINTS) {
    const value = annotations[hint];
    if (value === undefined) out.error(`annotations.${hint}`, "annotation-hint-required", `${hint} is missing`);
    else if (typeof value !== "boolean")
      out.error(`annotations.${hint}`, "annotation-hint-boolean", `got ${describeValue(value)}`);
  }
  if (annotations.idempotentHint !== undefined && typeof annotations.idempotentHint !== "boolean") {
    out.error(
      "annotations.idempotentHint",
      "annotation-hint-boolean",
      `got ${describeValue(annotations.idempotentHint)}`,
    );
  }
  if (annotations.readOnlyHint === true && annotations.destructiveHint === true) {
    out.error(
      "annotations.destructiveHint",
      "annotation-hints-consistent",
      "readOnlyHint and destructiveHint are both true",
    );
  }
  return annotations;
}

function checkSchemes(value: unknown, path: string, out: ViolationList): void {
  if (!Array.isArray(value)) {
    out.error(path, "security-schemes", `expected an array, got ${describeValue(value)}`);
    return;
  }
  value.forEach((scheme, i) => {
    const schemePath = child(path, i);
    if (!isRecord(scheme) || (scheme.type !== "noauth" && scheme.type !== "oauth2")) {
      return out.error(schemePath, "security-schemes", `got ${describeValue(scheme)}`);
    }
    if (
      scheme.type === "oauth2" &&
      scheme.scopes !== undefined &&
      (!Array.isArray(scheme.scopes) || !scheme.scopes.every((scope) => typeof scope === "string"))
    ) {
      out.error(child(schemePath, "scopes"), "security-schemes", "scopes must be a string[]");
    }
  });
}

/** Checks `ui.visibility`; returns its string values when it is a list to compare the aliases with. */
function checkUiVisibility(meta: Record<string, unknown>, out: ViolationList): string[] | undefined {
  const uiMeta = isRecord(meta.ui) ? meta.ui : {};
  const visibility = uiMeta.visibility;
  const path = "_meta.ui.visibility";
  if (visibility === undefined) return undefined;
  if (!Array.isArray(visibility) || visibility.length === 0) {
    out.error(path, "visibility-values", `got ${describeValue(visibility)}`);
    return undefined;
  }
  const seen = new Set<unknown>();
  visibility.forEach((value, i) => {
    if (value !== "model" && value !== "app")
      out.error(child(path, i), "visibility-values", `unknown value ${describeValue(value)}`);
    else if (seen.has(value)) out.error(child(path, i), "visibility-values", `"${value}" is repeated`);
    seen.add(value);
  });
  return visibility.filter((value): value is string => typeof value === "string");
}

/** `openai/visibility` and `openai/widgetAccessible` each on their own. */
function checkVisibilityAliasValues(openaiVisibility: unknown, accessible: unknown, out: ViolationList): void {
  if (openaiVisibility !== undefined && openaiVisibility !== "public" && openaiVisibility !== "private") {
    out.error(`_meta["openai/visibility"]`, "openai-visibility-value", `got ${describeValue(openaiVisibility)}`);
  }
  if (accessible !== undefined && typeof accessible !== "boolean") {
    out.error(`_meta["openai/widgetAccessible"]`, "widget-accessible-boolean", `got ${describeValue(accessible)}`);
  }
}

/** The aliases must say what `ui.visibility` says: `public` iff `model`, accessible iff `app`. */
function checkVisibilityAliasesAgree(
  effective: string[],
  openaiVisibility: unknown,
  accessible: unknown,
  out: ViolationList,
): void {
  if (
    (openaiVisibility === "public" || openaiVisibility === "private") &&
    (openaiVisibility === "public") !== effective.includes("model")
  ) {
    out.error(
      `_meta["openai/visibility"]`,
      "visibility-aliases-agree",
      `"${openaiVisibility}" but ui.visibility is ${describeValue(effective)}`,
    );
  }
  if (typeof accessible === "boolean" && accessible !== effective.includes("app")) {
    out.error(
      `_meta["openai/widgetAccessible"]`,
      "visibility-aliases-agree",
      `${accessible} but ui.visibility is ${describeValue(effective)}`,
    );
  }
}

function checkVisibility(meta: Record<string, unknown>, out: ViolationList): void {
  const effective = checkUiVisibility(meta, out);
  const openaiVisibility = meta["openai/visibility"];
  const accessible = meta["openai/widgetAccessible"];
  checkVisibilityAliasValues(openaiVisibility, accessible, out);
  if (effective) checkVisibilityAliasesAgree(effective, openaiVisibility, accessible, out);
}

function checkTemplate(meta: Record<string, unknown>, out: ViolationList): void {
  const candidates: [unknown, string][] = [
    [templateOf(meta), "_meta.ui.resourceUri"],
    [meta["openai/outputTemplate"], `_meta["openai/outputTemplate"]`],
    [meta["ui/resourceUri"], `_meta["ui/resourceUri"]`],
  ];
  const present = candidates.filter(([value]) => value !== undefined);
  for (const [value, path] of present) {
    if (typeof value !== "string" || !value.startsWith("ui://") || value.length <= 5)
      out.error(path, "template-uri", `got ${describeValue(value)}`);
  }
  const first = present[0];
  for (const [value, path] of present.slice(1)) {
    if (first && value !== first[0])
      out.error(
        path,
        "template-aliases-agree",
        `${describeValue(value)} differs from ${first[1]} ${describeValue(first[0])}`,
      );
  }
}

function checkName(name: unknown, out: ViolationList): void {
  if (typeof name !== "string" || name.length === 0 || name.length > 128 || !TOOL_NAME_CHARACTERS.test(name)) {
    out.error("name", "tool-name", `got ${describeValue(name)}`);
  }
}

function checkInputSchema(input: unknown, out: ViolationList): void {
  if (!isRecord(input) || input.type !== "object")
    out.error("inputSchema", "input-schema-object", `got ${describeValue(isRecord(input) ? input.type : input)}`);
}

/** The descriptor's `_meta`, or `{}` when it is missing or not an object (the latter is reported). */
function metaOf(descriptor: Record<string, unknown>, out: ViolationList): Record<string, unknown> {
  const meta = isRecord(descriptor._meta) ? descriptor._meta : {};
  if (descriptor._meta !== undefined && !isRecord(descriptor._meta))
    out.error("_meta", "meta-object", `got ${describeValue(descriptor._meta)}`);
  return meta;
}

/** Whether any of the template keys is set (valid or not). */
function linksTemplate(meta: Record<string, unknown>): boolean {
  return (
    templateOf(meta) !== undefined ||
    meta["openai/outputTemplate"] !== undefined ||
    meta["ui/resourceUri"] !== undefined
  );
}

function checkOutputSchema(
  output: unknown,
  returnsStructuredContent: boolean | undefined,
  hasTemplate: boolean,
  out: ViolationList,
): void {
  if (output === undefined) {
    if (returnsStructuredContent ?? hasTemplate) {
      out.error(
        "outputSchema",
        "output-schema-required",
        hasTemplate ? "the tool renders a widget from structuredContent" : "the tool returns structuredContent",
      );
    }
  } else if (!isRecord(output) || (output.type !== undefined && output.type !== "object")) {
    out.error("outputSchema", "output-schema-object", `got ${describeValue(isRecord(output) ? output.type : output)}`);
  }
}

function checkInvocations(meta: Record<string, unknown>, out: ViolationList): void {
  for (const key of INVOCATION_KEYS) {
    const value = meta[key];
    if (value === undefined) continue;
    const length = typeof value === "string" ? [...value].length : 0;
    if (typeof value !== "string" || value.trim() === "" || length > INVOCATION_MAX) {
      out.error(
        child("_meta", key),
        "invocation-string",
        typeof value === "string" && length > INVOCATION_MAX
          ? `${length} characters: "${value}"`
          : `got ${describeValue(value)}`,
      );
    }
  }
}

/** The profile tool (`openai/profile: true`) is read-only and should be authenticated. */
function checkProfile(
  descriptor: Record<string, unknown>,
  meta: Record<string, unknown>,
  annotations: Record<string, unknown>,
  out: ViolationList,
): void {
  const profile = meta["openai/profile"];
  if (profile === undefined) return;
  if (profile !== true) {
    out.warn(`_meta["openai/profile"]`, "profile-value", `got ${describeValue(profile)}; omit the key instead`);
    return;
  }
  if (annotations.readOnlyHint !== true)
    out.error("annotations.readOnlyHint", "profile-read-only", `got ${describeValue(annotations.readOnlyHint)}`);
  const schemes = descriptor.securitySchemes ?? meta.securitySchemes;
  if (!Array.isArray(schemes) || !schemes.some((scheme) => isRecord(scheme) && scheme.type !== "noauth")) {
    out.warn("securitySchemes", "profile-authenticated", "no oauth2 scheme is declared");
  }
}

/** The top-level `securitySchemes` and its `_meta` copy, which must be equal. */
function checkSecuritySchemes(
  descriptor: Record<string, unknown>,
  meta: Record<string, unknown>,
  out: ViolationList,
): void {
  if (descriptor.securitySchemes !== undefined) {
    checkSchemes(descriptor.securitySchemes, "securitySchemes", out);
    if (!jsonEqual(meta.securitySchemes, descriptor.securitySchemes)) {
      out.error(
        "_meta.securitySchemes",
        "security-schemes-mirrored",
        meta.securitySchemes === undefined ? "the copy is missing" : "the copy differs",
      );
    }
  } else if (meta.securitySchemes !== undefined) {
    checkSchemes(meta.securitySchemes, "_meta.securitySchemes", out);
  }
}

/** Presentation keys (`ui.csp` and the like) are read from the widget resource, never from the tool. */
function checkPresentationOnTool(meta: Record<string, unknown>, out: ViolationList): void {
  const uiMeta = isRecord(meta.ui) ? meta.ui : {};
  for (const key of PRESENTATION_KEYS) {
    if (uiMeta[key] !== undefined)
      out.error(child("_meta.ui", key), "tool-ui-csp", `"ui.${key}" on a tool is ignored by hosts`);
  }
}

function checkOpenAiKeys(meta: Record<string, unknown>, out: ViolationList): void {
  for (const key of Object.keys(meta)) {
    if (RESOURCE_OPENAI_KEYS.has(key))
      out.warn(child("_meta", key), "resource-key-on-tool", `"${key}" is read from the resource content`);
    else if (key.startsWith("openai/") && !TOOL_OPENAI_KEYS.has(key))
      out.warn(child("_meta", key), "unknown-openai-key", `"${key}" is not a tool key of the Apps SDK reference`);
  }
}

/** The rules, one after the other; `validate*` below catches what cannot be read. */
function checkTool(descriptor: unknown, options: ValidateToolOptions, out: ViolationList): void {
  if (!isRecord(descriptor)) {
    out.error("", "tool-name", "expected a tool descriptor object");
    return;
  }
  checkName(descriptor.name, out);
  const input = descriptor.inputSchema;
  checkInputSchema(input, out);
  const meta = metaOf(descriptor, out);
  const hasTemplate = linksTemplate(meta);
  checkOutputSchema(descriptor.outputSchema, options.returnsStructuredContent, hasTemplate, out);
  const annotations = checkAnnotations(descriptor.annotations, out);
  checkTemplate(meta, out);
  checkVisibility(meta, out);
  checkInvocations(meta, out);
  checkProfile(descriptor, meta, annotations, out);
  checkSecuritySchemes(descriptor, meta, out);
  validateFileParams(input, meta["openai/fileParams"], out);
  checkPresentationOnTool(meta, out);
  checkOpenAiKeys(meta, out);
}

/**
 * Checks a tool descriptor (as `tools/list` returns it) against every rule of the Apps SDK reference.
 * Returns all findings; an empty array means clean. Warnings flag legal but suspicious metadata.
 * Never throws: any JSON-like value (cycles, BigInt, deep nesting included) gives violations, and a
 * value that cannot even be read (a throwing getter or proxy) gives `unreadable-input`.
 */
export function validateTool(descriptor: unknown, options: ValidateToolOptions = {}): Violation[] {
  const out = new ViolationList();
  try {
    checkTool(descriptor, options, out);
  } catch (error) {
    out.error("", "unreadable-input", describeError(error));
  }
  return out.items;
}
