// @vitest-environment node
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { expect, it } from "vitest";
import { BUDGET, bundle, measure } from "../scripts/size.mjs";

it("the bundled, minified core stays within 5 KB gzip", async () => {
  const { gzip } = await measure();
  expect(BUDGET).toBe(5120);
  expect(gzip).toBeGreaterThan(1000); // it measured the real bundle, not an empty one
  expect(gzip).toBeLessThanOrEqual(BUDGET);
});

it("the minified bundle works and its errors keep readable names", async () => {
  const file = join(mkdtempSync(join(tmpdir(), "hostbridge-core-")), "core.min.mjs");
  writeFileSync(file, await bundle());
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
