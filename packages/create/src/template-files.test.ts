import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { templateFiles, templateManifest, templateReadmeSection } from "./template-files.js";
import { findTemplate, templateFolder } from "./templates.js";

// The apps-sdk-ui template is an overlay on the react one: the react template's files, its own
// written over them, its package.json's dependencies added to the react template's.
const react = findTemplate("react");
const appsSdkUi = findTemplate("apps-sdk-ui");

describe("an overlay template", () => {
  it("takes the base's files, its own over them, and leaves out what it omits", () => {
    const base = templateFiles(react);
    const files = templateFiles(appsSdkUi);
    expect(files.get("server/app.ts")).toBe(base.get("server/app.ts"));
    expect(files.get("src/widgets/quotes/quotes.test.tsx")).toBe(base.get("src/widgets/quotes/quotes.test.tsx"));
    expect(files.get("src/widgets/quotes/quotes.tsx")).toBe(
      join(templateFolder(appsSdkUi), "src/widgets/quotes/quotes.tsx"),
    );
    expect(files.has("src/styles/design-system.css")).toBe(true);
    expect(files.has("src/widgets/quotes/quotes.css")).toBe(false);
    // Its partial package.json and README section are read merged, never copied as they are.
    expect(files.get("package.json")).toBe(base.get("package.json"));
    expect(files.has("README.section.md")).toBe(false);
    expect([...files.keys()].filter((path) => !base.has(path))).toEqual(["src/styles/design-system.css"]);
  });

  it("adds its dependencies to the base's package.json, sorted, the rest kept", () => {
    const base = templateManifest(react);
    const manifest = templateManifest(appsSdkUi);
    expect(manifest.scripts).toEqual(base.scripts);
    expect(manifest.dependencies).toMatchObject({ "@openai/apps-sdk-ui": "0.2.2", react: "19.2.0" });
    expect(manifest.devDependencies).toMatchObject({
      "@tailwindcss/vite": "4.3.5",
      tailwindcss: "4.3.5",
      vite: "8.3.4",
    });
    const names = Object.keys(manifest.devDependencies as object);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(Object.keys(manifest)).toEqual(Object.keys(base));
  });

  it("has a README section; the base has none", () => {
    expect(templateReadmeSection(appsSdkUi)).toContain("@openai/apps-sdk-ui");
    expect(templateReadmeSection(react)).toBe("");
    expect(readFileSync(join(templateFolder(react), "README.md"), "utf8")).toContain("\n{{templateSection}}\n");
  });
});
