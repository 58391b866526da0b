import { readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { templateFiles, templateManifest } from "./template-files.js";
import { TEMPLATES } from "./templates.js";

// Every package a template's code imports must be one of its own dependencies: npm's hoisting
// hides a missing one (it is there as some other package's dependency), pnpm does not
// ("Cannot find module"), so a project works under one package manager and not the other.
const CODE = /\.(ts|tsx|mts|js|mjs)$/;
const SPECIFIERS = [
  /\bfrom\s*["']([^"']+)["']/g, // import ... from "x", export ... from "x"
  /\bimport\s*["']([^"']+)["']/g, // import "x"
  /\bimport\(\s*["']([^"']+)["']\s*\)/g, // import("x")
  /\bresolve\(\s*["']([^"']+)["']\s*\)/g, // import.meta.resolve("x"), require.resolve("x")
];
const BUILTINS = new Set(builtinModules);

/** The package a bare specifier names (`@scope/name/sub` is `@scope/name`), or `undefined` for a path or a Node built-in. */
function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith(".") || specifier.startsWith("/") || specifier.startsWith("node:")) return undefined;
  const parts = specifier.split("/");
  const name = specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? specifier);
  return BUILTINS.has(name) ? undefined : name;
}

/**
 * Every package the template's code imports, with the files that import it: `files` maps each
 * file of the project (an overlay's over its base's) to where it is read from.
 */
function importedPackages(files: Map<string, string>): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const add = (name: string, file: string) => packages.set(name, [...(packages.get(name) ?? []), file]);
  for (const [path, source] of files) {
    if (!CODE.test(path)) continue;
    for (const name of packagesImportedBy(readFileSync(source, "utf8"))) add(name, join(...path.split("/")));
  }
  for (const name of typesPackages(files)) add(name, "tsconfig.json");
  return packages;
}

/** The packages one file's code imports, in the order the specifier patterns find them. */
function packagesImportedBy(code: string): string[] {
  const names: string[] = [];
  for (const pattern of SPECIFIERS)
    for (const [, specifier = ""] of code.matchAll(pattern)) {
      const name = packageOf(specifier);
      if (name) names.push(name);
    }
  return names;
}

/** The packages tsconfig's `types` load (`node` is @types/node, `vite/client` is vite's). */
function typesPackages(files: Map<string, string>): string[] {
  const tsconfig = JSON.parse(readFileSync(files.get("tsconfig.json") ?? "tsconfig.json", "utf8")) as {
    compilerOptions?: { types?: string[] };
  };
  const names: string[] = [];
  for (const type of tsconfig.compilerOptions?.types ?? []) {
    const name = packageOf(type);
    if (name) names.push(name.includes("/") || type.includes("/") ? name : `@types/${name}`);
  }
  return names;
}

describe.each(TEMPLATES.map((template) => template.name))("the %s template's imports", (name) => {
  const template = TEMPLATES.find((candidate) => candidate.name === name)!;
  const manifest = templateManifest(template) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const declared = new Set(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }));
  const imported = importedPackages(templateFiles(template));

  it("finds the imports it checks", () => {
    expect(imported.get("@hostbridge/react")).toContain(join("src", "widgets", "quotes", "quotes.tsx"));
    expect(imported.get("@hostbridge/dev")).toEqual([join("scripts", "hostbridge-cli.mjs")]);
    expect(imported.get("@types/node")).toEqual(["tsconfig.json"]);
  });

  it("lists every package its code imports in its own package.json", () => {
    const missing = [...imported].filter(([dependency]) => !declared.has(dependency));
    expect(Object.fromEntries(missing)).toEqual({});
  });
});
