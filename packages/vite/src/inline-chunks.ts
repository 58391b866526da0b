import { posix } from "node:path";
import { rolldown } from "rolldown";
import type { Rollup } from "vite";

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

const ENTRY = "\0hostbridge-widget-entry";

/** The chunks an entry needs (static and dynamic imports), dependencies before dependants. */
export function chunkGraph(entry: OutputChunk, bundle: OutputBundle): OutputChunk[] {
  const ordered: OutputChunk[] = [];
  const seen = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of [...chunk.imports, ...chunk.dynamicImports]) {
      const imported = bundle[file];
      if (imported?.type === "chunk") visit(imported);
    }
    ordered.push(chunk);
  };
  visit(entry);
  return ordered;
}

/** One widget's whole script. */
export interface InlinedScript {
  code: string;
  /** Modules the script still imports (left external by the build config); must be empty. */
  externalImports: string[];
}

/**
 * Joins an entry chunk and every chunk it imports into one ES module without imports (dynamic
 * imports inlined), from the already compiled and minified chunks in memory: a bundling pass
 * over plain JavaScript, much cheaper than building each widget from source.
 */
export async function inlineChunks(entry: OutputChunk, bundle: OutputBundle): Promise<InlinedScript> {
  const build = await rolldown({
    input: ENTRY,
    logLevel: "silent",
    platform: "browser",
    // The chunks are tree-shaken already; shaking again would only cost time.
    treeshake: false,
    plugins: [
      {
        name: "hostbridge:chunks-in-memory",
        resolveId(source, importer) {
          if (source === ENTRY) return ENTRY;
          const from = importer && importer !== ENTRY ? posix.dirname(importer) : "";
          const file = importer === ENTRY ? entry.fileName : posix.normalize(posix.join(from, source));
          if (bundle[file]?.type === "chunk") return file;
          return { id: source, external: true };
        },
        load(moduleId) {
          if (moduleId === ENTRY) return `import ${JSON.stringify(entry.fileName)};`;
          const chunk = bundle[moduleId];
          return chunk?.type === "chunk" ? { code: stripSourceMapComment(chunk.code), moduleSideEffects: true } : null;
        },
      },
    ],
  });
  try {
    const { output } = await build.generate({
      format: "esm",
      codeSplitting: false,
      minify: { compress: false, mangle: false },
      comments: false,
    });
    const [chunk] = output;
    // With code splitting off, an inlined dynamic import shows up as an import of the chunk itself.
    const externalImports = [...chunk.imports, ...chunk.dynamicImports].filter((file) => file !== chunk.fileName);
    return { code: chunk.code, externalImports };
  } finally {
    await build.close();
  }
}

function stripSourceMapComment(code: string): string {
  return code.replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, "");
}
