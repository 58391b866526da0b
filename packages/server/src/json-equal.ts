// Deep equality of two JSON-like values without recursion (a deeply nested value cannot overflow
// the stack) and without looping on cycles: a pair of objects already being compared counts as
// equal, so every pair is visited once.

/** An object or an array (unlike core's `isObject`, arrays count: both are compared key by key). */
function isObjectOrArray(value: unknown): value is object {
  return typeof value === "object" && value !== null;
}

/** Pairs of objects already (being) compared, by their left side. */
type ComparedPairs = WeakMap<object, WeakSet<object>>;

/** Records the pair; false when it was already recorded (a cycle, or a subtree shared by both sides). */
function firstVisit(compared: ComparedPairs, left: object, right: object): boolean {
  let partners = compared.get(left);
  if (partners?.has(right)) return false;
  if (!partners) {
    partners = new WeakSet();
    compared.set(left, partners);
  }
  partners.add(right);
  return true;
}

/** Queues the values under each key of both sides; false when the two cannot be equal (kind or keys differ). */
function queueEntries(left: object, right: object, pending: [unknown, unknown][]): boolean {
  if (Array.isArray(left) !== Array.isArray(right)) return false;
  const leftKeys = Object.keys(left);
  const rightKeys = Object.keys(right);
  if (leftKeys.length !== rightKeys.length) return false;
  for (const key of leftKeys) {
    if (!Object.hasOwn(right, key)) return false;
    pending.push([(left as Record<string, unknown>)[key], (right as Record<string, unknown>)[key]]);
  }
  return true;
}

/**
 * Whether `a` and `b` hold the same JSON data: same primitives (`Object.is`, BigInt by value), arrays
 * of equal items in order, objects with the same own enumerable keys (any order) and equal values.
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  const pending: [unknown, unknown][] = [[a, b]];
  const compared: ComparedPairs = new WeakMap();
  while (pending.length) {
    const [left, right] = pending.pop() as [unknown, unknown];
    if (Object.is(left, right)) continue;
    if (!isObjectOrArray(left) || !isObjectOrArray(right)) return false;
    if (!firstVisit(compared, left, right)) continue;
    if (!queueEntries(left, right, pending)) return false;
  }
  return true;
}
