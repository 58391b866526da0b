import { posix } from "node:path";
import type { PackedManifest, Tarball } from "./tarball.js";

/** The export condition that points at TypeScript sources inside the workspace only. */
export const SOURCE_CONDITION = "@hostbridge/source";

/** One entry of an `exports` map: the subpath and its target per condition chain. */
export interface ExportTarget {
  /** `"."` or `"./router"`. */
  subpath: string;
  /** The conditions leading to the target, e.g. `["types"]`, `["default"]`. */
  conditions: string[];
  /** `"./dist/index.js"`. */
  target: string;
}

/** Every target of an `exports` map, depth first (string, conditions object or nested objects). */
export function exportTargets(exportsField: unknown): ExportTarget[] {
  if (exportsField === undefined) return [];
  const bySubpath: Record<string, unknown> =
    typeof exportsField === "string" || !Object.keys(exportsField as object).some((key) => key.startsWith("."))
      ? { ".": exportsField }
      : (exportsField as Record<string, unknown>);
  const targets: ExportTarget[] = [];
  const walk = (subpath: string, value: unknown, conditions: string[]) => {
    if (typeof value === "string") targets.push({ subpath, conditions, target: value });
    else if (Array.isArray(value)) value.forEach((item) => walk(subpath, item, conditions));
    else if (value && typeof value === "object")
      for (const [condition, nested] of Object.entries(value)) walk(subpath, nested, [...conditions, condition]);
  };
  for (const [subpath, value] of Object.entries(bySubpath)) walk(subpath, value, []);
  return targets;
}

/** A copy of an exports map (or nested conditions) without one condition, for comparisons. */
export function withoutCondition(value: unknown, condition: string): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutCondition(item, condition));
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== condition)
      .map(([key, nested]) => [key, withoutCondition(nested, condition)]),
  );
}

/** The import specifier of an export subpath: `@hostbridge/react/router` for `./router`. */
export function specifierOf(packageName: string, subpath: string): string {
  return subpath === "." ? packageName : `${packageName}/${subpath.slice(2)}`;
}

/** Every file the manifest points at (exports, main, module, types, bin), normalised. */
export function manifestPointers(manifest: PackedManifest): { field: string; path: string }[] {
  const pointers: { field: string; path: string }[] = [];
  for (const { subpath, conditions, target } of exportTargets(manifest.exports))
    pointers.push({ field: `exports["${subpath}"].${conditions.join(".") || "(default)"}`, path: target });
  for (const field of ["main", "module", "types"] as const) {
    const value = manifest[field];
    if (typeof value === "string") pointers.push({ field, path: value });
  }
  const bin = typeof manifest.bin === "string" ? { [manifest.name ?? ""]: manifest.bin } : (manifest.bin ?? {});
  for (const [name, path] of Object.entries(bin)) pointers.push({ field: `bin.${name}`, path });
  return pointers.map(({ field, path }) => ({ field, path: posix.normalize(path).replace(/^\.\//, "") }));
}

/**
 * What is wrong with a packed package's metadata, one sentence per problem (empty when ready).
 * `folder` is its folder under packages/; `packedVersions` the versions of every packed package.
 */
export function manifestProblems(tarball: Tarball, folder: string, packedVersions: Map<string, string>): string[] {
  const packed: PackedPackage = {
    tarball,
    manifest: tarball.manifest,
    files: tarball.files,
    fileSet: new Set(tarball.files),
    folder,
    packedVersions,
  };
  return MANIFEST_CHECKS.flatMap((check) => check(packed));
}

/** What every manifest check may look at. */
interface PackedPackage {
  tarball: Tarball;
  manifest: PackedManifest;
  files: string[];
  fileSet: Set<string>;
  folder: string;
  packedVersions: Map<string, string>;
}

/** One rule of `manifestProblems`: the problems it finds, in the order they are reported. */
type ManifestCheck = (packed: PackedPackage) => string[];

/** The metadata a registry page shows: name, version, description, license. */
function requiredFieldProblems({ manifest }: PackedPackage): string[] {
  const problems: string[] = [];
  for (const field of ["name", "version", "description", "license"] as const)
    if (typeof manifest[field] !== "string" || manifest[field] === "") problems.push(`no "${field}" field`);
  return problems;
}

/** Public, ESM only, and free of side effects when it has exports. */
function packageKindProblems({ manifest }: PackedPackage): string[] {
  const problems: string[] = [];
  if (manifest.private === true) problems.push(`is private`);
  if (manifest.type !== "module") problems.push(`"type" is not "module" (every package is ESM only)`);
  if (manifest.exports !== undefined && manifest.sideEffects !== false) problems.push(`"sideEffects" is not false`);
  return problems;
}

/** A repository URL, and the package's own folder as its directory. */
function repositoryProblems({ manifest, folder }: PackedPackage): string[] {
  const repository = manifest.repository;
  if (typeof repository !== "object" || typeof repository.url !== "string" || repository.url === "")
    return [`no "repository" with a "url"`];
  if (repository.directory !== `packages/${folder}`)
    return [`"repository.directory" is ${JSON.stringify(repository.directory)}, not "packages/${folder}"`];
  return [];
}

/** A README with some content in it. */
function readmeProblems({ tarball, files }: PackedPackage): string[] {
  const readme = files.find((file) => /^readme(\.md)?$/i.test(file));
  if (readme === undefined) return [`no README in the tarball`];
  if (tarball.read(readme).trim().length < 200) return [`the README is nearly empty`];
  return [];
}

/** The CHANGELOG (written by `pnpm version-packages` from .changeset/) must say what this version is. */
function changelogProblems({ tarball, manifest, fileSet }: PackedPackage): string[] {
  if (!fileSet.has("CHANGELOG.md")) return [`no CHANGELOG.md in the tarball`];
  if (!tarball.read("CHANGELOG.md").includes(`\n## ${manifest.version}\n`))
    return [`CHANGELOG.md has no "## ${manifest.version}" entry`];
  return [];
}

/** Every file the manifest points at is shipped. */
function pointerProblems({ manifest, fileSet }: PackedPackage): string[] {
  return manifestPointers(manifest)
    .filter(({ path }) => !fileSet.has(path))
    .map(({ field, path }) => `${field} points at ${path}, which is not in the tarball`);
}

/** No export keeps the condition that only resolves inside the workspace. */
function sourceConditionProblems({ manifest }: PackedPackage): string[] {
  return exportTargets(manifest.exports)
    .filter(({ conditions }) => conditions.includes(SOURCE_CONDITION))
    .map(({ subpath }) => `exports["${subpath}"] keeps the workspace-only "${SOURCE_CONDITION}" condition`);
}

/** TypeScript takes the first matching condition, so "types" must come before "default"/"import". */
function typesFirstProblems({ manifest }: PackedPackage): string[] {
  const problems: string[] = [];
  for (const subpath of new Set(exportTargets(manifest.exports).map((target) => target.subpath))) {
    const first = exportTargets(manifest.exports).find((target) => target.subpath === subpath);
    if (first && first.conditions[0] !== "types" && !first.target.endsWith(".json"))
      problems.push(`exports["${subpath}"] does not start with a "types" condition`);
  }
  return problems;
}

/** Dependency ranges an installer can resolve, matching the packed versions of workspace packages. */
function dependencyProblems({ manifest, packedVersions }: PackedPackage): string[] {
  const problems: string[] = [];
  for (const field of ["dependencies", "peerDependencies", "optionalDependencies"] as const)
    for (const [name, range] of Object.entries(manifest[field] ?? {})) {
      if (/^(workspace|link|file|portal):/.test(range)) problems.push(`${field}.${name} is "${range}"`);
      const packedVersion = packedVersions.get(name);
      if (field === "dependencies" && packedVersion !== undefined && !rangeAllows(range, packedVersion))
        problems.push(`${field}.${name} is "${range}" but the packed version is ${packedVersion}`);
    }
  return problems;
}

/** Whether a dependency range is the packed version itself or its caret range. */
function rangeAllows(range: string, packedVersion: string): boolean {
  return range === packedVersion || range === `^${packedVersion}`;
}

/** No install or cache folders, and no tests outside a scaffolder's template. */
function shippedFileProblems({ files }: PackedPackage): string[] {
  const problems: string[] = [];
  for (const file of files) {
    if (/(^|\/)(node_modules|\.vite)\//.test(file)) problems.push(`ships an install or cache folder: ${file}`);
    // A scaffolder's template/ is a project of its own: its tests are part of what it writes.
    if (file.startsWith("template/")) continue;
    if (/\.test(-d)?\.[cm]?[jt]sx?$/.test(file) || /(^|\/)test-support\//.test(file))
      problems.push(`ships the test file ${file}`);
  }
  return problems;
}

/** The checks of `manifestProblems`, in the order their problems are listed. */
const MANIFEST_CHECKS: ManifestCheck[] = [
  requiredFieldProblems,
  packageKindProblems,
  repositoryProblems,
  readmeProblems,
  changelogProblems,
  pointerProblems,
  sourceConditionProblems,
  typesFirstProblems,
  dependencyProblems,
  shippedFileProblems,
];

/**
 * Source maps and `sourceMappingURL` comments that point at files missing from the tarball. A map
 * may name a source that is not shipped only when it carries that source's text (`sourcesContent`).
 */
export function danglingSourceReferences(tarball: Tarball): string[] {
  const fileSet = new Set(tarball.files);
  const problems: string[] = [];
  for (const file of tarball.files) {
    if (/\.[cm]?js$/.test(file)) {
      const match = /\/\/# sourceMappingURL=([^\s]+)\s*$/.exec(tarball.read(file));
      if (match?.[1] && !match[1].startsWith("data:")) {
        const mapPath = posix.join(posix.dirname(file), match[1]);
        if (!fileSet.has(mapPath))
          problems.push(`${file} names the source map ${mapPath}, which is not in the tarball`);
      }
    }
    if (file.endsWith(".map")) {
      const map = JSON.parse(tarball.read(file)) as {
        sources?: string[];
        sourcesContent?: (string | null)[];
        sourceRoot?: string;
      };
      (map.sources ?? []).forEach((source, index) => {
        const sourcePath = posix.join(posix.dirname(file), map.sourceRoot ?? "", source);
        if (!fileSet.has(sourcePath) && typeof map.sourcesContent?.[index] !== "string")
          problems.push(`${file} maps to ${sourcePath}, which is neither in the tarball nor inlined`);
      });
    }
  }
  return problems;
}
