import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runCli, type CliIo } from "./run-cli.js";

let root: string;
let cwd: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "create-hostbridge-cli-"));
  cwd = root;
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

/** Runs the command in `cwd` with a fake terminal; `answers` are typed in, one per question, when it is a TTY. */
async function run(
  argv: string[],
  {
    tty = false,
    answers = [] as string[],
    userAgent = "npm/10.8.2 node/v20.20.2",
    exitCodes = {} as Record<string, number>,
  } = {},
) {
  const commands: string[] = [];
  const stdin = Object.assign(new PassThrough(), { isTTY: tty });
  const pending = [...answers];
  let stdout = "";
  let stderr = "";
  const write = (text: string) => {
    stdout += text;
    // A question ends with ": " or "(y/N) "; type the next answer once it is shown.
    if (/(: |\(y\/N\) |\(Y\/n\) )$/.test(text) && pending.length > 0)
      setImmediate(() => stdin.write(`${pending.shift()}\n`));
    return true;
  };
  const io: CliIo = {
    cwd,
    env: { npm_config_user_agent: userAgent },
    stdin,
    stdout: Object.assign(new PassThrough(), { write }),
    stderr: { write: (text: string) => (stderr += text) },
    // The install and git commands are recorded, not run; each answers 0 unless told otherwise.
    run: async (command, args, folder) => {
      const line = `${command} ${args.join(" ")}`;
      commands.push(`${line} in ${folder}`);
      return exitCodes[line] ?? 0;
    },
  };
  const code = await runCli(argv, io);
  return { code, stdout, stderr, commands };
}

const manifestOf = (folder: string) =>
  JSON.parse(readFileSync(join(cwd, folder, "package.json"), "utf8")) as {
    name: string;
    scripts: Record<string, string>;
  };

describe("create-hostbridge", () => {
  it("writes the project into a new folder, named after it, and prints the next steps", async () => {
    const { code, stdout, stderr } = await run(["my-app"]);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(manifestOf("my-app").name).toBe("my-app");
    expect((manifestOf("my-app") as { pnpm?: unknown }).pnpm).toBeUndefined();
    expect(readFileSync(join(cwd, "my-app", "server", "http-server.ts"), "utf8")).toContain('name: "my-app"');
    expect(existsSync(join(cwd, "my-app", ".gitignore"))).toBe(true);
    expect(existsSync(join(cwd, "my-app", "gitignore"))).toBe(false);
    expect(existsSync(join(cwd, "my-app", "biome.json"))).toBe(true);
    expect(existsSync(join(cwd, "my-app", "biome-project.json"))).toBe(false);
    expect(existsSync(join(cwd, "my-app", ".dockerignore"))).toBe(true);
    expect(readFileSync(join(cwd, "my-app", "Dockerfile"), "utf8")).toContain("docker build -t my-app .");
    expect(stdout).toContain("Created my-app (template react");
    expect(stdout).toContain("cd my-app");
    expect(stdout).toContain("npm install && npm run dev");
    expect(stdout).toContain("npm install && npm test");
  });

  it("takes the package name, template and package manager from flags", async () => {
    const { code, stdout } = await run(["widgets", "--name", "@acme/widgets", "--template", "react", "--pm", "pnpm"]);
    expect(code).toBe(0);
    expect(manifestOf("widgets").name).toBe("@acme/widgets");
    // pnpm runs no dependency build script unless listed.
    expect((manifestOf("widgets") as { pnpm?: unknown }).pnpm).toEqual({ onlyBuiltDependencies: ["esbuild"] });
    expect(stdout).toContain("pnpm install && pnpm dev");
    const readme = readFileSync(join(cwd, "widgets", "README.md"), "utf8");
    expect(readme).toContain("pnpm install && pnpm dev");
    expect(readme).not.toMatch(/\{\{\w+\}\}/);
  });

  it("writes the apps-sdk-ui template with --template apps-sdk-ui: the react project, its widget redesigned", async () => {
    const { code, stdout } = await run(["chatgpt-app", "--template", "apps-sdk-ui"]);
    expect(code).toBe(0);
    expect(stdout).toContain("Created chatgpt-app (template apps-sdk-ui");
    const manifest = manifestOf("chatgpt-app");
    expect(manifest).toHaveProperty(["dependencies", "@openai/apps-sdk-ui"], "0.2.2");
    expect(manifest).toHaveProperty(["devDependencies", "@tailwindcss/vite"], "4.3.5");
    expect(manifest.scripts.add).toBe("hostbridge add");
    const file = (path: string) => join(cwd, "chatgpt-app", path);
    expect(readFileSync(file("src/widgets/quotes/quotes.tsx"), "utf8")).toContain(
      "@openai/apps-sdk-ui/components/Button",
    );
    expect(readFileSync(file("vite.config.ts"), "utf8")).toContain("tailwindcss()");
    expect(existsSync(file("src/widgets/quotes/quotes.css"))).toBe(false);
    // What `hostbridge add widget` builds on is there.
    expect(existsSync(file("src/styles/widget.css"))).toBe(true);
    expect(existsSync(file("README.section.md"))).toBe(false);
    const readme = readFileSync(file("README.md"), "utf8");
    expect(readme).toContain("Made with `--template apps-sdk-ui`");
    expect(readme).toContain("`npm run add -- widget <name>` writes a widget");
    expect(readme).not.toMatch(/\{\{\w+\}\}/);
    // The react template's README has no section, and no line left where it would be.
    await run(["plain"]);
    expect(readFileSync(join(cwd, "plain", "README.md"), "utf8")).toMatch(/\)\.\n\nNeeds Node 20\.19/);
  });

  it("uses the package manager that runs it (pnpm create hostbridge)", async () => {
    const { stdout } = await run(["app"], { userAgent: "pnpm/10.34.9 npm/? node/v20.20.2 linux x64" });
    expect(stdout).toContain("pnpm install && pnpm test");
  });

  it("writes into the current folder with '.' when it is empty", async () => {
    cwd = join(root, "here");
    mkdirSync(cwd);
    const { code, stdout } = await run(["."]);
    expect(manifestOf(".").name).toBe("here");
    expect(code).toBe(0);
    expect(stdout).not.toContain("cd ");
    expect(existsSync(join(cwd, "package.json"))).toBe(true);
  });

  it("installs and makes a git repository with --install --git, and asks in a terminal", async () => {
    const flagged = await run(["flagged", "--install", "--git"]);
    expect(flagged.code).toBe(0);
    const folder = join(cwd, "flagged");
    expect(flagged.commands).toEqual([
      `npm install in ${folder}`,
      `git init --quiet in ${folder}`,
      `git add --all in ${folder}`,
      `git commit --quiet --message Initial commit from create-hostbridge in ${folder}`,
    ]);
    // Installed: the next steps no longer say to install.
    expect(flagged.stdout).toContain("  npm run dev ");
    expect(flagged.stdout).not.toContain("npm install &&");
    expect(flagged.stdout).toContain("npm run add -- widget <name>");

    const asked = await run(["asked"], { tty: true, answers: ["", "n"] });
    expect(asked.stdout).toContain("Install the dependencies with npm install? (Y/n) ");
    expect(asked.stdout).toContain("Initialise a git repository with a first commit? (Y/n) ");
    expect(asked.commands).toEqual([`npm install in ${join(cwd, "asked")}`]);

    // Without a terminal nothing is run unless asked for.
    expect((await run(["quiet"])).commands).toEqual([]);
    expect((await run(["none", "--no-install", "--no-git"], { tty: true })).commands).toEqual([]);
  });

  it("says so when the install fails (exit code 1) or git cannot commit, and keeps the project", async () => {
    const failed = await run(["app", "--install", "--pm", "pnpm"], { exitCodes: { "pnpm install": 1 } });
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain("create-hostbridge: pnpm install failed; run it again in app.");
    expect(failed.stdout).toContain("pnpm install && pnpm dev");
    expect(failed.stdout).toContain("pnpm run add widget <name>");
    expect(existsSync(join(cwd, "app", "package.json"))).toBe(true);
    const noCommit = await run(["repo2", "--git"], {
      exitCodes: { "git commit --quiet --message Initial commit from create-hostbridge": 128 },
    });
    expect(noCommit.code).toBe(0);
    expect(noCommit.stdout).toContain("the first commit failed (is git's user.email set?)");
    expect((await run(["both", "--git", "--no-git"])).stderr).toContain("Give --git or --no-git, not both.");
  });

  it("refuses a non-empty folder and leaves it as it was", async () => {
    mkdirSync(join(cwd, "taken"));
    writeFileSync(join(cwd, "taken", "notes.txt"), "mine");
    const { code, stderr } = await run(["taken"]);
    expect(code).toBe(1);
    expect(stderr).toContain("taken is not empty (notes.txt)");
    expect(stderr).toContain("--force");
    expect(readdirSync(join(cwd, "taken"))).toEqual(["notes.txt"]);
  });

  it("writes into a non-empty folder with --force, keeping files the template does not have", async () => {
    mkdirSync(join(cwd, "taken"));
    writeFileSync(join(cwd, "taken", "notes.txt"), "mine");
    writeFileSync(join(cwd, "taken", "package.json"), "{}");
    const { code } = await run(["taken", "--force"]);
    expect(code).toBe(0);
    expect(readFileSync(join(cwd, "taken", "notes.txt"), "utf8")).toBe("mine");
    expect(manifestOf("taken").name).toBe("taken");
  });

  it("never writes through a symbolic link in the folder with --force, and writes nothing then", async () => {
    // The attack: a folder whose package.json links to a file outside it, and whose src links to
    // another folder. Following them would overwrite that file and fill that folder.
    const outsideFile = join(root, "outside-package.json");
    const outsideFolder = join(root, "outside-folder");
    writeFileSync(outsideFile, '{ "name": "someone-elses" }');
    mkdirSync(outsideFolder);
    mkdirSync(join(cwd, "trap"));
    symlinkSync(outsideFile, join(cwd, "trap", "package.json"));
    const fileAttack = await run(["trap", "--force"]);
    expect(fileAttack.code).toBe(1);
    expect(fileAttack.stderr).toContain(`${join(cwd, "trap", "package.json")} is a symbolic link (to ${outsideFile})`);
    expect(readFileSync(outsideFile, "utf8")).toBe('{ "name": "someone-elses" }');
    expect(readdirSync(join(cwd, "trap"))).toEqual(["package.json"]);

    rmSync(join(cwd, "trap", "package.json"));
    symlinkSync(outsideFolder, join(cwd, "trap", "src"));
    const folderAttack = await run(["trap", "--force"]);
    expect(folderAttack.code).toBe(1);
    expect(folderAttack.stderr).toContain(`${join(cwd, "trap", "src")} is a symbolic link (to ${outsideFolder})`);
    expect(readdirSync(outsideFolder)).toEqual([]);
    expect(readdirSync(join(cwd, "trap"))).toEqual(["src"]);
    expect(lstatSync(join(cwd, "trap", "src")).isSymbolicLink()).toBe(true);
  });

  it("writes into a folder that is itself a link (the folder the person chose)", async () => {
    mkdirSync(join(root, "real"));
    symlinkSync(join(root, "real"), join(cwd, "linked"));
    expect((await run(["linked"])).code).toBe(0);
    expect(existsSync(join(root, "real", "package.json"))).toBe(true);
  });

  it("counts a folder holding only .git as empty", async () => {
    mkdirSync(join(cwd, "repo", ".git"), { recursive: true });
    expect((await run(["repo"])).code).toBe(0);
  });

  it("refuses a path that is a file", async () => {
    writeFileSync(join(cwd, "file"), "");
    const { code, stderr } = await run(["file"]);
    expect(code).toBe(1);
    expect(stderr).toContain("exists and is not a folder");
  });

  it("refuses an invalid package name, from the folder or from --name, and writes nothing", async () => {
    const fromFolder = await run(["My App"]);
    expect(fromFolder.code).toBe(1);
    expect(fromFolder.stderr).toContain('"My App" is not a valid npm package name: it has capital letters');
    expect(fromFolder.stderr).toContain("--name my-app");
    const fromFlag = await run(["ok", "--name", "_private"]);
    expect(fromFlag.code).toBe(1);
    expect(fromFlag.stderr).toContain('"_private" starts with "_"');
    expect(readdirSync(cwd)).toEqual([]);
  });

  it("refuses an unknown template with the list, and writes nothing", async () => {
    const { code, stderr } = await run(["app", "--template", "vue"]);
    expect(code).toBe(1);
    expect(stderr).toBe('create-hostbridge: Unknown template "vue". Templates: react, apps-sdk-ui.\n');
    expect(readdirSync(cwd)).toEqual([]);
  });

  it("refuses an unknown package manager and an unknown option", async () => {
    expect((await run(["app", "--pm", "yarn"])).stderr).toContain(
      'Unknown package manager "yarn". Choose one of: npm, pnpm.',
    );
    const unknown = await run(["app", "--typescript"]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toBe(
      "create-hostbridge: Unknown option --typescript. The options are --name, --template (-t), --package-manager, --pm, --force (-f), --install, --no-install, --git, --no-git, --yes (-y), --help (-h), --version (-v); run with --help for what they do.\n",
    );
    expect(readdirSync(cwd)).toEqual([]);
  });

  it("needs a folder when it cannot ask (no terminal, or --yes)", async () => {
    const noTty = await run([]);
    expect(noTty.code).toBe(1);
    expect(noTty.stderr).toContain("Give the project folder: npm create hostbridge@latest my-app");
    expect((await run(["--yes"], { tty: true })).code).toBe(1);
  });

  it("asks for the folder in a terminal, offering hostbridge-app", async () => {
    const { code, stdout } = await run([], { tty: true, answers: ["", "n", "n"] });
    expect(stdout).toContain("Project folder (hostbridge-app): ");
    expect(code).toBe(0);
    expect(manifestOf("hostbridge-app").name).toBe("hostbridge-app");
  });

  it("asks for a valid package name in a terminal when the folder's name is not one", async () => {
    const { code, stdout } = await run(["My App"], { tty: true, answers: ["", "n", "n"] });
    expect(stdout).toContain("Package name (my-app): ");
    expect(code).toBe(0);
    expect(manifestOf("My App").name).toBe("my-app");
  });

  it("asks before writing into a non-empty folder in a terminal, and stops unless told yes", async () => {
    mkdirSync(join(cwd, "taken"));
    writeFileSync(join(cwd, "taken", "notes.txt"), "mine");
    const declined = await run(["taken"], { tty: true, answers: ["n"] });
    expect(declined.stdout).toContain("Write into it anyway? (y/N) ");
    expect(declined.code).toBe(1);
    expect(readdirSync(join(cwd, "taken"))).toEqual(["notes.txt"]);
    const accepted = await run(["taken"], { tty: true, answers: ["y", "n", "n"] });
    expect(accepted.code).toBe(0);
    expect(manifestOf("taken").name).toBe("taken");
  });

  it("prints its help and version", async () => {
    const help = await run(["--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("Usage: npm create hostbridge@latest [folder]");
    expect(help.stdout).toContain("--package-manager, --pm <pm>  npm | pnpm");
    expect(help.stdout).toContain("--template <name>             react | apps-sdk-ui (default: react)");
    // Each template on a line, the descriptions aligned.
    expect(help.stdout).toMatch(/\n {2}react {7}one React widget/);
    expect(help.stdout).toMatch(/\n {2}apps-sdk-ui the react template's widget on OpenAI's design system/);
    const version = await run(["--version"]);
    expect(version.stdout.trim()).toBe(
      (JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string }).version,
    );
  });
});
