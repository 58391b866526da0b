import { posix } from "node:path";
import { rolldown } from "rolldown";
import type { Rollup } from "vite";
import { chunkGraph, inlineChunks, type InlinedScript } from "./inline-chunks.js";

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** `true` when the chunks import each other in a circle (then they are joined the slow, general way). */
function hasCycle(entry: OutputChunk, bundle: OutputBundle): boolean {
  const state = new Map<string, "visiting" | "done">();
  const visit = (chunk: OutputChunk): boolean => {
    const seen = state.get(chunk.fileName);
    if (seen === "visiting") return true;
    if (seen === "done") return false;
    state.set(chunk.fileName, "visiting");
    for (const file of chunk.imports) {
      const imported = bundle[file];
      if (imported?.type === "chunk" && visit(imported)) return true;
    }
    state.set(chunk.fileName, "done");
    return false;
  };
  return visit(entry);
}

/**
 * Turns a build's chunks into widget scripts, compiling each chunk once for all widgets: every
 * chunk becomes an IIFE that takes the chunks it imports as arguments and leaves its exports in a
 * variable, and a widget's script is its chunks' IIFEs in dependency order. So the shared chunk
 * (React, your shared modules) is processed once, not once per widget. Widgets whose graph has
 * dynamic imports, a cycle between chunks or top-level await are joined by a full bundling pass
 * instead (`inlineChunks`), which inlines dynamic imports.
 */
export function createChunkScripts(bundle: OutputBundle): (entry: OutputChunk) => Promise<InlinedScript> {
  const variables = new Map<string, string>();
  const compiled = new Map<string, Promise<{ code: string; externalImports: string[] }>>();
  const variableOf = (fileName: string) => {
    const known = variables.get(fileName);
    if (known) return known;
    const name = `__hostbridgeChunk${variables.size}`;
    variables.set(fileName, name);
    return name;
  };

  const compile = (chunk: OutputChunk) => {
    const known = compiled.get(chunk.fileName);
    if (known) return known;
    const result = compileChunk(chunk, bundle, variableOf);
    compiled.set(chunk.fileName, result);
    return result;
  };

  return async (entry) => {
    const graph = chunkGraph(entry, bundle);
    if (graph.some((chunk) => chunk.dynamicImports.length > 0) || hasCycle(entry, bundle))
      return inlineChunks(entry, bundle);
    let parts: { code: string; externalImports: string[] }[];
    try {
      parts = await Promise.all(graph.map(compile));
    } catch {
      // A chunk an IIFE cannot express (top-level await): the general way handles it, or reports it.
      return inlineChunks(entry, bundle);
    }
    return {
      code: parts.map((part) => part.code).join("\n"),
      externalImports: parts.flatMap((part) => part.externalImports),
    };
  };
}

async function compileChunk(
  chunk: OutputChunk,
  bundle: OutputBundle,
  variableOf: (fileName: string) => string,
): Promise<{ code: string; externalImports: string[] }> {
  const globals: Record<string, string> = {};
  const external: string[] = [];
  const build = await rolldown({
    input: chunk.fileName,
    logLevel: "silent",
    platform: "browser",
    treeshake: false,
    plugins: [
      {
        name: "hostbridge:chunk-in-memory",
        resolveId(source, importer) {
          if (!importer) return source;
          const file = posix.normalize(posix.join(posix.dirname(importer), source));
          if (bundle[file]?.type === "chunk") {
            globals[file] = variableOf(file);
            return { id: file, external: true };
          }
          external.push(source);
          return { id: source, external: true };
        },
        load(moduleId) {
          const item = bundle[moduleId];
          return item?.type === "chunk"
            ? { code: item.code.replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, ""), moduleSideEffects: true }
            : null;
        },
      },
    ],
  });
  try {
    const { output } = await build.generate({
      format: "iife",
      name: variableOf(chunk.fileName),
      globals: (moduleId) => globals[moduleId] ?? moduleId,
      minify: { compress: false, mangle: false },
      comments: false,
    });
    return { code: output[0].code, externalImports: external };
  } finally {
    await build.close();
  }
}
