/**
 * A text scan in front of the script check: parsing a module and walking its tree was most of a
 * cold `vite build` (react-dom alone is half a megabyte), while most library code has nothing the
 * check reports. The scan looks for every place in the text where a finding could start and
 * answers `false` only when there is none, so skipping the parse never loses a finding; anything it
 * cannot rule out (a comment in an odd place, a computed name, a template with `${}`) is a place.
 */

/** `\n`, `\x41`, `\u0041`, `\u{41}`, octal: escapes in strings and identifiers, decoded one by one. */
const ESCAPE = /\\(?:u\{([0-9a-fA-F]+)\}|u([0-9a-fA-F]{4})|x([0-9a-fA-F]{2})|([0-7]{1,3})|(\r\n|[\s\S]))/g;
/** What the single-letter escapes stand for; an escaped line break is a space so a string stays on its line. */
const SINGLE_ESCAPES: Record<string, string> = { n: " ", r: " ", t: "\t", b: "\b", f: "\f", v: "\v" };
const LINE_BREAK = /^(\r\n|[\n\r\u2028\u2029])$/;

/**
 * The code with escapes replaced by what they stand for, so `"\x65val"` and `\u0065val` read as
 * `eval`. Escaped line breaks become spaces and line continuations vanish, so a string literal
 * always sits on one line of the result.
 */
export function decodeEscapes(code: string): string {
  if (!code.includes("\\")) return code;
  return code.replace(
    ESCAPE,
    (_match, braced?: string, four?: string, two?: string, octal?: string, other?: string) => {
      const hex = braced ?? four ?? two;
      if (hex !== undefined) {
        const codePoint = Number.parseInt(hex, 16);
        const text = codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : "";
        return LINE_BREAK.test(text) ? " " : text;
      }
      if (octal !== undefined) return String.fromCharCode(Number.parseInt(octal, 8) & 0xff);
      const escaped = other ?? "";
      if (LINE_BREAK.test(escaped)) return "";
      return SINGLE_ESCAPES[escaped] ?? escaped;
    },
  );
}

const WORD = /[\w$]/;
const QUOTES = new Set(['"', "'", "`"]);

/** The index of the last non-whitespace character before `index`, or -1. */
function previousIndex(text: string, index: number): number {
  let at = index - 1;
  while (at >= 0 && /\s/.test(text[at] ?? "")) at--;
  return at;
}

/** The index of the first non-whitespace character at or after `index` (the length when none). */
function nextIndex(text: string, index: number): number {
  let at = index;
  while (at < text.length && /\s/.test(text[at] ?? "")) at++;
  return at;
}

/** The identifier ending at `end` (inclusive) and the index before it. */
function identifierEndingAt(text: string, end: number): { name: string; before: number } {
  let start = end;
  while (start >= 0 && WORD.test(text[start] ?? "")) start--;
  return { name: text.slice(start + 1, end + 1), before: start };
}

/** `eval` and `Function` by name: a call, an alias, `globalThis["eval"]`. The check decides. */
const EVAL_NAMES = /\b(?:eval|Function)\b/;

/**
 * `.constructor` of a function (`(() => {}).constructor`): a place unless the owner ends in a name
 * or `]` (`value.constructor`, `list[0].constructor`), or the word is not a member at all (a class's
 * constructor, an object key).
 */
function constructorPlaces(text: string): boolean {
  for (const match of text.matchAll(/\bconstructor\b/g)) {
    const before = previousIndex(text, match.index);
    const previous = text[before] ?? "";
    if (previous === ".") {
      const owner = text[previousIndex(text, before)] ?? "";
      if (!/[\w$\]]/.test(owner)) return true;
    } else if (!(before < 0 || /[\w${};,(:*=!&|+\-~<>]/.test(previous))) {
      // A string or a name in brackets (`["constructor"]`, `[constructor]`), a comment: unsure.
      return true;
    }
  }
  return false;
}

/**
 * `setTimeout("…")` and `setInterval("…")`: a place when the first argument may be a string, or
 * when the name is used in a way the scan does not follow (`["setTimeout"]`, `[setTimeout]`, a comment).
 */
function timerPlaces(text: string): boolean {
  for (const match of text.matchAll(/\b(?:setTimeout|setInterval)\b/g)) {
    if (isTimerPlace(text, nextIndex(text, match.index + match[0].length))) return true;
  }
  return false;
}

/** Whether what follows a timer's name (at `after`) may be a call with a string. */
function isTimerPlace(text: string, after: number): boolean {
  const next = text[after];
  if (next === undefined) return false;
  if (next === "(") {
    const argument = text[nextIndex(text, after + 1)] ?? "";
    return QUOTES.has(argument) || argument === "/";
  }
  // `setTimeout?.("…")`, but not `typeof setTimeout ? setTimeout : …`.
  if (next === "?") return text[after + 1] === ".";
  return !/[,;):=}&|!<>+\-*%^.]/.test(next);
}

/**
 * `createElement("base")`, `jsx("base", { … })`: the string "base" as a call's first argument, of
 * `createElement` or followed by more arguments; not `querySelector("base")` or `case "base":`.
 */
function baseTagPlaces(text: string): boolean {
  for (const match of text.matchAll(/(["'`])base\1/gi)) {
    const before = previousIndex(text, match.index);
    const previous = text[before] ?? "";
    if (previous === "/") return true;
    if (previous !== "(") continue;
    const { name } = identifierEndingAt(text, previousIndex(text, before));
    const next = text[nextIndex(text, match.index + match[0].length)] ?? "";
    if (name === "" || name === "createElement" || next !== ")") return true;
  }
  return false;
}

/** Calls and constructors whose first argument is a URL the check reads. */
const URL_TAKERS = new Set(["fetch", "sendBeacon", "WebSocket", "EventSource", "Worker", "SharedWorker", "import"]);

/**
 * A string starting with an external URL where the check reads it: a first argument of `fetch`,
 * `new WebSocket` and the like, a second argument after a string (`open`, `setAttribute`), a prop
 * value, or what is assigned to a member (`el.src = "…"`). Not as an argument of other calls
 * (`createElementNS("http://www.w3.org/2000/svg", …)`), compared, declared, returned or in a `case`.
 */
function urlPlaces(text: string): boolean {
  for (const match of text.matchAll(/["'`]\s*(?:(?:https?|wss?):)?\/\//gi)) {
    if (isUrlPlace(text, previousIndex(text, match.index))) return true;
  }
  return false;
}

/** Whether a URL string after the character at `before` is where the check reads one. */
function isUrlPlace(text: string, before: number): boolean {
  const previous = text[before] ?? "";
  if (previous === ":" || previous === "/") return true;
  if (previous === ",") {
    // A second argument is read only after a string (`open("GET", "…")`, `setAttribute("src", "…")`).
    const first = text[previousIndex(text, before)] ?? "";
    return QUOTES.has(first) || first === "/";
  }
  if (previous === "(") {
    const { name } = identifierEndingAt(text, previousIndex(text, before));
    return name === "" || URL_TAKERS.has(name);
  }
  return previous === "=" && assignsToMember(text, before);
}

/** Whether the `=` at `index` may assign to a member (`a.src =`, `a["src"] +=`); not `==`, not a declaration. */
function assignsToMember(text: string, index: number): boolean {
  let end = index - 1;
  if (text[end] === "=" || text[end] === "!") return false;
  while (end >= 0 && /[\s+\-*%&|^?<>]/.test(text[end] ?? "")) end--;
  // `/=`, or a comment before the `=`: unsure.
  if (!WORD.test(text[end] ?? "")) return true;
  const { before } = identifierEndingAt(text, end);
  const previous = text[previousIndex(text, before + 1)] ?? "";
  return previous === "." || previous === "?" || previous === "/";
}

/** Markup that loads something, and CSS that does: what the check looks for inside strings. */
const LOADING_TEXT = /<(?:script|img|link|base|iframe|video|audio|source|image)\b|url\(|@import/i;
const LOADING_TOKENS = [
  "<script",
  "<img",
  "<link",
  "<base",
  "<iframe",
  "<video",
  "<audio",
  "<source",
  "<image",
  "url(",
  "@import",
];
/** What makes markup or CSS in a string a finding without relative URLs: an external URL or `<base>`. */
const EXTERNAL_OR_BASE = /\/\/|<base\b/i;
const EXTERNAL_TOKENS = ["//", "<base"];

/**
 * Whether a template's `${}` may join two parts into one of `tokens` (`<im${x}g`): the check reads a
 * template with its parts joined, so a token may start right before any `${`.
 */
function joinsToken(text: string, tokens: readonly string[]): boolean {
  for (const match of text.matchAll(/\$\{/g)) {
    const before = text.slice(Math.max(0, match.index - 8), match.index).toLowerCase();
    for (const token of tokens)
      for (let length = 1; length < token.length; length++) if (before.endsWith(token.slice(0, length))) return true;
  }
  return false;
}

/**
 * Markup and CSS inside strings (`innerHTML = '<img src="https://…">'`): without relative URLs,
 * the loading text and an external URL must share a string. A quoted string sits on one line of the
 * decoded text; a template may span lines, and its parts are joined, so there any co-occurrence counts.
 */
function stringTextPlaces(text: string, relativeUrls: boolean): boolean {
  const interpolates = text.includes("${");
  if (!LOADING_TEXT.test(text) && !(interpolates && joinsToken(text, LOADING_TOKENS))) return false;
  if (relativeUrls) return true;
  if (interpolates) return EXTERNAL_OR_BASE.test(text) || joinsToken(text, EXTERNAL_TOKENS);
  if (text.includes("`")) return EXTERNAL_OR_BASE.test(text);
  // Not split at U+2028/U+2029: a string literal may hold them as they are.
  return text.split(/\r\n|[\n\r]/).some((line) => LOADING_TEXT.test(line) && EXTERNAL_OR_BASE.test(line));
}

/** Props and attributes whose relative URLs your own code is told about (`jsx("img", { src: "/a.png" })`). */
const LOADING_PROPS = /\b(?:src|srcset|href|poster)\b/i;

/**
 * `false` when `findScriptProblems(code, fileName, relativeUrls)` certainly finds nothing, so the
 * module need not be parsed. With `relativeUrls` (your own code), any prop or markup that loads
 * something is a place too.
 */
export function mayHaveScriptProblems(code: string, relativeUrls: boolean): boolean {
  const text = decodeEscapes(code);
  return (
    EVAL_NAMES.test(text) ||
    constructorPlaces(text) ||
    timerPlaces(text) ||
    baseTagPlaces(text) ||
    /<base\b/i.test(text) ||
    urlPlaces(text) ||
    (relativeUrls && LOADING_PROPS.test(text)) ||
    stringTextPlaces(text, relativeUrls)
  );
}
