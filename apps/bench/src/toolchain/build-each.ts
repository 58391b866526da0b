// The alternative the plugin avoids: one Vite build per widget (what apps/demo-widgets did before
// @hostbridge/vite), run in one process like its old build script. Usage: build-each.ts <root>.
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { build, defaultClientConditions } from "vite";
import { hostbridge } from "@hostbridge/vite";

const root = process.argv[2];
if (!root) throw new Error("usage: build-each.ts <project root>");
const names = (await readdir(join(root, "src/widgets"))).sort();
for (const name of names) {
  await build({
    root,
    configFile: false,
    logLevel: "warn",
    resolve: { conditions: ["@hostbridge/source", ...defaultClientConditions] },
    build: { emptyOutDir: false },
    plugins: [hostbridge({ widgets: { [name]: `src/widgets/${name}/main.tsx` } })],
  });
}
