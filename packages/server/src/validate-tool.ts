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

function checkVisibility(meta: Record<string, unknown>, out: ViolationList): void {
  const ui = isRecord(meta.ui) ? meta.ui : {};
  const visibility = ui.visibility;
  const path = "_meta.ui.visibility";
  let effective: string[] | undefined;
  if (visibility !== undefined) {
    if (!Array.isArray(visibility) || visibility.length === 0)
      out.error(path, "visibility-values", `got ${describeValue(visibility)}`);
    else {
      const seen = new Set<unknown>();
      visibility.forEach((value, i) => {
        if (value !== "model" && value !== "app")
          out.error(child(path, i), "visibility-values", `unknown value ${describeValue(value)}`);
        else if (seen.has(value)) out.error(child(path, i), "visibility-values", `"${value}" is repeated`);
        seen.add(value);
      });
      effective = visibility.filter((value): value is string => typeof value === "string");
    }
  }
  const oaVisibility = meta["openai/visibility"];
  const accessible = meta["openai/widgetAccessible"];
  if (oaVisibility !== undefined && oaVisibility !== "public" && oaVisibility !== "private") {
    out.error(`_meta["openai/visibility"]`, "openai-visibility-value", `got ${describeValue(oaVisibility)}`);
  }
  if (accessible !== undefined && typeof accessible !== "boolean") {
    out.error(`_meta["openai/widgetAccessible"]`, "widget-accessible-boolean", `got ${describeValue(accessible)}`);
  }
  if (!effective) return;
  if (
    (oaVisibility === "public" || oaVisibility === "private") &&
    (oaVisibility === "public") !== effective.includes("model")
  ) {
    out.error(
      `_meta["openai/visibility"]`,
      "visibility-aliases-agree",
      `"${oaVisibility}" but ui.visibility is ${describeValue(effective)}`,
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

function checkTemplate(meta: Record<string, unknown>, out: ViolationList): void {
  const candidates: [unknown, string][] = [
    [templateOf(meta), "_meta.ui.resourceUri"],
    [meta["openai/outputTemplate"], `_meta["openai/outputTemplate"]`],
    [meta["ui/resourceUri"], `_meta["ui/resourceUri"]`],
  ];
  const present = candidates.filter(([v]) => v !== undefined);
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

/** The rules, one after the other; `validate*` below catches what cannot be read. */
function checkTool(descriptor: unknown, options: ValidateToolOptions, out: ViolationList): void {
  if (!isRecord(descriptor)) {
    out.error("", "tool-name", "expected a tool descriptor object");
    return;
  }
  const { name } = descriptor;
  if (typeof name !== "string" || name.length === 0 || name.length > 128 || !/^[A-Za-z0-9._-]+$/.test(name)) {
    out.error("name", "tool-name", `got ${describeValue(name)}`);
  }
  const input = descriptor.inputSchema;
  if (!isRecord(input) || input.type !== "object")
    out.error("inputSchema", "input-schema-object", `got ${describeValue(isRecord(input) ? input.type : input)}`);

  const meta = isRecord(descriptor._meta) ? descriptor._meta : {};
  if (descriptor._meta !== undefined && !isRecord(descriptor._meta))
    out.error("_meta", "meta-object", `got ${describeValue(descriptor._meta)}`);
  const hasTemplate =
    templateOf(meta) !== undefined ||
    meta["openai/outputTemplate"] !== undefined ||
    meta["ui/resourceUri"] !== undefined;

  const output = descriptor.outputSchema;
  if (output === undefined) {
    if (options.returnsStructuredContent ?? hasTemplate) {
      out.error(
        "outputSchema",
        "output-schema-required",
        hasTemplate ? "the tool renders a widget from structuredContent" : "the tool returns structuredContent",
      );
    }
  } else if (!isRecord(output) || (output.type !== undefined && output.type !== "object")) {
    out.error("outputSchema", "output-schema-object", `got ${describeValue(isRecord(output) ? output.type : output)}`);
  }

  const annotations = checkAnnotations(descriptor.annotations, out);
  checkTemplate(meta, out);
  checkVisibility(meta, out);

  for (const key of ["openai/toolInvocation/invoking", "openai/toolInvocation/invoked"]) {
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

  const profile = meta["openai/profile"];
  if (profile !== undefined) {
    if (profile !== true)
      out.warn(`_meta["openai/profile"]`, "profile-value", `got ${describeValue(profile)}; omit the key instead`);
    else {
      if (annotations.readOnlyHint !== true)
        out.error("annotations.readOnlyHint", "profile-read-only", `got ${describeValue(annotations.readOnlyHint)}`);
      const schemes = descriptor.securitySchemes ?? meta.securitySchemes;
      if (!Array.isArray(schemes) || !schemes.some((scheme) => isRecord(scheme) && scheme.type !== "noauth")) {
        out.warn("securitySchemes", "profile-authenticated", "no oauth2 scheme is declared");
      }
    }
  }

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

  validateFileParams(input, meta["openai/fileParams"], out);

  const ui = isRecord(meta.ui) ? meta.ui : {};
  for (const key of ["csp", "permissions", "domain", "prefersBorder"]) {
    if (ui[key] !== undefined)
      out.error(child("_meta.ui", key), "tool-ui-csp", `"ui.${key}" on a tool is ignored by hosts`);
  }
  for (const key of Object.keys(meta)) {
    if (RESOURCE_OPENAI_KEYS.has(key))
      out.warn(child("_meta", key), "resource-key-on-tool", `"${key}" is read from the resource content`);
    else if (key.startsWith("openai/") && !TOOL_OPENAI_KEYS.has(key))
      out.warn(child("_meta", key), "unknown-openai-key", `"${key}" is not a tool key of the Apps SDK reference`);
  }
  return;
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
