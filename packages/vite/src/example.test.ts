import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pizzaListWidget } from "../examples/pizza/server.js";
import { buildFixture } from "./test-support/build-fixture.js";

const EXAMPLE_ROOT = fileURLToPath(new URL("../examples/pizza", import.meta.url));

// The README's example, built as the README says, then served by its server half.
describe("the README example", () => {
  let outDir: string;
  beforeAll(async () => {
    outDir = await buildFixture({}, EXAMPLE_ROOT);
  });
  afterAll(async () => {
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  it("builds the widget, and the server declares it from the manifest with a hashed URI and the declared CSP", async () => {
    const widget = await pizzaListWidget({ widgetsDir: join(outDir, "widgets") });
    const manifest = JSON.parse(await readFile(join(outDir, "widgets/manifest.json"), "utf8")) as {
      widgets: Record<string, { hash: string }>;
    };
    expect(widget.uri).toBe(`ui://widget/pizza-list.${manifest.widgets["pizza-list"]?.hash}.html`);
    expect(widget.resource._meta?.ui).toMatchObject({ csp: { resourceDomains: ["https://images.example.com"] } });
    const read = await widget.read();
    expect(read.text).toContain("<title>Pizzas</title>");
    expect(read.text).toBe(await readFile(join(outDir, "widgets/pizza-list.html"), "utf8"));
  });
});
