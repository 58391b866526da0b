// Paths in violations read like the JavaScript that would reach the value.

const IDENT = /^[A-Za-z_$][\w$]*$/;

/** `base` + one key: `.key` for identifiers, `["openai/x"]` otherwise. */
export function child(base: string, key: string | number): string {
  if (typeof key === "number") return `${base}[${key}]`;
  if (IDENT.test(key)) return base ? `${base}.${key}` : key;
  return `${base}[${JSON.stringify(key)}]`;
}

/** Plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `record[key]` only when `key` is the record's own property (never `constructor`, `__proto__` from the prototype). */
export function own(record: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
