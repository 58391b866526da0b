// Deep equality of two JSON-like values without recursion (a deeply nested value cannot overflow
// the stack) and without looping on cycles: a pair of objects already being compared counts as
// equal, so every pair is visited once.

/** An object or an array (unlike core's `isObject`, arrays count: both are compared key by key). */
function isObjectOrArray(value: unknown): value is object {
  return typeof value === "object" && value !== null;
}

/**
 * Whether `a` and `b` hold the same JSON data: same primitives (`Object.is`, BigInt by value), arrays
 * of equal items in order, objects with the same own enumerable keys (any order) and equal values.
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  const pending: [unknown, unknown][] = [[a, b]];
  const compared = new WeakMap<object, WeakSet<object>>();
  while (pending.length) {
    const [left, right] = pending.pop() as [unknown, unknown];
    if (Object.is(left, right)) continue;
    if (!isObjectOrArray(left) || !isObjectOrArray(right)) return false;
    let partners = compared.get(left);
    if (partners?.has(right)) continue;
    if (!partners) {
      partners = new WeakSet();
      compared.set(left, partners);
    }
    partners.add(right);
    if (Array.isArray(left) !== Array.isArray(right)) return false;
    const leftKeys = Object.keys(left);
    const rightKeys = Object.keys(right);
    if (leftKeys.length !== rightKeys.length) return false;
    for (const key of leftKeys) {
      if (!Object.hasOwn(right, key)) return false;
      pending.push([(left as Record<string, unknown>)[key], (right as Record<string, unknown>)[key]]);
    }
  }
  return true;
}
