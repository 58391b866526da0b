import type { Rollup } from "vite";
import { findScriptProblems } from "./check-script.js";
import { type CspCheckCache, cspCheckKey } from "./csp-check-cache.js";
import type { CspFinding } from "./csp-findings.js";

/** A module of a chunk: its id without query or hash, and the code of it the chunk carries. */
export interface RenderedLibraryModule {
  file: string;
  code: string;
}

/**
 * The library modules (dependencies, virtual modules) in the chunks, with the code each chunk
 * carries of them: what Rolldown kept after tree-shaking, not the whole file. react-router's
 * 430 KB of source is 83 KB in the demo widgets' bundle.
 */
export function renderedLibraryModules(
  bundle: Rollup.OutputBundle,
  isLibraryScript: (file: string) => boolean,
): RenderedLibraryModule[] {
  const modules: RenderedLibraryModule[] = [];
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== "chunk") continue;
    for (const [moduleId, rendered] of Object.entries(chunk.modules)) {
      const file = moduleId.replace(/[?#].*$/, "");
      if (rendered.code && isLibraryScript(file)) modules.push({ file, code: rendered.code });
    }
  }
  return modules;
}

/**
 * Checks library code where it ships: the rendered modules of the chunks, so code tree-shaking
 * dropped is never parsed. Relative URLs do not count in library code (they are the library's
 * business). Findings go into `findingsByModule` under the module's file, as for your own code.
 */
export function checkLibraryModules(
  modules: readonly RenderedLibraryModule[],
  cache: CspCheckCache | undefined,
  findingsByModule: Map<string, CspFinding[]>,
): void {
  const found = new Map<string, CspFinding[]>();
  for (const { file, code } of modules) {
    const key = cspCheckKey(code, file, false);
    let findings = cache?.get(key);
    if (!findings) {
      findings = findScriptProblems(code, file, false);
      cache?.set(key, findings);
    }
    if (findings.length > 0) found.set(file, [...(found.get(file) ?? []), ...findings]);
  }
  for (const [file, findings] of found) findingsByModule.set(file, findings);
}
