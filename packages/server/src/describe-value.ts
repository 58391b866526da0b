// Printing values inside violation messages. Descriptors come from untrusted servers, so the
// printer must never throw (cycles, BigInt, symbols, null-prototype objects) and must stay short
// however large or deep the value is: it looks at a bounded number of nodes.

const MAX_LENGTH = 120;
const MAX_DEPTH = 3;
const MAX_ENTRIES = 8;

function quote(text: string): string {
  const cut = text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH)}…` : text;
  return JSON.stringify(cut);
}

function print(value: unknown, depth: number, seen: Set<object>): string {
  switch (typeof value) {
    case "string":
      return quote(value);
    case "number":
    case "boolean":
      return String(value);
    case "bigint":
      return `${value}n`;
    case "undefined":
      return "undefined";
    case "symbol":
      return "a symbol";
    case "function":
      return "a function";
  }
  if (value === null) return "null";
  const object = value as object;
  if (seen.has(object)) return "[Circular]";
  if (depth >= MAX_DEPTH) return Array.isArray(object) ? "[…]" : "{…}";
  seen.add(object);
  try {
    if (Array.isArray(object)) {
      const items = object.slice(0, MAX_ENTRIES).map((item) => print(item, depth + 1, seen));
      if (object.length > MAX_ENTRIES) items.push(`… ${object.length - MAX_ENTRIES} more`);
      return `[${items.join(",")}]`;
    }
    // for...in stops early, so a huge object costs no more than a small one.
    const entries: string[] = [];
    for (const key in object) {
      if (!Object.hasOwn(object, key)) continue;
      if (entries.length === MAX_ENTRIES) {
        entries.push("…");
        break;
      }
      entries.push(`${quote(key)}:${print((object as Record<string, unknown>)[key], depth + 1, seen)}`);
    }
    return `{${entries.join(",")}}`;
  } finally {
    seen.delete(object);
  }
}

/**
 * A short JSON-like rendering of `value` for a message: strings quoted and cut at 120 characters,
 * at most 3 levels and 8 entries per level, `12n` for a BigInt, `[Circular]` for a cycle.
 */
export function describeValue(value: unknown): string {
  const text = print(value, 0, new Set());
  return text.length > MAX_LENGTH * 2 ? `${text.slice(0, MAX_LENGTH * 2)}…` : text;
}

/** The message of whatever was thrown, for a violation (never throws itself). */
export function describeError(error: unknown): string {
  if (error instanceof Error) return `reading the value threw ${error.name}: ${error.message.slice(0, MAX_LENGTH)}`;
  return `reading the value threw ${describeValue(error)}`;
}
