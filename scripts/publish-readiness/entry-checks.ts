import { execFile } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, sep } from "node:path";
import { promisify } from "node:util";
import { outsideEnvironment } from "./packed-project.js";

const run = promisify(execFile);

/** The outcome of importing one specifier in a plain Node process. */
export interface ImportOutcome {
  specifier: string;
  ok: boolean;
  /** The export names, when it loaded. */
  names: string[];
  /** Node's error, when it did not. */
  error: string;
}

/**
 * Imports `specifier` in a fresh `node` run inside `projectDir`, with Node's own conditions only
 * (`node`, `import`, `default`): what a user's server code or test runner gets.
 */
export async function importInNode(projectDir: string, specifier: string): Promise<ImportOutcome> {
  const script = `const m = await import(${JSON.stringify(specifier)}); console.log(JSON.stringify(Object.keys(m)));`;
  try {
    const { stdout } = await run(process.execPath, ["--input-type=module", "-e", script], {
      cwd: projectDir,
      env: outsideEnvironment(),
    });
    return { specifier, ok: true, names: JSON.parse(stdout.trim().split("\n").pop() ?? "[]") as string[], error: "" };
  } catch (error) {
    const failure = error as { stderr?: string; message: string };
    return { specifier, ok: false, names: [], error: failure.stderr || failure.message };
  }
}

/** How TypeScript resolves packages in the type check: a bundler project, or Node's ESM rules. */
export type Resolution = "bundler" | "nodenext";

/**
 * Type-checks a file that imports every specifier (and requires none to be `any`) with the
 * workspace's TypeScript, strict, without skipLibCheck, under `resolution`. Returns the diagnostics
 * that concern the packed packages or the check file (third-party declaration files are not ours).
 */
export async function typeCheckImports(
  projectDir: string,
  specifiers: string[],
  resolution: Resolution,
  packageNames: string[],
): Promise<string[]> {
  const fileName = `types-${resolution}.ts`;
  const lines = [
    "type IsAny<T> = 0 extends 1 & T ? true : false;",
    ...specifiers.flatMap((specifier, index) => [
      `import * as entry${index} from ${JSON.stringify(specifier)};`,
      `export const notAny${index}: IsAny<typeof entry${index}> = false;`,
    ]),
  ];
  writeFileSync(join(projectDir, fileName), `${lines.join("\n")}\n`);
  const module = resolution === "bundler" ? "esnext" : "nodenext";
  const config = {
    compilerOptions: {
      target: "es2022",
      module,
      moduleResolution: resolution,
      lib: ["es2022", "dom", "dom.iterable"],
      // Every consumer of these packages runs Node tooling; Node-side entries use its types.
      types: ["node"],
      strict: true,
      noEmit: true,
      skipLibCheck: false,
      jsx: "react-jsx",
    },
    files: [fileName],
  };
  const configName = `tsconfig.${resolution}.json`;
  writeFileSync(join(projectDir, configName), JSON.stringify(config, null, 2));
  const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
  try {
    await run(process.execPath, [tsc, "-p", configName, "--pretty", "false"], {
      cwd: projectDir,
      env: outsideEnvironment(),
      maxBuffer: 16 * 1024 * 1024,
    });
    return [];
  } catch (error) {
    const output = (error as { stdout?: string }).stdout ?? String(error);
    const ours = packageNames.map((name) => `node_modules${sep}${name.split("/").join(sep)}${sep}`);
    return (
      output
        .split("\n")
        .filter((line) => /error TS\d+/.test(line))
        // Ours: the check file, the packed packages' declarations, and errors without a file (options).
        .filter(
          (line) => line.startsWith(fileName) || ours.some((prefix) => line.startsWith(prefix)) || !line.includes("("),
        )
    );
  }
}
