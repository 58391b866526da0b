// Finds the `hostbridge` command of @hostbridge/dev, for scripts that run it with this Node: no
// shell, so they work the same on every platform.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The path of @hostbridge/dev's `hostbridge` script (its package.json's `bin`). */
export function hostbridgeCli() {
  let folder = dirname(fileURLToPath(import.meta.resolve("@hostbridge/dev")));
  for (;;) {
    try {
      const manifest = JSON.parse(readFileSync(join(folder, "package.json"), "utf8"));
      if (manifest.name === "@hostbridge/dev") return join(folder, manifest.bin.hostbridge);
    } catch {
      // No package.json here: look further up.
    }
    const parent = dirname(folder);
    if (parent === folder) throw new Error("Cannot find @hostbridge/dev: run the install first.");
    folder = parent;
  }
}
