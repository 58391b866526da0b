import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const TOOLCHAIN = fileURLToPath(new URL("../toolchain.ts", import.meta.url));

/**
 * Runs the @hostbridge/vite rows (src/toolchain.ts) in their own process: they load the plugin
 * and the widgets from the workspace's TypeScript sources, which needs the `@hostbridge/source`
 * condition that `pnpm bench` itself does not set.
 */
export function runToolchainRows(quick: boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const args = ["--conditions=@hostbridge/source", "--import", "tsx", TOOLCHAIN, ...(quick ? ["--quick"] : [])];
    const child = spawn(process.execPath, args, { stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`the toolchain rows exited with ${code}`))));
  });
}
