import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { templateManifest } from "./template-files.js";
import { TEMPLATES } from "./templates.js";

// A scaffolded project installs from the registry, so its versions must be ones this repository
// releases and tests: hostbridge packages at their current version, every other package at the
// exact version the workspace pins.
const repositoryRoot = fileURLToPath(new URL("../../..", import.meta.url));
type Manifest = {
  name: string;
  version: string;
  private?: boolean;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};
const readManifest = (path: string) => JSON.parse(readFileSync(path, "utf8")) as Manifest;

const workspaceManifests = ["packages", "apps"].flatMap((group) =>
  readdirSync(join(repositoryRoot, group)).flatMap((folder) => {
    try {
      return [readManifest(join(repositoryRoot, group, folder, "package.json"))];
    } catch {
      return [];
    }
  }),
);
workspaceManifests.push(readManifest(join(repositoryRoot, "package.json")));

/** Every version spec the workspace uses for each third-party package. */
const workspacePins = new Map<string, Set<string>>();
for (const manifest of workspaceManifests)
  for (const [name, spec] of Object.entries({ ...manifest.dependencies, ...manifest.devDependencies }))
    if (!spec.startsWith("workspace:") && !spec.startsWith("file:"))
      workspacePins.set(name, (workspacePins.get(name) ?? new Set()).add(spec));
const hostbridgePackages = new Map(
  workspaceManifests
    .filter((manifest) => manifest.private !== true)
    .map((manifest) => [manifest.name, manifest.version]),
);

describe.each(TEMPLATES.map((template) => template.name))("the %s template's package.json", (name) => {
  // An overlay template's package.json as it is written: the base's, with the overlay's additions.
  const manifest = templateManifest(TEMPLATES.find((template) => template.name === name)!) as Manifest;
  const dependencies = Object.entries({ ...manifest.dependencies, ...manifest.devDependencies });

  it("depends on hostbridge packages at the version this repository publishes", () => {
    const ours = dependencies.filter(([dependency]) => dependency.startsWith("@hostbridge/"));
    expect(ours.length).toBeGreaterThan(0);
    for (const [dependency, spec] of ours)
      expect(spec, dependency).toBe(
        `^${hostbridgePackages.get(dependency) ?? "(not a publishable workspace package)"}`,
      );
  });

  it("pins every other package to a version the workspace uses", () => {
    for (const [dependency, spec] of dependencies.filter(([dependency]) => !dependency.startsWith("@hostbridge/"))) {
      expect([...(workspacePins.get(dependency) ?? [])], `${dependency}@${spec}`).toContain(spec);
    }
  });
});
