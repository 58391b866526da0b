// The API reference's examples: each region is the `@example` of one function's JSDoc
// (`node scripts/readme-snippets.mjs --write` copies it there). Typechecked with the package,
// never run.
import { commandsFor, createProject, DEFAULT_TEMPLATE, detectPackageManager, runCli } from "create-hostbridge";

// #region createProject
const packageManager = detectPackageManager(process.env.npm_config_user_agent); // npm when unknown
const project = await createProject({
  folder: "pizza-app",
  packageName: "pizza-app",
  template: DEFAULT_TEMPLATE,
  packageManager,
});
console.log(`${project.files.length} files written; next: cd pizza-app && ${commandsFor(packageManager).install}`);
// #endregion createProject

// #region runCli
// From another tool: every answer from the arguments, the output collected
const output: string[] = [];
const collect = { write: (text: string) => output.push(text) };
const exitCode = await runCli(["pizza-app", "--yes", "--pm", "pnpm", "--no-install", "--no-git"], {
  cwd: process.cwd(),
  env: process.env,
  stdin: process.stdin, // asked nothing with --yes
  stdout: collect,
  stderr: collect,
});
if (exitCode !== 0) throw new Error(output.join(""));
// #endregion runCli
