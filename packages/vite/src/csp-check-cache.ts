import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { CspFinding } from "./csp-findings.js";

/** The cache file inside Vite's `cacheDir` (default `node_modules/.vite`). */
export const CSP_CHECK_CACHE_FILE = "hostbridge/csp-check.json";

/** What the file holds. */
interface CacheFile {
  /** The checker's code the findings were made with; any other fingerprint makes them stale. */
  fingerprint: string;
  /** Findings by `cspCheckKey`. */
  findings: Record<string, CspFinding[]>;
}

/**
 * The script check's findings by module content, kept between builds: most of a widget's code
 * (React, the libraries it imports) is the same in every build, and checking it again was most of
 * `vite build`'s time. Entries are keyed by the module's text, name and mode, and the whole file is
 * dropped when the checker's own code changes. Only what a build used is written back.
 */
export interface CspCheckCache {
  /** The findings stored for `key`, or `undefined`. */
  get(key: string): CspFinding[] | undefined;
  /** Stores `findings` for `key` (and marks it used by this build). */
  set(key: string, findings: CspFinding[]): void;
  /** Writes the entries this build used (atomically: a concurrent build never reads half a file). */
  save(): Promise<void>;
}

/** The key of one module's check: its text, file name (the parser's language) and whether relative URLs count. */
export function cspCheckKey(code: string, fileName: string, relativeUrls: boolean): string {
  return createHash("sha256")
    .update(`${relativeUrls ? 1 : 0}\0${fileName}\0`)
    .update(code)
    .digest("hex");
}

let fingerprintOfChecker: Promise<string> | undefined;

/**
 * A hash of the checker's own modules (`check-*` and `csp-*` beside this file, sources or built),
 * so a new version of the check, or an edit to it in this repository, never reads old findings.
 */
export function checkerFingerprint(): Promise<string> {
  fingerprintOfChecker ??= (async () => {
    const folder = dirname(fileURLToPath(import.meta.url));
    const names = (await readdir(folder))
      .filter((name) => /^(check|csp)-[\w-]+\.(ts|js)$/.test(name) && !/\.test\.|\.d\.ts$/.test(name))
      .sort();
    const hash = createHash("sha256");
    for (const name of names) hash.update(`${name}\0`).update(await readFile(join(folder, name)));
    return hash.digest("hex");
  })();
  return fingerprintOfChecker;
}

/** Opens the cache in `cacheDir`; a missing, unreadable or stale file is an empty cache. */
export async function openCspCheckCache(cacheDir: string): Promise<CspCheckCache> {
  const path = join(cacheDir, CSP_CHECK_CACHE_FILE);
  const fingerprint = await checkerFingerprint();
  let stored: Record<string, CspFinding[]> = {};
  try {
    const file = JSON.parse(await readFile(path, "utf8")) as Partial<CacheFile>;
    if (file.fingerprint === fingerprint && file.findings && typeof file.findings === "object") stored = file.findings;
  } catch {
    // No cache yet, or a file this version cannot read: start empty.
  }
  const used = new Map<string, CspFinding[]>();
  return {
    get(key) {
      const findings = Object.hasOwn(stored, key) ? stored[key] : undefined;
      if (findings) used.set(key, findings);
      return findings;
    },
    set(key, findings) {
      used.set(key, findings);
    },
    async save() {
      const file: CacheFile = { fingerprint, findings: Object.fromEntries(used) };
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, JSON.stringify(file));
      await rename(temporary, path);
    },
  };
}
