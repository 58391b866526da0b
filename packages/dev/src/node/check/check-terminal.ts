import { mkdir, writeFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { runCheckCli } from "./check-cli.js";
import { renderHtmlReport } from "./html-report.js";

/**
 * `hostbridge check` in a terminal: stdout and stderr, the HTML report written to a file, and
 * Ctrl-C (or SIGTERM) stopping the run and everything it started before the process exits.
 */
export async function runCheckFromTerminal(argv: readonly string[]): Promise<number> {
  const controller = new AbortController();
  const stop = () => controller.abort();
  // `on`, not `once`: a runner that exits when no listener is left (tsx's signal relay does) must
  // still see this one while the run stops; the finally block removes it.
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  try {
    return await runCheckCli(argv, {
      stdout: process.stdout,
      stderr: process.stderr,
      signal: controller.signal,
      writeHtml: async (path, report) => {
        const file = resolve(path);
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, renderHtmlReport(report));
      },
    });
  } finally {
    process.off("SIGINT", stop);
    process.off("SIGTERM", stop);
  }
}
