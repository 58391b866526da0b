import { referenceFileObject, validToolDescriptor, validWidgetResource } from "./fixtures.js";

// A seeded, deterministic generator of hostile tool descriptors and widget resources: valid
// fixtures with a few nodes replaced by values a careless validator trips on (cycles, BigInt,
// nesting deep enough to overflow a recursive walk, prototype keys, broken `$ref`s, wrong types).

/** mulberry32: a small seeded PRNG, so every run sees the same descriptors. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

/** An object nested `depth` levels deep, built without recursion. */
export function deeplyNested(depth: number, asArray = false): unknown {
  let value: unknown = "bottom";
  for (let i = 0; i < depth; i++) value = asArray ? [value] : { type: "oauth2", scopes: value };
  return value;
}

function cyclic(): unknown {
  const node: Record<string, unknown> = { type: "oauth2", scopes: ["a"] };
  node.self = node;
  node.list = [node, { back: node }];
  return node;
}

const PROTOTYPE_KEYS = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf", "prototype"];

const REFS = [
  "#/%E0",
  "#/%",
  "#/",
  "#",
  "#/__proto__",
  "#/constructor",
  "#/$defs/loop",
  "#/$defs/%ZZ/x",
  "https://evil.example/x",
  "#/properties/0",
  "#/$defs/file",
];

function hostileValue(random: Random): unknown {
  switch (Math.floor(random() * 20)) {
    case 0:
      return cyclic();
    case 1:
      return BigInt(Math.floor(random() * 1e6)) * 10n ** 20n;
    case 2:
      return deeplyNested(2_000 + Math.floor(random() * 8_000));
    case 3:
      return deeplyNested(2_000 + Math.floor(random() * 8_000), true);
    case 4:
      return { $ref: pick(random, REFS) };
    case 5:
      return pick(random, PROTOTYPE_KEYS);
    case 6:
      return [pick(random, PROTOTYPE_KEYS), pick(random, PROTOTYPE_KEYS)];
    case 7:
      return Object.assign(Object.create(null) as object, { type: "object", toString: 1 });
    case 8:
      return "x".repeat(1 + Math.floor(random() * 5_000));
    case 9:
      return pick(random, [NaN, Infinity, -Infinity, -0, 1e308, Number.MIN_VALUE]);
    case 10:
      return null;
    case 11:
      return undefined;
    case 12:
      return pick(random, [true, false, 0, "", "ui://", "https://", "javascript:alert(1)"]);
    case 13:
      return Object.fromEntries(
        Array.from({ length: 200 }, (_, i) => [`k${i}`, i % 2 ? BigInt(i) : { $ref: "#/%E0" }]),
      );
    case 14:
      return [cyclic(), 1n, { $ref: "#/%E0" }];
    case 15:
      return { [pick(random, PROTOTYPE_KEYS)]: { type: "object", properties: { download_url: 1n } } };
    case 16:
      return referenceFileObject();
    case 17:
      return { type: "array", items: { $ref: pick(random, REFS) } };
    case 18:
      return ["\ud800", "\u0000", "%E0", "ui://\u2028"];
    default:
      return {};
  }
}

/** Every (parent, key) slot of `root`, walked without recursion and without revisiting objects. */
function slots(root: Record<string, unknown>): [Record<string, unknown> | unknown[], string | number][] {
  const out: [Record<string, unknown> | unknown[], string | number][] = [];
  const seen = new Set<object>();
  const stack: object[] = [root];
  while (stack.length) {
    const node = stack.pop() as Record<string, unknown>;
    if (seen.has(node)) continue;
    seen.add(node);
    for (const key of Object.keys(node)) {
      out.push([node, Array.isArray(node) ? Number(key) : key]);
      const value = node[key];
      if (typeof value === "object" && value !== null) stack.push(value);
    }
  }
  return out;
}

/** Targeted shapes the security review found (findings/security.md, defect 12), mixed into the stream. */
function targeted(random: Random, kind: "tool" | "widget"): Record<string, unknown> {
  if (kind === "widget") {
    const resource = validWidgetResource();
    const meta = resource._meta as Record<string, any>;
    pick(random, [
      () => (meta.ui.csp.connectDomains = [cyclic(), 1n, "https://api.example.com"]),
      () => (meta["openai/widgetCSP"] = cyclic()),
      () => (meta.ui.domain = 42n),
      () => (meta["openai/ui"] = { availableDisplayModes: [cyclic(), 1n, "constructor"] }),
      () => (meta.ui = deeplyNested(10_000)),
      () => (resource.uri = { toString: null }),
    ])();
    return resource;
  }
  const descriptor = validToolDescriptor();
  const meta = descriptor._meta as Record<string, any>;
  pick(random, [
    () => {
      descriptor.securitySchemes = [deeplyNested(20_000)];
      meta.securitySchemes = [deeplyNested(20_000)];
    },
    () => {
      descriptor.securitySchemes = [cyclic()];
      meta.securitySchemes = [cyclic()];
    },
    () => (descriptor.name = 12345678901234567890n),
    () =>
      (descriptor.annotations = { readOnlyHint: 1n, destructiveHint: cyclic(), openWorldHint: deeplyNested(5_000) }),
    () => {
      descriptor.inputSchema = { type: "object", properties: { file: { $ref: "#/%E0" } } };
      meta["openai/fileParams"] = ["file"];
    },
    () => (meta["openai/fileParams"] = [pick(random, PROTOTYPE_KEYS)]),
    () => {
      descriptor.inputSchema = {
        type: "object",
        properties: { a: { $ref: "#/$defs/b" }, b: { $ref: "#/$defs/a" } },
        $defs: { a: { $ref: "#/$defs/b" }, b: { $ref: "#/$defs/a" } },
      };
      meta["openai/fileParams"] = ["a", "b"];
    },
    () => (meta["openai/toolInvocation/invoking"] = cyclic()),
  ])();
  return descriptor;
}

export interface HostileCase {
  kind: "tool" | "widget";
  value: Record<string, unknown>;
}

/** `count` hostile descriptors, half tools and half widgets, the same for the same `seed`. */
export function hostileDescriptors(count: number, seed: number): HostileCase[] {
  const random = seededRandom(seed);
  const cases: HostileCase[] = [];
  for (let i = 0; i < count; i++) {
    const kind = i % 2 === 0 ? "tool" : "widget";
    if (random() < 0.25) {
      cases.push({ kind, value: targeted(random, kind) });
      continue;
    }
    const value = kind === "tool" ? validToolDescriptor() : validWidgetResource();
    if (kind === "tool" && random() < 0.3) {
      // Give the file-param rules something to chew on.
      value.inputSchema = {
        type: "object",
        properties: { file: referenceFileObject() },
        $defs: { file: referenceFileObject(), loop: { $ref: "#/$defs/loop" } },
      };
      (value._meta as Record<string, unknown>)["openai/fileParams"] = ["file"];
    }
    const mutations = 1 + Math.floor(random() * 4);
    for (let m = 0; m < mutations; m++) {
      const all = slots(value);
      const [parent, key] = pick(random, all);
      (parent as Record<string | number, unknown>)[key] = hostileValue(random);
    }
    cases.push({ kind, value });
  }
  return cases;
}
