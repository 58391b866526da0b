// @vitest-environment node
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { expect, it } from "vitest";
import { BUDGETS, bundle, measure } from "../scripts/size.mjs";

// The design's budgets (design.md "Size budgets"); the script's constants cannot loosen them.
it.each([
  ["createHost", 6656],
  ["entry", 6912],
] as const)("%s stays within its budget of %i B min+gzip", async (name, budget) => {
  const { gzip } = await measure(name);
  expect(gzip).toBeGreaterThan(3000); // it measured the real bundle, not an empty one
  expect(gzip).toBeLessThanOrEqual(Math.min(budget, BUDGETS[name]));
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
