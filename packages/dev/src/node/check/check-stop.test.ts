import { execFileSync, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const packageDir = fileURLToPath(new URL("../../..", import.meta.url));
const stdioFixture = fileURLToPath(new URL("../../../../check/test-fixtures/stdio-fixture.ts", import.meta.url));
const node = ["--conditions=@hostbridge/source", "--import", "tsx"];

/** Every process below `pid` (children, grandchildren ...). */
function descendants(pid: number): number[] {
  let children: number[];
  try {
    children = execFileSync("ps", ["-o", "pid=", "--ppid", String(pid)], { encoding: "utf8" })
      .split("\n")
      .map((line) => Number(line.trim()))
      .filter((child) => child > 0);
  } catch {
    return [];
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("hostbridge check and Ctrl-C", () => {
  it("stops the browser and the stdio server it started, and exits 130", { timeout: 300_000 }, async () => {
    const child = spawn(
      process.execPath,
      [
        ...node,
        "src/node/cli.ts",
        "check",
        "--command",
        `${process.execPath} ${node.join(" ")} ${stdioFixture}`,
        "--theme",
        "light",
      ],
      { cwd: packageDir, env: { ...process.env, CHROMIUM_PATH: process.env.CHROMIUM_PATH || "/usr/bin/chromium" } },
    );
    let stderr = "";
    // "close", not "exit": it comes once stderr is read to its end, the stop message included.
    const exited = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
    // Once a run has finished, the browser and the server are both up.
    await new Promise<void>((resolve, reject) => {
      child.stderr.on("data", (chunk: Buffer) => {
        stderr += chunk.toString();
        if (/\[1\/\d+\]/.test(stderr)) resolve();
      });
      child.on("exit", () => reject(new Error(`hostbridge check ended before its first run:\n${stderr}`)));
    });
    const started = descendants(child.pid ?? 0);
    expect(started.length).toBeGreaterThan(1);
    child.kill("SIGINT");
    expect(await exited).toBe(130);
    expect(stderr).toContain("hostbridge check: stopped; every browser and server it started is stopped too.");
    await expect.poll(() => started.filter(alive), { timeout: 10_000 }).toEqual([]);
  });
});
