import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build, defaultClientConditions } from "vite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CSP_CHECK_CACHE_FILE, checkerFingerprint, cspCheckKey, openCspCheckCache } from "./csp-check-cache.js";
import type { CspFinding } from "./csp-findings.js";
import { hostbridge } from "./plugin.js";
import { FIXTURE_ROOT } from "./test-support/build-fixture.js";

let cacheDir: string;

beforeEach(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), "hostbridge-csp-cache-"));
});
afterEach(async () => {
  await rm(cacheDir, { recursive: true, force: true });
});

const evalFinding: CspFinding = { type: "eval", via: "eval(...)" };
const readCacheFile = async () =>
  JSON.parse(await readFile(join(cacheDir, CSP_CHECK_CACHE_FILE), "utf8")) as {
    fingerprint: string;
    findings: Record<string, CspFinding[]>;
  };

describe("the CSP check's cache", () => {
  it("keeps findings by module text, file name and mode, and writes back only what a build used", async () => {
    const first = await openCspCheckCache(cacheDir);
    first.set(cspCheckKey("eval(x)", "a.js", true), [evalFinding]);
    first.set(cspCheckKey("ok()", "b.js", true), []);
    await first.save();

    const second = await openCspCheckCache(cacheDir);
    expect(second.get(cspCheckKey("eval(x)", "a.js", true))).toEqual([evalFinding]);
    expect(second.get(cspCheckKey("eval(x)", "a.js", false))).toBeUndefined();
    expect(second.get(cspCheckKey("eval(y)", "a.js", true))).toBeUndefined();
    await second.save();
    expect(Object.values((await readCacheFile()).findings)).toEqual([[evalFinding]]);
  });

  it("drops every finding made by another version of the checker", async () => {
    const key = cspCheckKey("eval(x)", "a.js", true);
    const cache = await openCspCheckCache(cacheDir);
    cache.set(key, [evalFinding]);
    await cache.save();
    const file = await readCacheFile();
    expect(file.fingerprint).toBe(await checkerFingerprint());
    await writeFile(join(cacheDir, CSP_CHECK_CACHE_FILE), JSON.stringify({ ...file, fingerprint: "older" }));
    expect((await openCspCheckCache(cacheDir)).get(key)).toBeUndefined();
    await writeFile(join(cacheDir, CSP_CHECK_CACHE_FILE), "not json");
    expect((await openCspCheckCache(cacheDir)).get(key)).toBeUndefined();
  });

  it("gives a second build the first one's findings, from the cache", async () => {
    const buildOnce = async () => {
      const outDir = await mkdtemp(join(tmpdir(), "hostbridge-csp-cache-out-"));
      const nodeEnv = process.env.NODE_ENV;
      process.env.NODE_ENV = "production";
      try {
        await build({
          root: FIXTURE_ROOT,
          configFile: false,
          logLevel: "silent",
          mode: "production",
          cacheDir,
          resolve: { conditions: ["@hostbridge/source", ...defaultClientConditions] },
          build: { outDir, emptyOutDir: true },
          plugins: [hostbridge()],
        });
        return "built";
      } catch (error) {
        return (error as Error).message;
      } finally {
        process.env.NODE_ENV = nodeEnv;
        await rm(outDir, { recursive: true, force: true });
      }
    };
    // The fixture's gallery loads an undeclared image: the build fails, and so does the next one.
    const cold = await buildOnce();
    expect(cold).toContain("<img src> loads an image from https://images.example.com");
    expect(await buildOnce()).toBe(cold);

    // Proof that the second build read the cache: a finding planted in it is reported.
    const file = await readCacheFile();
    const planted = Object.fromEntries(
      Object.keys(file.findings).map((key) => [key, [{ type: "eval", via: "a planted finding" }]]),
    );
    await writeFile(join(cacheDir, CSP_CHECK_CACHE_FILE), JSON.stringify({ ...file, findings: planted }));
    expect(await buildOnce()).toContain("a planted finding");
  }, 180_000);
});
