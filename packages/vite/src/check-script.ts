import { parseSync, Visitor, type ESTree } from "vite";
import { findCssProblems } from "./check-css.js";
import { classifyUrl, findHtmlProblems, LOADING_ATTRIBUTES, loadingAttributesOf } from "./check-html.js";
import { mayHaveScriptProblems } from "./check-script-sites.js";
import type { CspFinding } from "./csp-findings.js";
import {
  calleeNameOf,
  checkDestinationCall,
  checkDestinationConstructor,
  checkDynamicImport,
  checkUrlAssignment,
  elementTagOf,
  propertyName,
  stringOf,
} from "./script-destinations.js";

/** Globals whose `eval` member is the global `eval`. */
const GLOBAL_OBJECTS = new Set(["window", "globalThis", "self"]);
/** Markup worth scanning inside a string: an element that loads something, or `<base>`. */
const MARKUP = /<(script|img|link|base|iframe|video|audio|source|image)\b/i;

/** CSS in a string (a style prop, `el.style.cssText`): what `url()` and `@import` load. */
const CSS_LOADS = /url\(|@import/i;

/** `(x)` and `(0, x)` as `x`: the comma form is how minifiers call `eval` indirectly. */
function unwrap(node: ESTree.Node): ESTree.Node {
  if (node.type === "ParenthesizedExpression") return unwrap(node.expression);
  if (node.type === "SequenceExpression") {
    const last = node.expressions[node.expressions.length - 1];
    return last ? unwrap(last) : node;
  }
  return node;
}

/** A global called by name: `eval`, `window.eval`, `globalThis["Function"]`, `(0, eval)`. */
function isGlobalNamed(node: ESTree.Node, name: "eval" | "Function"): boolean {
  const callee = unwrap(node);
  if (callee.type === "Identifier") return callee.name === name;
  if (
    callee.type === "MemberExpression" &&
    callee.object.type === "Identifier" &&
    GLOBAL_OBJECTS.has(callee.object.name)
  ) {
    return propertyName(callee.property) === name;
  }
  return false;
}

/** `(() => {}).constructor` and `function () {}.constructor`: the `Function` constructor itself. */
function isFunctionConstructor(node: ESTree.Node): boolean {
  const callee = unwrap(node);
  if (callee.type !== "MemberExpression" || propertyName(callee.property) !== "constructor") return false;
  const owner = unwrap(callee.object);
  return owner.type === "ArrowFunctionExpression" || owner.type === "FunctionExpression";
}

/** What code built from strings a call or `new` runs through, or `undefined`. */
function evalVia(callee: ESTree.Node, aliases: ReadonlySet<string>): string | undefined {
  if (isGlobalNamed(callee, "eval")) return "eval(...)";
  if (isGlobalNamed(callee, "Function")) return "Function(...)";
  if (isFunctionConstructor(callee)) return "a function's constructor (Function)";
  const plain = unwrap(callee);
  if (plain.type === "Identifier" && aliases.has(plain.name)) return `${plain.name}(...), an alias of eval or Function`;
  return undefined;
}

/**
 * What one pass over the module learns before the checks: names bound to `eval`/`Function`
 * (`const F = Function`) and to elements of a known tag (`const s = createElement("script")`).
 */
function collectBindings(program: ESTree.Program): { aliases: Set<string>; elementTags: Map<string, string> } {
  const aliases = new Set<string>();
  const elementTags = new Map<string, string>();
  new Visitor({
    VariableDeclarator(node) {
      if (node.id.type !== "Identifier" || !node.init) return;
      if (isGlobalNamed(node.init, "eval") || isGlobalNamed(node.init, "Function") || isFunctionConstructor(node.init))
        aliases.add(node.id.name);
      const tag = elementTagOf(node.init);
      if (tag) elementTags.set(node.id.name, tag);
    },
  }).visit(program);
  return { aliases, elementTags };
}

function isTimerWithString(callee: ESTree.Node, args: readonly ESTree.Node[]): boolean {
  const name = calleeNameOf(callee);
  return (name === "setTimeout" || name === "setInterval") && stringOf(args[0]) !== undefined;
}

/**
 * Element creation as compiled JSX and `createElement` produce it: `jsx("img", { src: "…" })`,
 * `createElement("link", { rel: "stylesheet", href: "…" })`. Checks the props that load something.
 */
function checkElementCall(
  callee: ESTree.Node,
  args: readonly ESTree.Node[],
  findings: CspFinding[],
  relativeUrls: boolean,
): void {
  const tag = stringOf(args[0])?.toLowerCase();
  if (!tag) return;
  const props = args[1];
  // `createElement("base")` or compiled JSX `jsx("base", props)`; not `querySelector("base")`.
  if (tag === "base" && (calleeNameOf(callee) === "createElement" || props?.type === "ObjectExpression")) {
    findings.push({ type: "base", via: 'a <base> element (createElement("base") / <base>)' });
    return;
  }
  if (!LOADING_ATTRIBUTES[tag] || props?.type !== "ObjectExpression") return;
  for (const { attribute, kind, value } of loadingAttributesOf(tag, stringProps(props))) {
    // The first URL of a `srcset` is enough to know where the set loads from.
    const url = attribute === "srcset" ? (value.trim().split(/\s+/)[0] ?? "") : value;
    classifyUrl(findings, kind, url, `<${tag} ${attribute}>`, relativeUrls);
  }
}

/** The props of an object literal whose name is written out and whose value is a string, by lowercase name. */
function stringProps(props: ESTree.ObjectExpression): Record<string, string> {
  const values: Record<string, string> = {};
  for (const property of props.properties) {
    if (property.type !== "Property" || property.computed) continue;
    const name = propertyName(property.key)?.toLowerCase();
    const value = stringOf(property.value);
    if (name && value !== undefined) values[name] = value;
  }
  return values;
}

/**
 * What the MCP Apps default CSP would block in one compiled JavaScript module: `eval` (also
 * `(0, eval)`, `globalThis["eval"]`, aliases), `new Function` (and aliases, a function's
 * `constructor`), timers given a string, elements loading external URLs (compiled JSX,
 * `createElement`, markup and CSS in strings, `el.src = "…"`), requests to literal external URLs
 * (`fetch`, `WebSocket`, `EventSource`, `sendBeacon`, XHR: `connect`), `import("…")` and workers,
 * `<base>`. `relativeUrls` also reports relative URLs elements load (your own code: the widget is
 * rendered from the host's origin, so such a file is never there). A URL computed at run time is
 * not seen: the dev host's CSP report catches those. Library code with no place a finding could
 * start (most of it, react-dom included) is not parsed at all.
 */
export function findScriptProblems(code: string, fileName: string, relativeUrls: boolean): CspFinding[] {
  if (!mayHaveScriptProblems(code, relativeUrls)) return [];
  const parsed = parseSync(fileName.replace(/\?.*$/, "").replace(/\.[cm]?[jt]sx?$|$/, ".js"), code, {
    lang: "js",
    sourceType: "module",
  });
  if (parsed.errors.length > 0) return [];
  const findings: CspFinding[] = [];
  const { aliases, elementTags } = collectBindings(parsed.program);
  const checkString = (text: string) => {
    if (MARKUP.test(text)) findings.push(...findHtmlProblems(text, relativeUrls));
    else if (CSS_LOADS.test(text)) findings.push(...findCssProblems(text, false));
  };
  const visitor = new Visitor({
    CallExpression(node) {
      const via = evalVia(node.callee, aliases);
      if (via) findings.push({ type: "eval", via });
      else if (isTimerWithString(node.callee, node.arguments))
        findings.push({ type: "eval", via: "setTimeout/setInterval with a string" });
      else {
        checkElementCall(node.callee, node.arguments, findings, relativeUrls);
        checkDestinationCall(node, elementTags, findings);
      }
    },
    NewExpression(node) {
      const via = evalVia(node.callee, aliases);
      if (via) findings.push({ type: "eval", via: `new ${via}` });
      else checkDestinationConstructor(node, findings);
    },
    ImportExpression(node) {
      checkDynamicImport(node, findings);
    },
    AssignmentExpression(node) {
      checkUrlAssignment(node, elementTags, findings);
    },
    Literal(node) {
      if (typeof node.value === "string") checkString(node.value);
    },
    TemplateLiteral(node) {
      checkString(node.quasis.map((quasi) => quasi.value.cooked ?? "").join(""));
    },
  });
  visitor.visit(parsed.program);
  return findings;
}
