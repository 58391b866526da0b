import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import type { Plugin } from "vite";

/** The `window.openai` frame script from the testing kit, injected into widgets by ChatGPT-like profiles. */
const FRAME_ENTRY = fileURLToPath(new URL("../../testing/src/frame-entry.ts", import.meta.url));
const FRAME_MODULE_ID = "virtual:openai-frame-script";

/**
 * Provides the testing kit's frame script, bundled as an IIFE, to the dev host page as a string
 * (`virtual:openai-frame-script`). It is bundled into the page at build time, so the published
 * package needs neither the testing kit's sources nor esbuild at run time.
 */
export function openAiFrameScriptPlugin(): Plugin {
  return {
    name: "hostbridge-openai-frame-script",
    resolveId(id) {
      return id === FRAME_MODULE_ID ? `\0${FRAME_MODULE_ID}` : undefined;
    },
    async load(id) {
      if (id !== `\0${FRAME_MODULE_ID}`) return undefined;
      this.addWatchFile(FRAME_ENTRY);
      const out = await build({
        entryPoints: [FRAME_ENTRY],
        bundle: true,
        format: "iife",
        platform: "browser",
        target: "es2022",
        minify: true,
        write: false,
        conditions: ["@hostbridge/source"],
        logLevel: "silent",
      });
      return `export default ${JSON.stringify(out.outputFiles[0]?.text ?? "")};`;
    },
  };
}
