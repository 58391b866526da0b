import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readWidgetDeclaration } from "./read-declaration.js";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "hostbridge-declaration-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const declare = async (source: string) => {
  const file = join(dir, "widget.ts");
  await writeFile(file, source);
  return readWidgetDeclaration(file, "src/widgets/x/widget.ts");
};

describe("readWidgetDeclaration", () => {
  it("reads title and csp literals, through satisfies and as", async () => {
    await expect(
      declare(`import type { WidgetCsp } from "@hostbridge/server";
        export const title = "Pizzas";
        export const csp = { resourceDomains: ["https://cdn.example.com"], connectDomains: [] as string[] } satisfies WidgetCsp;
        export const other = compute();`),
    ).resolves.toEqual({ title: "Pizzas", csp: { resourceDomains: ["https://cdn.example.com"], connectDomains: [] } });
  });

  it("names the file when a value is not a literal or a key is unknown", async () => {
    await expect(declare(`const base = "https://x"; export const csp = { resourceDomains: [base] };`)).rejects.toThrow(
      /src\/widgets\/x\/widget.ts: export "csp" must be a literal/,
    );
    await expect(declare(`export const csp = { imageDomains: [] };`)).rejects.toThrow(
      /csp.imageDomains is not a CSP key/,
    );
    await expect(declare(`export const csp = { resourceDomains: "https://x" };`)).rejects.toMatchObject({
      code: "invalid_declaration",
    });
  });

  it("gives nothing for a file without the exports", async () => {
    await expect(declare(`export const sample = 1;`)).resolves.toEqual({});
  });
});
