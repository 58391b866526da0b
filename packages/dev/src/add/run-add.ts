import { resolve } from "node:path";
import { addWidget } from "./add-widget.js";
import { AddError } from "./errors.js";

/** Something text is written to: `process.stdout` or a test's buffer. */
export interface TextSink {
  /** Writes the text as it is. */
  write(text: string): unknown;
}

/** Where `hostbridge add` works and writes; `process` by default, fakes in tests. */
export interface AddIo {
  /** The project folder (the command runs in it, e.g. through `npm run add`). */
  cwd: string;
  /** Where the result goes. */
  stdout: TextSink;
  /** Where a refusal goes. */
  stderr: TextSink;
}

/** The usage of `hostbridge add`. */
export const ADD_USAGE = `Usage: hostbridge add widget <name>      (in the project: npm run add -- widget <name>)

Adds a widget to a project made by create-hostbridge: src/widgets/<name>/ (component, entry,
hooks, declaration, sample data, jsdom test), tests/<name>.spec.ts (Chromium), and its tool
show_<name> in server/tools/<name>.ts, wired into server/app.ts. Writes nothing when it refuses.

  <name>   lowercase letters, digits and dashes, starting with a letter (e.g. daily-tips)`;

/**
 * `hostbridge add <what> <name>`: returns the exit code (0 added or help shown, 1 refused, 2 a
 * command line it does not understand).
 */
export async function runAdd(argv: readonly string[], io: AddIo): Promise<number> {
  if (argv.length === 0 || argv.includes("--help") || argv.includes("-h")) {
    io.stdout.write(`${ADD_USAGE}\n`);
    return argv.length === 0 ? 2 : 0;
  }
  const [what, name, ...rest] = argv;
  if (what !== "widget" || name === undefined || rest.length > 0) {
    io.stderr.write(
      `hostbridge add: ${what !== "widget" ? `cannot add "${what}"; it adds a widget` : name === undefined ? "give the widget's name" : `one name at a time (got ${[name, ...rest].join(" ")})`}: hostbridge add widget <name>.\n`,
    );
    return 2;
  }
  try {
    const added = await addWidget(resolve(io.cwd), name);
    io.stdout.write(
      [
        `Added the widget ${added.names.folder} (tool ${added.names.tool}):`,
        ...added.created.map((path) => `  created  ${path}`),
        ...added.changed.map((path) => `  changed  ${path}`),
        "",
        "Next: run the tests (they include its own), or restart the dev command and run",
        `${added.names.tool} in the dev host. Edit src/widgets/${added.names.folder}/${added.names.folder}.tsx and server/tools/${added.names.folder}-data.ts to make it yours.`,
        "",
      ].join("\n"),
    );
    return 0;
  } catch (error) {
    if (!(error instanceof AddError)) throw error;
    io.stderr.write(`hostbridge add: ${error.message}\n`);
    return 1;
  }
}
