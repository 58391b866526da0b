// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { BROWSER_ASSETS, servesBuiltAsset } from "./browser-assets.js";

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

async function packageWith(files: string[]): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), "hostbridge-assets-"));
  folders.push(root);
  for (const file of files) {
    await mkdir(dirname(join(root, file)), { recursive: true });
    await writeFile(join(root, file), "// asset");
  }
  return root;
}

it("serves the built host page only from a packed package; with the sources it bundles them, so a stale dist is never used", async () => {
  const built = "dist/browser-assets/host-page.js";
  expect(servesBuiltAsset(await packageWith([built]), "host-page.js")).toBe(true);
  expect(servesBuiltAsset(await packageWith([built, BROWSER_ASSETS["host-page.js"]]), "host-page.js")).toBe(false);
  expect(servesBuiltAsset(await packageWith([BROWSER_ASSETS["host-page.js"]]), "host-page.js")).toBe(false);
});
