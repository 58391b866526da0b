// The payload-scaling and size-budget rows (src/payload-scaling.ts), run by `pnpm bench` after the
// browser rows. A child process, so hostbridge is loaded from its sources (the @hostbridge/source
// condition) like in every other row, not from a possibly stale dist.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

export async function runPayloadRows(): Promise<void> {
  const script = fileURLToPath(new URL("./payload-scaling.ts", import.meta.url));
  execFileSync(process.execPath, ["--import", "tsx", "--conditions=@hostbridge/source", script], { stdio: "inherit" });
}
