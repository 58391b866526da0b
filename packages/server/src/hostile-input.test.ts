import { describe, expect, it } from "vitest";
import { auditServer, type AuditClient } from "./audit.js";
import { deeplyNested, hostileDescriptors } from "./test-support/hostile-descriptors.js";
import { validToolDescriptor, validWidgetResource } from "./test-support/fixtures.js";
import { validateTool } from "./validate-tool.js";
import { validateWidget } from "./validate-widget.js";
import { RULES, type Violation } from "./violation.js";

// The validators read descriptors from servers nobody vetted. On any JSON-like value they must
// return violations (a path, a known rule id, the rule in words), never throw, and do work
// proportional to the input. Work is counted structurally: the input is wrapped in a Proxy that
// counts every read (get, has, keys, descriptors), and that count must stay within a constant
// factor of the number of nodes in the input.

/** Nodes of a value: every object, array and primitive slot, each object counted once (cycles end). */
function countNodes(root: unknown): number {
  let nodes = 0;
  const seen = new Set<object>();
  const stack: unknown[] = [root];
  while (stack.length) {
    const value = stack.pop();
    nodes++;
    if (typeof value !== "object" || value === null || seen.has(value)) continue;
    seen.add(value);
    for (const key of Object.keys(value)) stack.push((value as Record<string, unknown>)[key]);
  }
  return nodes;
}

/** `value` behind Proxies that count every read; the same object always gets the same Proxy (cycles keep their identity). */
function counted<T>(value: T): { value: T; reads: () => number } {
  let reads = 0;
  const proxies = new WeakMap<object, object>();
  const wrap = (v: unknown): unknown => {
    if (typeof v !== "object" || v === null) return v;
    let proxy = proxies.get(v);
    if (!proxy) {
      proxy = new Proxy(v, {
        get: (target, key, receiver) => (reads++, wrap(Reflect.get(target, key, receiver))),
        has: (target, key) => (reads++, Reflect.has(target, key)),
        ownKeys: (target) => (reads++, Reflect.ownKeys(target)),
        getOwnPropertyDescriptor: (target, key) => (reads++, Reflect.getOwnPropertyDescriptor(target, key)),
      });
      proxies.set(v, proxy);
    }
    return proxy;
  };
  return { value: wrap(value) as T, reads: () => reads };
}

// Reads per input node, generously: a validator looks at each node a few times (type checks,
// printing, the alias comparison), plus a fixed amount for the fixed set of keys it asks for.
const READS_PER_NODE = 12;
const FIXED_READS = 600;

function expectWellFormed(violations: Violation[]): void {
  expect(Array.isArray(violations)).toBe(true);
  for (const v of violations) {
    expect(typeof v.path).toBe("string");
    expect(Object.keys(RULES)).toContain(v.rule);
    expect(["error", "warning"]).toContain(v.severity);
    expect(v.message.startsWith(RULES[v.rule])).toBe(true);
    // JSON-like input is always readable; this rule is only for getters and proxies that throw.
    expect(v.rule).not.toBe("unreadable-input");
  }
}

const cases = hostileDescriptors(1_200, 20261201);
// Generous test timeouts: the machine is shared; time is not what these tests measure.
const SLOW = { timeout: 120_000 };

describe("validators on 1,200 generated hostile descriptors (seed 20261201)", () => {
  it(
    "never throw, report each problem with a path and a rule id, and read each input node a bounded number of times",
    SLOW,
    () => {
      let worstRatio = 0;
      let withFindings = 0;
      for (const { kind, value } of cases) {
        const nodes = countNodes(value);
        const probe = counted(value);
        let violations: Violation[] = [];
        expect(() => {
          violations = kind === "tool" ? validateTool(probe.value) : validateWidget(probe.value);
        }).not.toThrow();
        expectWellFormed(violations);
        if (violations.some((v) => v.severity === "error")) withFindings++;
        expect(probe.reads()).toBeLessThanOrEqual(READS_PER_NODE * nodes + FIXED_READS);
        worstRatio = Math.max(worstRatio, (probe.reads() - FIXED_READS) / nodes);
      }
      // The generator really is hostile: most descriptors break some rule.
      expect(withFindings).toBeGreaterThan(cases.length * 0.6);
      expect(worstRatio).toBeLessThanOrEqual(READS_PER_NODE);
    },
  );

  it("auditServer reports them all through a client, without aborting", SLOW, async () => {
    const tools = cases.filter((c) => c.kind === "tool").map((c) => c.value);
    const widgets = cases
      .filter((c) => c.kind === "widget")
      .map((c, i) => ({ ...c.value, uri: `ui://widget/hostile-${i}.html` }));
    const client: AuditClient = {
      listTools: async () => ({ tools }),
      listResources: async () => ({
        resources: widgets.map((w) => ({ uri: w.uri, mimeType: "text/html;profile=mcp-app" })),
      }),
      readResource: async ({ uri }) => ({ contents: [widgets.find((w) => w.uri === uri)] }),
    };
    const findings = await auditServer(client);
    expectWellFormed(findings);
    expect(findings.some((v) => v.path.startsWith("tools["))).toBe(true);
    expect(findings.filter((v) => v.path.startsWith("resources[")).length).toBeGreaterThan(widgets.length / 2);
  });
});

describe("the shapes of the security review (defect 12)", () => {
  const tool = (change: (d: Record<string, any>) => void) => {
    const d = validToolDescriptor();
    change(d);
    return d;
  };
  const rulesAt = (violations: Violation[]) => violations.map((v) => `${v.rule} @ ${v.path}`);

  it("prints a cyclic value and a BigInt in a message", () => {
    const node: Record<string, unknown> = { a: 1 };
    node.self = node;
    const byName = validateTool(tool((d) => (d.name = 12345678901234567890n)));
    expect(byName).toContainEqual(
      expect.objectContaining({
        rule: "tool-name",
        path: "name",
        message: expect.stringContaining("12345678901234567890n"),
      }),
    );
    const byInvoking = validateTool(tool((d) => (d._meta["openai/toolInvocation/invoking"] = node)));
    expect(byInvoking).toContainEqual(
      expect.objectContaining({ rule: "invocation-string", message: expect.stringContaining("[Circular]") }),
    );
  });

  it("compares a securitySchemes nested 100,000 levels deep with its copy without overflowing the stack", SLOW, () => {
    const violations = validateTool(
      tool(
        (d) => (
          (d.securitySchemes = [deeplyNested(100_000)]), (d._meta.securitySchemes = [deeplyNested(100_000, true)])
        ),
      ),
    );
    expect(rulesAt(violations)).toContain("security-schemes-mirrored @ _meta.securitySchemes");
    const equal = validateTool(
      tool((d) => ((d.securitySchemes = [deeplyNested(100_000)]), (d._meta.securitySchemes = [deeplyNested(100_000)]))),
    );
    expect(rulesAt(equal)).not.toContain("security-schemes-mirrored @ _meta.securitySchemes");
  });

  it('reports $ref "#/%E0" as a file param that cannot be followed', () => {
    const violations = validateTool(
      tool(
        (d) => (
          (d.inputSchema = { type: "object", properties: { file: { $ref: "#/%E0" } } }),
          (d._meta["openai/fileParams"] = ["file"])
        ),
      ),
    );
    expect(violations).toContainEqual(
      expect.objectContaining({
        rule: "file-param-shape",
        path: "inputSchema.properties.file",
        message: expect.stringContaining("percent-encoding"),
      }),
    );
  });

  it.each(["constructor", "__proto__", "toString", "hasOwnProperty"])(
    'reports fileParams ["%s"] as an undeclared field, not a bad shape',
    (name) => {
      const violations = validateTool(tool((d) => (d._meta["openai/fileParams"] = [name])));
      expect(rulesAt(violations.filter((v) => v.rule.startsWith("file-")))).toEqual([
        `file-param-declared @ inputSchema.properties.${name}`,
      ]);
    },
  );

  it("never follows a $ref into the prototype", () => {
    const violations = validateTool(
      tool(
        (d) => (
          (d.inputSchema = { type: "object", properties: { file: { $ref: "#/constructor" } } }),
          (d._meta["openai/fileParams"] = ["file"])
        ),
      ),
    );
    expect(violations).toContainEqual(
      expect.objectContaining({ rule: "file-param-shape", message: expect.stringContaining("points at nothing") }),
    );
  });

  it("reads a widget with a cyclic CSP and a BigInt domain", () => {
    const resource = validWidgetResource();
    const csp: Record<string, unknown> = { connect_domains: [] };
    csp.resource_domains = [csp];
    resource._meta["openai/widgetCSP"] = csp;
    resource._meta.ui.domain = 42n;
    const found = rulesAt(validateWidget(resource));
    expect(found).toContain(`csp-origin @ _meta["openai/widgetCSP"].resource_domains[0]`);
    expect(found).toContain("domain-origin @ _meta.ui.domain");
  });

  it("a value that throws when read becomes unreadable-input, not an exception", () => {
    const hostile = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new TypeError("revoked");
        },
        get: () => {
          throw new TypeError("revoked");
        },
      },
    );
    expect(validateTool(hostile)).toEqual([
      expect.objectContaining({ rule: "unreadable-input", path: "", severity: "error" }),
    ]);
    expect(validateWidget(hostile)).toEqual([
      expect.objectContaining({ rule: "unreadable-input", path: "", severity: "error" }),
    ]);
  });

  it("auditServer reports a failing or malformed list instead of aborting", async () => {
    const findings = await auditServer({
      listTools: async () => {
        throw null;
      },
      listResources: async () => ({ resources: "nope" as unknown as unknown[] }),
      readResource: async () => ({ contents: [] }),
    });
    expect(rulesAt(findings)).toEqual(["server-list @ tools", "server-list @ resources"]);
  });
});

describe("work grows linearly with the input", () => {
  it.each([1_000, 10_000, 100_000])(
    "a tool with %i input properties costs a bounded number of reads per node",
    SLOW,
    (size) => {
      const descriptor = validToolDescriptor();
      descriptor.inputSchema = {
        type: "object",
        properties: Object.fromEntries(
          Array.from({ length: size }, (_, i) => [`p${i}`, i % 3 ? { type: "string" } : { $ref: "#/%E0" }]),
        ),
      };
      descriptor._meta["openai/fileParams"] = Array.from({ length: size }, (_, i) => `p${i}`);
      const probe = counted(descriptor);
      validateTool(probe.value);
      expect(probe.reads()).toBeLessThanOrEqual(READS_PER_NODE * countNodes(descriptor) + FIXED_READS);
    },
  );
});
