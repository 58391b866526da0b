// Builds every demo widget (each `pages/<name>.html`) into `dist/<name>.html`, one Vite build per
// widget because a single-file output takes one entry. `node scripts/build.mjs pizza-list` builds one.
import { readdir, rm } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { checkWidgetFile } from "./check-dist.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const pages = (await readdir(`${root}/pages`)).filter((f) => f.endsWith(".html")).map((f) => f.slice(0, -5));
const wanted = process.argv.slice(2);
const names = wanted.length > 0 ? pages.filter((n) => wanted.includes(n)) : pages;
if (wanted.length > 0 && names.length !== wanted.length) {
  console.error(`Unknown widget(s): ${wanted.filter((n) => !pages.includes(n)).join(", ")}; known: ${pages.join(", ")}`);
  process.exit(1);
}

if (wanted.length === 0) await rm(`${root}/dist`, { recursive: true, force: true });
for (const name of names) {
  process.env.WIDGET = name;
  await build({ configFile: `${root}/vite.config.ts`, logLevel: "warn", mode: "production" });
  const problems = await checkWidgetFile(`${root}/dist/${name}.html`);
  if (problems.length > 0) {
    console.error(`dist/${name}.html would break under the MCP Apps default CSP: ${problems.join("; ")}`);
    process.exit(1);
  }
  console.log(`built dist/${name}.html`);
}
