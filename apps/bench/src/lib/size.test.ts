import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { gzipSize, measureSize, packageOf } from "./size.js";

describe("gzipSize", () => {
  it("counts the bytes of a level-9 gzip stream, so repetitive text shrinks", () => {
    const text = "hostbridge ".repeat(1000);
    expect(gzipSize(text)).toBe(gzipSync(Buffer.from(text), { level: 9 }).length);
    expect(gzipSize(text)).toBeLessThan(text.length / 20);
  });
});

describe("packageOf", () => {
  it("names scoped and plain packages, and our own sources", () => {
    expect(packageOf("../../node_modules/.pnpm/zod@4.6.7/node_modules/zod/v4/core/core.js")).toBe("zod");
    expect(packageOf("node_modules/@modelcontextprotocol/client/dist/index.js")).toBe("@modelcontextprotocol/client");
    expect(packageOf("../../packages/core/src/host.ts")).toBe("@hostbridge/core");
    expect(packageOf("src/widgets/apps-sdk-hooks-widget.tsx")).toBe("(app)");
  });
});

describe("measureSize", () => {
  it("bundles an entry with React left out", async () => {
    const entry = fileURLToPath(new URL("../size/apps-sdk-hooks.tsx", import.meta.url));
    const size = await measureSize(entry);
    expect(size.gzip).toBeGreaterThan(0);
    expect(size.gzip).toBeLessThan(size.min);
    // React itself would be tens of KB; the Apps SDK reference hooks alone are well under 2 KB.
    expect(size.min).toBeLessThan(2000);
    expect(size.topPackages.map((p) => p.name)).not.toContain("react");
  });
});
