import { originProblem } from "./origin.js";
import { describeError, describeValue } from "./describe-value.js";
import { child, isRecord } from "./paths.js";
import { DISPLAY_MODES, WIDGET_MIME_TYPE } from "./types.js";
import { ViolationList, type Violation } from "./violation.js";

// Rules for the component resource (the `resources/read` content item and its `_meta`).

const UI_CSP_FIELDS = ["connectDomains", "resourceDomains", "frameDomains", "baseUriDomains"] as const;
const OPENAI_CSP_FIELDS = ["connect_domains", "resource_domains", "frame_domains", "redirect_domains"] as const;
/** Fields both dialects share: ui.csp name → openai/widgetCSP name. */
const SHARED_CSP = [
  ["connectDomains", "connect_domains"],
  ["resourceDomains", "resource_domains"],
  ["frameDomains", "frame_domains"],
] as const;
const snake = (camelName: string) => camelName.replace(/[A-Z]/g, (capital) => `_${capital.toLowerCase()}`);
const camel = (snakeName: string) => snakeName.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** `_meta` keys on the resource that this validator knows (others under `openai/` are flagged). */
export const RESOURCE_OPENAI_KEYS = new Set([
  "openai/ui",
  "openai/widgetDescription",
  "openai/widgetPrefersBorder",
  "openai/widgetCSP",
  "openai/widgetDomain",
]);

function checkDomainList(value: unknown, path: string, allowWildcard: boolean, out: ViolationList): string[] {
  if (!Array.isArray(value)) {
    out.error(path, "csp-field", `expected an array of origins, got ${describeValue(value)}`);
    return [];
  }
  value.forEach((entry, i) => {
    const problem = originProblem(entry, allowWildcard);
    if (problem) out.error(child(path, i), "csp-origin", problem);
  });
  return value.filter((entry): entry is string => typeof entry === "string");
}

function sameSet(first: readonly string[], second: readonly string[]): boolean {
  const firstEntries = new Set(first);
  const secondEntries = new Set(second);
  return firstEntries.size === secondEntries.size && [...firstEntries].every((entry) => secondEntries.has(entry));
}

const UI_CSP_PATH = "_meta.ui.csp";
const OPENAI_CSP_PATH = `_meta["openai/widgetCSP"]`;

/** One field of `ui.csp`: a domain list of the camelCase dialect, or a reported misplaced or unknown field. */
function checkUiCspField(key: string, value: unknown, lists: Record<string, string[]>, out: ViolationList): void {
  const path = child(UI_CSP_PATH, key);
  if ((UI_CSP_FIELDS as readonly string[]).includes(key)) lists[key] = checkDomainList(value, path, true, out);
  else if (key === "redirectDomains" || key === "redirect_domains")
    out.error(path, "csp-redirect-placement", `move it to ${OPENAI_CSP_PATH}.redirect_domains`);
  else if ((OPENAI_CSP_FIELDS as readonly string[]).includes(key))
    out.error(path, "csp-dialect", `use "${camel(key)}" in ui.csp`);
  else out.warn(path, "csp-field", `unknown CSP field "${key}" (known: ${UI_CSP_FIELDS.join(", ")})`);
}

/** One field of `openai/widgetCSP`: a domain list of the snake_case dialect, or a reported wrong or unknown field. */
function checkOpenAiCspField(key: string, value: unknown, lists: Record<string, string[]>, out: ViolationList): void {
  const path = child(OPENAI_CSP_PATH, key);
  if ((OPENAI_CSP_FIELDS as readonly string[]).includes(key)) lists[key] = checkDomainList(value, path, true, out);
  else if ((UI_CSP_FIELDS as readonly string[]).includes(key) || key === "redirectDomains")
    out.error(path, "csp-dialect", `use "${snake(key)}" in openai/widgetCSP`);
  else out.warn(path, "csp-field", `unknown field "${key}" (known: ${OPENAI_CSP_FIELDS.join(", ")})`);
}

type CspFieldCheck = typeof checkUiCspField;

/** Checks one dialect's CSP object field by field; returns its domain lists by field name. */
function checkCspDialect(
  csp: unknown,
  path: string,
  checkField: CspFieldCheck,
  out: ViolationList,
): Record<string, string[]> {
  const lists: Record<string, string[]> = {};
  if (csp === undefined) return lists;
  if (!isRecord(csp)) out.error(path, "csp-field", "expected an object");
  else for (const [key, value] of Object.entries(csp)) checkField(key, value, lists, out);
  return lists;
}

/** Both dialects present: the shared fields must list the same domains. */
function checkCspDialectsAgree(
  uiLists: Record<string, string[]>,
  openaiLists: Record<string, string[]>,
  out: ViolationList,
): void {
  for (const [uiKey, openaiKey] of SHARED_CSP) {
    const uiDomains = uiLists[uiKey] ?? [];
    const openaiDomains = openaiLists[openaiKey] ?? [];
    if (!sameSet(uiDomains, openaiDomains)) {
      out.error(
        `${OPENAI_CSP_PATH}.${openaiKey}`,
        "csp-dialects-agree",
        `ui.csp.${uiKey} has [${uiDomains.join(", ")}] but openai/widgetCSP.${openaiKey} has [${openaiDomains.join(", ")}]`,
      );
    }
  }
}

/** Nested iframes need a justification at review, whichever dialect declares them. */
function checkFrameDomains(
  uiLists: Record<string, string[]>,
  openaiLists: Record<string, string[]>,
  out: ViolationList,
): void {
  if ((uiLists.frameDomains?.length ?? 0) > 0 || (openaiLists.frame_domains?.length ?? 0) > 0) {
    out.warn(
      uiLists.frameDomains?.length ? `${UI_CSP_PATH}.frameDomains` : `${OPENAI_CSP_PATH}.frame_domains`,
      "frame-domains-review",
    );
  }
}

function checkCsp(
  meta: Record<string, unknown>,
  uiMeta: Record<string, unknown> | undefined,
  out: ViolationList,
): void {
  const uiCsp = uiMeta?.csp;
  const openaiCsp = meta["openai/widgetCSP"];
  const uiLists = checkCspDialect(uiCsp, UI_CSP_PATH, checkUiCspField, out);
  const openaiLists = checkCspDialect(openaiCsp, OPENAI_CSP_PATH, checkOpenAiCspField, out);
  if (isRecord(uiCsp) && isRecord(openaiCsp)) checkCspDialectsAgree(uiLists, openaiLists, out);
  else if (isRecord(uiCsp) !== isRecord(openaiCsp)) {
    out.warn(
      isRecord(uiCsp) ? OPENAI_CSP_PATH : UI_CSP_PATH,
      "csp-both-dialects",
      `only ${isRecord(uiCsp) ? "ui.csp" : "openai/widgetCSP"} is set`,
    );
  }
  checkFrameDomains(uiLists, openaiLists, out);
}

// A host name in a host's own form, as `ui.domain` may be (Claude: `{hash}.claudemcpcontent.com`).
const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

function checkDomain(
  meta: Record<string, unknown>,
  uiMeta: Record<string, unknown> | undefined,
  out: ViolationList,
): void {
  const uiDomain = uiMeta?.domain;
  const openaiDomain = meta["openai/widgetDomain"];
  // ui.domain's format is host-specific (the MCP Apps spec); ChatGPT's own key is always an origin.
  const uiIsHostName = typeof uiDomain === "string" && HOST_NAME.test(uiDomain);
  for (const [value, path] of [
    [uiIsHostName ? undefined : uiDomain, "_meta.ui.domain"],
    [openaiDomain, `_meta["openai/widgetDomain"]`],
  ] as const) {
    if (value === undefined) continue;
    const problem = originProblem(value, false);
    if (problem) out.error(path, "domain-origin", problem);
    else if (
      typeof value === "string" &&
      !value.startsWith("https://") &&
      !/^http:\/\/(localhost|127\.0\.0\.1)(:|$)/.test(value)
    ) {
      out.error(path, "domain-origin", `"${value}" must use https`);
    }
  }
  if (uiDomain !== undefined && openaiDomain !== undefined && !uiIsHostName && uiDomain !== openaiDomain) {
    out.error(
      `_meta["openai/widgetDomain"]`,
      "domain-aliases-agree",
      `${describeValue(uiDomain)} vs ${describeValue(openaiDomain)}`,
    );
  }
  if (uiDomain === undefined && openaiDomain === undefined) out.warn("_meta.ui.domain", "domain-missing");
}

function checkUri(uri: unknown, out: ViolationList): void {
  if (typeof uri !== "string" || !uri.startsWith("ui://") || uri.length <= 5) {
    out.error("uri", "resource-uri", `got ${describeValue(uri)}`);
  }
}

function checkMimeType(mimeType: unknown, out: ViolationList): void {
  if (mimeType !== WIDGET_MIME_TYPE) {
    out.error("mimeType", "resource-mime-type", `got ${describeValue(mimeType)}`);
  }
}

/** The body: an HTML document in `text`, or a `blob`. */
function checkBody(resource: Record<string, unknown>, out: ViolationList): void {
  if (typeof resource.text === "string") {
    if (!/<html[\s>]/i.test(resource.text)) out.warn("text", "resource-html", "no <html> element found");
  } else if (typeof resource.blob !== "string") {
    out.error("text", "resource-html", "neither text nor blob is set");
  }
}

/** `ui.prefersBorder` and its alias: booleans, and equal when both are set. */
function checkBorder(
  meta: Record<string, unknown>,
  uiMeta: Record<string, unknown> | undefined,
  out: ViolationList,
): void {
  const border = uiMeta?.prefersBorder;
  const openaiBorder = meta["openai/widgetPrefersBorder"];
  if (border !== undefined && typeof border !== "boolean")
    out.error("_meta.ui.prefersBorder", "prefers-border", `got ${describeValue(border)}`);
  if (openaiBorder !== undefined && typeof openaiBorder !== "boolean")
    out.error(`_meta["openai/widgetPrefersBorder"]`, "prefers-border", `got ${describeValue(openaiBorder)}`);
  if (typeof border === "boolean" && typeof openaiBorder === "boolean" && border !== openaiBorder) {
    out.error(
      `_meta["openai/widgetPrefersBorder"]`,
      "prefers-border",
      `ui.prefersBorder is ${border} but the alias is ${openaiBorder}`,
    );
  }
}

/** `availableDisplayModes`: a non-empty list of known modes without repeats. */
function checkDisplayModeList(modes: unknown, out: ViolationList): void {
  const path = `_meta["openai/ui"].availableDisplayModes`;
  if (!Array.isArray(modes) || modes.length === 0) {
    out.error(path, "display-modes", `got ${describeValue(modes)}`);
    return;
  }
  const seen = new Set<unknown>();
  modes.forEach((mode, i) => {
    if (!(DISPLAY_MODES as readonly unknown[]).includes(mode))
      out.error(child(path, i), "display-modes", `unknown mode ${describeValue(mode)}`);
    else if (seen.has(mode)) out.error(child(path, i), "display-modes", `"${String(mode)}" is repeated`);
    seen.add(mode);
  });
}

function checkDisplayModes(meta: Record<string, unknown>, out: ViolationList): void {
  const openaiUi = meta["openai/ui"];
  if (openaiUi === undefined) return;
  const modes = isRecord(openaiUi) ? openaiUi.availableDisplayModes : openaiUi;
  if (!isRecord(openaiUi))
    out.error(`_meta["openai/ui"]`, "display-modes", "expected an object { availableDisplayModes }");
  else if (modes !== undefined) checkDisplayModeList(modes, out);
}

function checkDescription(meta: Record<string, unknown>, out: ViolationList): void {
  const description = meta["openai/widgetDescription"];
  if (description !== undefined && (typeof description !== "string" || description.trim() === "")) {
    out.error(`_meta["openai/widgetDescription"]`, "widget-description", `got ${describeValue(description)}`);
  }
}

function checkOpenAiKeys(meta: Record<string, unknown>, out: ViolationList): void {
  for (const key of Object.keys(meta)) {
    if (key.startsWith("openai/") && !RESOURCE_OPENAI_KEYS.has(key))
      out.warn(child("_meta", key), "unknown-openai-key", `"${key}" is not a resource key of the Apps SDK reference`);
  }
}

/** The `_meta` rules; a missing `_meta` lacks only the domain. */
function checkMeta(meta: unknown, out: ViolationList): void {
  if (meta === undefined) {
    out.warn("_meta.ui.domain", "domain-missing");
    return;
  }
  if (!isRecord(meta)) {
    out.error("_meta", "meta-object", `got ${describeValue(meta)}`);
    return;
  }
  const uiMeta = isRecord(meta.ui) ? meta.ui : undefined;
  checkCsp(meta, uiMeta, out);
  checkDomain(meta, uiMeta, out);
  checkBorder(meta, uiMeta, out);
  checkDisplayModes(meta, out);
  checkDescription(meta, out);
  checkOpenAiKeys(meta, out);
}

/** The rules, one after the other; `validate*` below catches what cannot be read. */
function checkWidget(resource: unknown, out: ViolationList): void {
  if (!isRecord(resource)) {
    out.error("", "resource-uri", "expected a resource content object");
    return;
  }
  checkUri(resource.uri, out);
  checkMimeType(resource.mimeType, out);
  checkBody(resource, out);
  checkMeta(resource._meta, out);
}

/**
 * Checks a widget resource content item (`{ uri, mimeType, text, _meta }`) against every rule of the
 * Apps SDK reference for the component resource. Returns all findings; an empty array means clean.
 * Never throws: any JSON-like value gives violations, and a value that cannot even be read (a
 * throwing getter or proxy) gives `unreadable-input`.
 */
export function validateWidget(resource: unknown): Violation[] {
  const out = new ViolationList();
  try {
    checkWidget(resource, out);
  } catch (error) {
    out.error("", "unreadable-input", describeError(error));
  }
  return out.items;
}
