import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { workspaceAlias } from "./workspace-alias.js";

const pagesDir = fileURLToPath(new URL("../pages/", import.meta.url));

/** View pages served to the iframe; each inlines the prelude and its bundle, like a single-file widget. */
export const VIEWS = ["hb-core", "xa-core", "hb-react", "xa-react", "lab-hb", "lab-xa"] as const;
export type ViewName = (typeof VIEWS)[number];

/** The MCP Apps default CSP, which hosts apply when a resource declares none. */
export const VIEW_CSP =
  "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data:; media-src 'self' data:; connect-src 'none'";

async function bundle(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: "iife",
    platform: "browser",
    target: "es2022",
    jsx: "automatic",
    alias: workspaceAlias(),
    define: { "process.env.NODE_ENV": '"production"' },
    legalComments: "none",
    logLevel: "silent",
    write: false,
  });
  return result.outputFiles[0]!.text;
}

/** Makes script text safe to inline in HTML: no `</script` can close the element early. */
export function inlineScript(js: string): string {
  return `<script>${js.replace(/<\/(script)/gi, "<\\/$1").replace(/<!--/g, "<\\!--")}</script>`;
}

export function pageHtml(title: string, scripts: string[]): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body><div id="root"></div>${scripts
    .map(inlineScript)
    .join("")}</body></html>`;
}

export interface Pages {
  host: string;
  views: Record<ViewName, string>;
  /** Gzip-free byte length of each view's widget bundle (React included), for the record. */
  viewBytes: Record<ViewName, number>;
}

/** Builds the host page and every view page (React bundled in production mode). */
export async function buildPages(): Promise<Pages> {
  const prelude = await bundle(`${pagesDir}prelude.ts`);
  const host = pageHtml("bench host", [await bundle(`${pagesDir}host.ts`)]);
  const views = {} as Record<ViewName, string>;
  const viewBytes = {} as Record<ViewName, number>;
  await Promise.all(
    VIEWS.map(async (name) => {
      const ext = name.endsWith("core") ? "ts" : "tsx";
      const js = await bundle(`${pagesDir}views/${name}.${ext}`);
      views[name] = pageHtml(name, [prelude, js]);
      viewBytes[name] = Buffer.byteLength(js);
    }),
  );
  return { host, views, viewBytes };
}
