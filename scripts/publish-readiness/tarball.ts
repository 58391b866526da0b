import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** A packed package as the registry would store it. */
export interface Tarball {
  /** Paths inside the package (the `package/` prefix removed), e.g. `dist/index.js`. */
  files: string[];
  /** Where the tarball was extracted (its `package/` folder). */
  directory: string;
  /** The package.json inside the tarball (what npm reads after install). */
  manifest: PackedManifest;
  /** Reads one file of the package. */
  read(path: string): string;
}

/** The fields of a packed package.json the checks look at. */
export interface PackedManifest {
  name?: string;
  version?: string;
  description?: string;
  license?: string;
  type?: string;
  private?: boolean;
  sideEffects?: unknown;
  main?: string;
  module?: string;
  types?: string;
  bin?: string | Record<string, string>;
  exports?: unknown;
  repository?: string | { type?: string; url?: string; directory?: string };
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

/** Lists and extracts a `.tgz` (with the system `tar`, which every CI image has). */
export function openTarball(tarball: string, extractTo: string): Tarball {
  const listing = execFileSync("tar", ["-tzf", tarball], { encoding: "utf8" });
  const files = listing
    .split("\n")
    .filter((line) => line !== "" && !line.endsWith("/"))
    .map((line) => line.replace(/^package\//, ""))
    .sort();
  mkdirSync(extractTo, { recursive: true });
  execFileSync("tar", ["-xzf", tarball, "-C", extractTo]);
  const directory = join(extractTo, "package");
  const read = (path: string) => readFileSync(join(directory, path), "utf8");
  return { files, directory, manifest: JSON.parse(read("package.json")) as PackedManifest, read };
}
