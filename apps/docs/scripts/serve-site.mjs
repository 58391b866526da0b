// Serves the built site (`src/.vitepress/dist`) on 127.0.0.1 only: `vitepress preview` listens on
// every interface and has no option to change that. Clean URLs as VitePress writes them
// (`/guide/start` → `guide/start.html`), its 404 page for anything else.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer } from "node:http";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";

const siteDist = fileURLToPath(new URL("../src/.vitepress/dist", import.meta.url));
const port = Number(process.argv[2] ?? process.env.DOCS_PORT ?? 4280);
const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".ts": "text/plain; charset=utf-8",
};

/** The file a request path names, if the build wrote it: as is, as a page, or a folder's index. */
async function fileFor(pathname) {
  const path = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, "");
  for (const candidate of [path, `${path}.html`, join(path, "index.html")]) {
    const file = join(siteDist, candidate);
    if (!file.startsWith(siteDist)) return undefined;
    const info = await stat(file).catch(() => undefined);
    if (info?.isFile()) return file;
  }
  return undefined;
}

createServer(async (request, response) => {
  const { pathname } = new URL(request.url ?? "/", "http://127.0.0.1");
  const file = await fileFor(pathname).catch(() => undefined);
  const served = file ?? join(siteDist, "404.html");
  response.writeHead(file ? 200 : 404, { "content-type": TYPES[extname(served)] ?? "application/octet-stream" });
  createReadStream(served).pipe(response);
}).listen(port, "127.0.0.1", () => console.log(`docs: the built site at http://127.0.0.1:${port}/`));
