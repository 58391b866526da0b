import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { findWidgets } from "./find-widgets.js";
import { hostbridge } from "./plugin.js";

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "hostbridge-find-widgets-"));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const write = async (path: string, text = "export {};\n") => {
  await mkdir(join(root, path, ".."), { recursive: true });
  await writeFile(join(root, path), text);
};

describe("findWidgets", () => {
  it("finds every folder with an entry, its sample and its declaration, sorted by name", async () => {
    await write("src/widgets/todo-list/index.ts");
    await write("src/widgets/pizza-list/main.tsx");
    await write("src/widgets/pizza-list/sample.ts");
    await write(
      "src/widgets/pizza-list/widget.ts",
      `export const title = "Pizzas"; export const csp = { resourceDomains: ["https://cdn.example.com"] };`,
    );
    await write("src/widgets/notes/README.md", "no entry here");
    const widgets = await findWidgets(root);
    expect(widgets.map((widget) => widget.name)).toEqual(["pizza-list", "todo-list"]);
    expect(widgets[0]).toEqual({
      name: "pizza-list",
      entry: join(root, "src/widgets/pizza-list/main.tsx"),
      sample: join(root, "src/widgets/pizza-list/sample.ts"),
      declarationFile: join(root, "src/widgets/pizza-list/widget.ts"),
      title: "Pizzas",
      csp: { resourceDomains: ["https://cdn.example.com"] },
    });
    expect(widgets[1]).toEqual({
      name: "todo-list",
      entry: join(root, "src/widgets/todo-list/index.ts"),
      title: "todo-list",
      csp: {},
    });
  });

  it("takes an explicit map, whose csp and title win over widget.ts", async () => {
    await write("app/pizza.tsx");
    await write("app/widget.ts", `export const title = "From the file";`);
    const widgets = await findWidgets(root, {
      widgets: {
        pizza: { entry: "app/pizza.tsx", csp: { resourceDomains: ["https://x.example.com"] } },
        other: "app/pizza.tsx",
      },
    });
    expect(widgets.find((widget) => widget.name === "pizza")).toMatchObject({
      title: "From the file",
      csp: { resourceDomains: ["https://x.example.com"] },
    });
    expect(widgets.find((widget) => widget.name === "other")).toMatchObject({ title: "From the file", csp: {} });
  });

  it("says what is wrong: no widgets, a missing entry, a name that cannot be a file", async () => {
    await expect(findWidgets(root)).rejects.toMatchObject({
      code: "no_widgets",
      message: expect.stringContaining("src/widgets"),
    });
    await expect(findWidgets(root, { widgets: { pizza: "src/nope.tsx" } })).rejects.toMatchObject({
      code: "missing_entry",
      message: expect.stringContaining("src/nope.tsx"),
    });
    await write("src/widgets/Pizza List/main.tsx");
    await expect(findWidgets(root)).rejects.toMatchObject({
      code: "invalid_option",
      message: expect.stringContaining('"Pizza List"'),
    });
  });

  it("rejects bad plugin options at once", () => {
    expect(() => hostbridge({ cspCheck: "loud" as never })).toThrow(/cspCheck must be one of error, warn, off/);
    expect(() => hostbridge({ outputDir: "../outside" })).toThrow(/outputDir must be a folder inside build.outDir/);
  });
});
