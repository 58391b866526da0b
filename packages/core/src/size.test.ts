// @vitest-environment node
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { expect, it } from "vitest";
import { BUDGETS, CEILINGS, bundle, measure } from "../scripts/size.mjs";

it("the design budgets are 5,120 B for createHost alone and 6,144 B for the entry", () => {
  expect(BUDGETS).toEqual({ createHost: 5120, entry: 6144 });
});

// The budgets are not met (see scripts/size.mjs): these ceilings guard against growth.
it.each(["createHost", "entry"] as const)("%s does not grow past its ceiling", async (name) => {
  const { gzip } = await measure(name);
  expect(gzip).toBeGreaterThan(3000); // it measured the real bundle, not an empty one
  expect(gzip).toBeLessThanOrEqual(CEILINGS[name]);
});

it("the minified bundle works and its errors keep readable names", async () => {
  const file = join(mkdtempSync(join(tmpdir(), "hostbridge-core-")), "core.min.mjs");
  writeFileSync(file, await bundle("entry"));
  const core = await import(pathToFileURL(file).href);
  const host = core.createHost();
  expect(host.kind).toBe("standalone");
  const err = await host.callTool("x").catch((e: Error) => e);
  expect(err).toBeInstanceOf(core.UnsupportedError);
  expect(err.name).toBe("UnsupportedError");
  expect([
    new core.HostError(-1, "m").name,
    new core.TimeoutError("m", 1).name,
    new core.NoHostError().name,
    new core.ClosedError().name,
    new core.InvalidArgumentError("m").name,
  ]).toEqual(["HostError", "TimeoutError", "NoHostError", "ClosedError", "InvalidArgumentError"]);
});
