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
const camel = (snakeName: string) => snakeName.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

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

function checkCsp(meta: Record<string, unknown>, ui: Record<string, unknown> | undefined, out: ViolationList): void {
  const uiCsp = ui?.csp;
  const oaCsp = meta["openai/widgetCSP"];
  const uiPath = "_meta.ui.csp";
  const oaPath = `_meta["openai/widgetCSP"]`;
  const uiLists: Record<string, string[]> = {};
  const oaLists: Record<string, string[]> = {};

  if (uiCsp !== undefined) {
    if (!isRecord(uiCsp)) out.error(uiPath, "csp-field", "expected an object");
    else
      for (const [key, value] of Object.entries(uiCsp)) {
        const path = child(uiPath, key);
        if ((UI_CSP_FIELDS as readonly string[]).includes(key)) uiLists[key] = checkDomainList(value, path, true, out);
        else if (key === "redirectDomains" || key === "redirect_domains")
          out.error(path, "csp-redirect-placement", `move it to ${oaPath}.redirect_domains`);
        else if ((OPENAI_CSP_FIELDS as readonly string[]).includes(key))
          out.error(path, "csp-dialect", `use "${camel(key)}" in ui.csp`);
        else out.warn(path, "csp-field", `unknown CSP field "${key}" (known: ${UI_CSP_FIELDS.join(", ")})`);
      }
  }
  if (oaCsp !== undefined) {
    if (!isRecord(oaCsp)) out.error(oaPath, "csp-field", "expected an object");
    else
      for (const [key, value] of Object.entries(oaCsp)) {
        const path = child(oaPath, key);
        if ((OPENAI_CSP_FIELDS as readonly string[]).includes(key))
          oaLists[key] = checkDomainList(value, path, true, out);
        else if ((UI_CSP_FIELDS as readonly string[]).includes(key) || key === "redirectDomains")
          out.error(path, "csp-dialect", `use "${snake(key)}" in openai/widgetCSP`);
        else out.warn(path, "csp-field", `unknown field "${key}" (known: ${OPENAI_CSP_FIELDS.join(", ")})`);
      }
  }

  if (isRecord(uiCsp) && isRecord(oaCsp)) {
    for (const [uiKey, oaKey] of SHARED_CSP) {
      const uiDomains = uiLists[uiKey] ?? [];
      const openaiDomains = oaLists[oaKey] ?? [];
      if (!sameSet(uiDomains, openaiDomains)) {
        out.error(
          `${oaPath}.${oaKey}`,
          "csp-dialects-agree",
          `ui.csp.${uiKey} has [${uiDomains.join(", ")}] but openai/widgetCSP.${oaKey} has [${openaiDomains.join(", ")}]`,
        );
      }
    }
  } else if (isRecord(uiCsp) !== isRecord(oaCsp)) {
    out.warn(
      isRecord(uiCsp) ? oaPath : uiPath,
      "csp-both-dialects",
      `only ${isRecord(uiCsp) ? "ui.csp" : "openai/widgetCSP"} is set`,
    );
  }
  if ((uiLists.frameDomains?.length ?? 0) > 0 || (oaLists.frame_domains?.length ?? 0) > 0) {
    out.warn(
      uiLists.frameDomains?.length ? `${uiPath}.frameDomains` : `${oaPath}.frame_domains`,
      "frame-domains-review",
    );
  }
}

// A host name in a host's own form, as `ui.domain` may be (Claude: `{hash}.claudemcpcontent.com`).
const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

function checkDomain(meta: Record<string, unknown>, ui: Record<string, unknown> | undefined, out: ViolationList): void {
  const uiDomain = ui?.domain;
  const oaDomain = meta["openai/widgetDomain"];
  // ui.domain's format is host-specific (the MCP Apps spec); ChatGPT's own key is always an origin.
  const uiIsHostName = typeof uiDomain === "string" && HOST_NAME.test(uiDomain);
  for (const [value, path] of [
    [uiIsHostName ? undefined : uiDomain, "_meta.ui.domain"],
    [oaDomain, `_meta["openai/widgetDomain"]`],
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
  if (uiDomain !== undefined && oaDomain !== undefined && !uiIsHostName && uiDomain !== oaDomain) {
    out.error(
      `_meta["openai/widgetDomain"]`,
      "domain-aliases-agree",
      `${describeValue(uiDomain)} vs ${describeValue(oaDomain)}`,
    );
  }
  if (uiDomain === undefined && oaDomain === undefined) out.warn("_meta.ui.domain", "domain-missing");
}

/** The rules, one after the other; `validate*` below catches what cannot be read. */
function checkWidget(resource: unknown, out: ViolationList): void {
  if (!isRecord(resource)) {
    out.error("", "resource-uri", "expected a resource content object");
    return;
  }
  if (typeof resource.uri !== "string" || !resource.uri.startsWith("ui://") || resource.uri.length <= 5) {
    out.error("uri", "resource-uri", `got ${describeValue(resource.uri)}`);
  }
  if (resource.mimeType !== WIDGET_MIME_TYPE) {
    out.error("mimeType", "resource-mime-type", `got ${describeValue(resource.mimeType)}`);
  }
  if (typeof resource.text === "string") {
    if (!/<html[\s>]/i.test(resource.text)) out.warn("text", "resource-html", "no <html> element found");
  } else if (typeof resource.blob !== "string") {
    out.error("text", "resource-html", "neither text nor blob is set");
  }

  const meta = resource._meta;
  if (meta === undefined) {
    out.warn("_meta.ui.domain", "domain-missing");
    return;
  }
  if (!isRecord(meta)) {
    out.error("_meta", "meta-object", `got ${describeValue(meta)}`);
    return;
  }
  const ui = isRecord(meta.ui) ? meta.ui : undefined;
  checkCsp(meta, ui, out);
  checkDomain(meta, ui, out);

  const border = ui?.prefersBorder;
  const oaBorder = meta["openai/widgetPrefersBorder"];
  if (border !== undefined && typeof border !== "boolean")
    out.error("_meta.ui.prefersBorder", "prefers-border", `got ${describeValue(border)}`);
  if (oaBorder !== undefined && typeof oaBorder !== "boolean")
    out.error(`_meta["openai/widgetPrefersBorder"]`, "prefers-border", `got ${describeValue(oaBorder)}`);
  if (typeof border === "boolean" && typeof oaBorder === "boolean" && border !== oaBorder) {
    out.error(
      `_meta["openai/widgetPrefersBorder"]`,
      "prefers-border",
      `ui.prefersBorder is ${border} but the alias is ${oaBorder}`,
    );
  }

  const openaiUi = meta["openai/ui"];
  if (openaiUi !== undefined) {
    const modes = isRecord(openaiUi) ? openaiUi.availableDisplayModes : openaiUi;
    const path = `_meta["openai/ui"].availableDisplayModes`;
    if (!isRecord(openaiUi))
      out.error(`_meta["openai/ui"]`, "display-modes", "expected an object { availableDisplayModes }");
    else if (modes !== undefined) {
      if (!Array.isArray(modes) || modes.length === 0) out.error(path, "display-modes", `got ${describeValue(modes)}`);
      else {
        const seen = new Set<unknown>();
        modes.forEach((mode, i) => {
          if (!(DISPLAY_MODES as readonly unknown[]).includes(mode))
            out.error(child(path, i), "display-modes", `unknown mode ${describeValue(mode)}`);
          else if (seen.has(mode)) out.error(child(path, i), "display-modes", `"${String(mode)}" is repeated`);
          seen.add(mode);
        });
      }
    }
  }

  const description = meta["openai/widgetDescription"];
  if (description !== undefined && (typeof description !== "string" || description.trim() === "")) {
    out.error(`_meta["openai/widgetDescription"]`, "widget-description", `got ${describeValue(description)}`);
  }
  for (const key of Object.keys(meta)) {
    if (key.startsWith("openai/") && !RESOURCE_OPENAI_KEYS.has(key))
      out.warn(child("_meta", key), "unknown-openai-key", `"${key}" is not a resource key of the Apps SDK reference`);
  }
  return;
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
