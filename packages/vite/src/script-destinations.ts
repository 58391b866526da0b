import type { ESTree } from "vite";
import { classifyUrl, LOADING_ATTRIBUTES } from "./check-html.js";
import type { ResourceKind } from "./csp-domains.js";
import type { CspFinding } from "./csp-findings.js";

/** A literal string: `"…"`, `'…'` or a template without expressions. */
export function stringOf(node: ESTree.Node | undefined | null): string | undefined {
  if (!node) return undefined;
  if (node.type === "Literal" && typeof node.value === "string") return node.value;
  if (node.type === "TemplateLiteral" && node.expressions.length === 0)
    return node.quasis.map((quasi) => quasi.value.cooked ?? "").join("");
  return undefined;
}

/** A member's name: `b` of `a.b` and of `a["b"]`. */
export function propertyName(node: ESTree.Node): string | undefined {
  if (node.type === "Identifier") return node.name;
  return stringOf(node);
}

/** The called function's name: `f` of `f(...)` and of `object.f(...)`; undefined for anything else. */
export function calleeNameOf(callee: ESTree.Node): string | undefined {
  if (callee.type === "Identifier") return callee.name;
  if (callee.type === "MemberExpression") return propertyName(callee.property);
  return undefined;
}

/** Calls whose first argument is a URL the page connects to (`connect-src`). */
const CONNECT_CALLS = new Set(["fetch", "sendBeacon"]);
/** Constructors whose first argument is a URL: what each loads. */
const URL_CONSTRUCTORS: Record<string, ResourceKind> = {
  WebSocket: "connect",
  EventSource: "connect",
  Worker: "script",
  SharedWorker: "script",
};
/** `XMLHttpRequest.open(method, url)`: told from `window.open(url)` by a method as first argument. */
const HTTP_METHOD = /^(get|post|put|patch|delete|head|options)$/i;

/**
 * A URL literal that a call connects to or loads: `fetch("…")`, `navigator.sendBeacon("…")`,
 * `xhr.open("GET", "…")`, `el.setAttribute("src", "…")` (for an element of a known tag).
 * Relative URLs are not reported for requests: a widget may well call its own relative paths
 * through a host that proxies them; only external origins need declaring.
 */
export function checkDestinationCall(
  node: ESTree.CallExpression,
  elementTags: ReadonlyMap<string, string>,
  findings: CspFinding[],
): void {
  const name = calleeNameOf(node.callee);
  const [first, second] = node.arguments;
  if (name && CONNECT_CALLS.has(name)) {
    const url = stringOf(first);
    if (url !== undefined) classifyUrl(findings, "connect", url, `${name}("…")`, false);
  } else if (name === "open" && HTTP_METHOD.test(stringOf(first) ?? "")) {
    const url = stringOf(second);
    if (url !== undefined) classifyUrl(findings, "connect", url, "XMLHttpRequest.open(…)", false);
  } else if (name === "setAttribute" && node.callee.type === "MemberExpression") {
    const kind = elementUrlKind(node.callee.object, stringOf(first), elementTags);
    const url = stringOf(second);
    if (kind && url !== undefined) classifyUrl(findings, kind, url, `setAttribute("${stringOf(first)}", "…")`, false);
  }
}

/** `new WebSocket("…")`, `new EventSource("…")`, `new Worker("…")`. */
export function checkDestinationConstructor(node: ESTree.NewExpression, findings: CspFinding[]): void {
  const name = calleeNameOf(node.callee);
  const kind = name ? URL_CONSTRUCTORS[name] : undefined;
  const url = stringOf(node.arguments[0]);
  if (kind && url !== undefined) classifyUrl(findings, kind, url, `new ${name}("…")`, false);
}

/** `import("https://…")`: a module loaded at run time is a script (`script-src`). */
export function checkDynamicImport(node: ESTree.ImportExpression, findings: CspFinding[]): void {
  const url = stringOf(node.source);
  if (url !== undefined) classifyUrl(findings, "script", url, 'import("…")', false);
}

/** `el.src = "…"` on an element whose tag is known (`createElement("script")`, `new Image()`). */
export function checkUrlAssignment(
  node: ESTree.AssignmentExpression,
  elementTags: ReadonlyMap<string, string>,
  findings: CspFinding[],
): void {
  if (node.left.type !== "MemberExpression") return;
  const attribute = propertyName(node.left.property);
  const kind = elementUrlKind(node.left.object, attribute, elementTags);
  const url = stringOf(node.right);
  if (kind && url !== undefined) classifyUrl(findings, kind, url, `.${attribute} = "…"`, false);
}

/** What `attribute` of the element in `object` loads, when the element's tag is known. */
function elementUrlKind(
  object: ESTree.Node,
  attribute: string | undefined,
  elementTags: ReadonlyMap<string, string>,
): ResourceKind | undefined {
  if (!attribute) return undefined;
  const tag = object.type === "Identifier" ? elementTags.get(object.name) : undefined;
  // An element of unknown tag: its `src` loads from resourceDomains' origins (images, scripts, media).
  if (!tag) return attribute.toLowerCase() === "src" ? "image" : undefined;
  // A <link> loads what its rel says, which an assignment does not show: a style is the usual case.
  return LOADING_ATTRIBUTES[tag]?.[attribute.toLowerCase()];
}

/**
 * The tag of an element a variable is set to: `const s = document.createElement("script")`,
 * `let img = new Image()`.
 */
export function elementTagOf(init: ESTree.Node | null | undefined): string | undefined {
  if (!init) return undefined;
  if (init.type === "NewExpression" && calleeNameOf(init.callee) === "Image") return "img";
  if (init.type === "CallExpression" && calleeNameOf(init.callee) === "createElement")
    return stringOf(init.arguments[0])?.toLowerCase();
  return undefined;
}
