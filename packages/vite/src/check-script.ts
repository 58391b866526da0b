import { parseSync, Visitor, type ESTree } from "vite";
import { classifyUrl, findHtmlProblems, LOADING_ATTRIBUTES, linkKind } from "./check-html.js";
import type { CspFinding } from "./csp-findings.js";

/** Globals whose `eval` member is the global `eval`. */
const GLOBAL_OBJECTS = new Set(["window", "globalThis", "self"]);
/** Markup worth scanning inside a string: an element that loads something, or `<base>`. */
const MARKUP = /<(script|img|link|base|iframe|video|audio|source|image)\b/i;

const stringOf = (node: ESTree.Node | undefined | null): string | undefined => {
  if (!node) return undefined;
  if (node.type === "Literal" && typeof node.value === "string") return node.value;
  if (node.type === "TemplateLiteral" && node.expressions.length === 0)
    return node.quasis.map((quasi) => quasi.value.cooked ?? "").join("");
  return undefined;
};

const propertyName = (node: ESTree.Node): string | undefined => {
  if (node.type === "Identifier") return node.name;
  return stringOf(node);
};

/** A global called by name: `eval`, `window.eval`, `globalThis["Function"]`. */
function isGlobalNamed(callee: ESTree.Node, name: "eval" | "Function"): boolean {
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

/** The called function's name: `f` of `f(...)` and of `object.f(...)`; undefined for anything else. */
function calleeNameOf(callee: ESTree.Node): string | undefined {
  if (callee.type === "Identifier") return callee.name;
  if (callee.type === "MemberExpression") return propertyName(callee.property);
  return undefined;
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
  const calleeName = calleeNameOf(callee);
  // `createElement("base")` or compiled JSX `jsx("base", props)`; not `querySelector("base")`.
  if (tag === "base" && (calleeName === "createElement" || args[1]?.type === "ObjectExpression")) {
    findings.push({ type: "base", via: 'a <base> element (createElement("base") / <base>)' });
    return;
  }
  const loading = LOADING_ATTRIBUTES[tag];
  const props = args[1];
  if (!loading || props?.type !== "ObjectExpression") return;
  const values: Record<string, string> = {};
  for (const property of props.properties) {
    if (property.type !== "Property" || property.computed) continue;
    const name = propertyName(property.key)?.toLowerCase();
    const value = stringOf(property.value);
    if (name && value !== undefined) values[name] = value;
  }
  for (const [attribute, defaultKind] of Object.entries(loading)) {
    const value = values[attribute];
    if (value === undefined) continue;
    const kind = tag === "link" ? linkKind(values.rel, values.as) : defaultKind;
    if (kind)
      classifyUrl(
        findings,
        kind,
        attribute === "srcset" ? (value.trim().split(/\s+/)[0] ?? "") : value,
        `<${tag} ${attribute}>`,
        relativeUrls,
      );
  }
}

/**
 * What the MCP Apps default CSP would block in one compiled JavaScript module: `eval`,
 * `new Function`, timers given a string, elements loading external URLs (compiled JSX,
 * `createElement`, markup in strings), `<base>`. `relativeUrls` also reports relative URLs (your
 * own code: the widget is rendered from the host's origin, so such a file is never there).
 */
export function findScriptProblems(code: string, fileName: string, relativeUrls: boolean): CspFinding[] {
  const parsed = parseSync(fileName.replace(/\?.*$/, "").replace(/\.[cm]?[jt]sx?$|$/, ".js"), code, {
    lang: "js",
    sourceType: "module",
  });
  if (parsed.errors.length > 0) return [];
  const findings: CspFinding[] = [];
  const visitor = new Visitor({
    CallExpression(node) {
      if (isGlobalNamed(node.callee, "eval")) findings.push({ type: "eval", via: "eval(...)" });
      else if (isGlobalNamed(node.callee, "Function")) findings.push({ type: "eval", via: "Function(...)" });
      else if (isTimerWithString(node.callee, node.arguments))
        findings.push({ type: "eval", via: "setTimeout/setInterval with a string" });
      else checkElementCall(node.callee, node.arguments, findings, relativeUrls);
    },
    NewExpression(node) {
      if (isGlobalNamed(node.callee, "Function")) findings.push({ type: "eval", via: "new Function(...)" });
    },
    Literal(node) {
      if (typeof node.value === "string" && MARKUP.test(node.value))
        findings.push(...findHtmlProblems(node.value, relativeUrls));
    },
    TemplateLiteral(node) {
      const text = node.quasis.map((quasi) => quasi.value.cooked ?? "").join("");
      if (MARKUP.test(text)) findings.push(...findHtmlProblems(text, relativeUrls));
    },
  });
  visitor.visit(parsed.program);
  return findings;
}
