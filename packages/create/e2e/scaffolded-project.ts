import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";

/** A packed package (see scripts/pack-packages.mjs). */
export interface PackedTarball {
  name: string;
  tarball: string;
}

/** What a command printed and how it ended. */
export interface CommandOutcome {
  code: number | null;
  output: string;
  milliseconds: number;
}

/**
 * Runs a command to its end (stdout and stderr together, as a user sees them) in its own process
 * group, killed whole if it outlives `timeoutMs`.
 */
export function runCommand(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number },
): Promise<CommandOutcome> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      killGroup(child, "SIGKILL");
      output += `\n[killed after ${options.timeoutMs} ms]`;
    }, options.timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, output, milliseconds: Date.now() - started });
    });
  });
}

/** Signals a detached child's whole process group (npm, its shell, the servers it started). */
export function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  // Also after the child itself exited: what it started may still run in its group.
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** A port nobody listens on right now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Points a scaffolded project at the tarballs instead of the registry: each hostbridge dependency
 * becomes a `file:` tarball, and `overrides` make every transitive use of a packed package take its
 * tarball too. Everything else stays as the template wrote it.
 */
export function useTarballs(projectDir: string, tarballs: PackedTarball[]): void {
  const path = join(projectDir, "package.json");
  const manifest = JSON.parse(readFileSync(path, "utf8")) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
    overrides?: Record<string, string>;
  };
  const byName = new Map(tarballs.map((pack) => [pack.name, `file:${pack.tarball}`]));
  for (const group of [manifest.dependencies, manifest.devDependencies]) {
    for (const name of Object.keys(group ?? {})) {
      const tarball = byName.get(name);
      if (group && tarball) group[name] = tarball;
    }
  }
  manifest.overrides = Object.fromEntries(byName);
  writeFileSync(path, `${JSON.stringify(manifest, null, 2)}\n`);
}

/** npm's warning lines in an install's output (`npm warn ...`, `npm WARN ...`). */
export function npmWarnings(output: string): string[] {
  return output.split("\n").filter((line) => /^npm warn/i.test(line.trim()));
}

/** Text without ANSI colour codes (some tools colour their output even when asked not to). */
export function withoutColours(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character is what it removes.
  return text.replace(/\u001b\[[0-9;]*m/g, "");
}
