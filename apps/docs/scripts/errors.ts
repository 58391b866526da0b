import { readdir, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import ts from "typescript";
import { apiRoot } from "./api.js";
import { generatedNotice, inlineCode, tableCell } from "./markdown.js";
import { referenceRoot, repositoryRoot } from "./paths.js";

/** One error class a package exports, with the codes it can carry. */
interface ErrorClass {
  /** The package's folder under `packages/`. */
  packageFolder: string;
  /** The class's name. */
  name: string;
  /** The class's JSDoc summary. */
  summary: string;
  /** Each `code` it can carry, with the per-code explanation where the source gives one. */
  codes: { code: string; meaning: string }[];
  /** Its API reference page, from the site's root. */
  link?: string;
}

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test(-d)?\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(
      (path) => !path.includes("test-support") && !path.includes("test-fixtures") && !path.includes("/templates/"),
    );
}

const stringLiterals = (type: ts.Type): string[] =>
  (type.isUnion() ? type.types : [type])
    .filter((member) => member.isStringLiteral())
    .map((member) => (member as ts.StringLiteralType).value);

/** `- \`code\`: meaning` lines in a JSDoc (how the vite package documents its codes). */
function documentedMeanings(sourceFile: ts.SourceFile): Map<string, string> {
  const meanings = new Map<string, string>();
  for (const match of sourceFile.text.matchAll(/^\s*\*\s+- `([a-z_]+)`: ((?:.|\n\s*\*\s{3,})+)/gm)) {
    meanings.set(match[1] ?? "", (match[2] ?? "").replace(/\n\s*\*\s+/g, " ").trim());
  }
  return meanings;
}

/** The codes a class can carry: its `code` property's literal type, else its constructor's `code` parameter, else its `super("…")`. */
function codesOf(node: ts.ClassDeclaration, checker: ts.TypeChecker): string[] {
  const classType = checker.getTypeAtLocation(node);
  const codeProperty = classType.getProperty("code");
  if (!codeProperty) return [];
  const fromProperty = stringLiterals(checker.getTypeOfSymbolAtLocation(codeProperty, node));
  if (fromProperty.length > 0) return fromProperty;
  const constructorDeclaration = node.members.find(ts.isConstructorDeclaration);
  const codeParameter = constructorDeclaration?.parameters.find((parameter) => parameter.name.getText() === "code");
  if (codeParameter) {
    const fromParameter = stringLiterals(checker.getTypeAtLocation(codeParameter));
    if (fromParameter.length > 0) return fromParameter;
  }
  const codes: string[] = [];
  constructorDeclaration?.body?.forEachChild(function visit(child) {
    if (ts.isCallExpression(child) && child.expression.kind === ts.SyntaxKind.SuperKeyword) {
      const first = child.arguments[0];
      if (first && ts.isStringLiteral(first)) codes.push(first.text);
    }
    child.forEachChild(visit);
  });
  return codes;
}

/** The API reference page typedoc wrote for a class (the first entry that exports it). */
async function apiPageOf(name: string, packageFolder: string): Promise<string | undefined> {
  const entries = await readdir(apiRoot, { withFileTypes: true, recursive: true });
  const packageName = packageNameOf(packageFolder);
  const page = entries
    .filter((entry) => entry.isFile() && entry.name === `${name}.md` && entry.parentPath.endsWith("classes"))
    .map((entry) => join(entry.parentPath, entry.name))
    .find((path) => relative(apiRoot, path).startsWith(packageName));
  return page ? `/reference/api/${relative(apiRoot, page).replace(/\\/g, "/").replace(/\.md$/, "")}` : undefined;
}

/** A class declaration that is exported and named `…Error`. */
function isExportedErrorClass(statement: ts.Statement): statement is ts.ClassDeclaration & { name: ts.Identifier } {
  if (!ts.isClassDeclaration(statement) || !statement.name || !/Error$/.test(statement.name.text)) return false;
  return statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword) ?? false;
}

/** One error class as the page lists it, or `undefined` when it carries no code. */
async function errorClassOf(
  statement: ts.ClassDeclaration & { name: ts.Identifier },
  checker: ts.TypeChecker,
  meanings: Map<string, string>,
  packageFolder: string,
): Promise<ErrorClass | undefined> {
  const codes = codesOf(statement, checker);
  if (codes.length === 0) return undefined;
  const symbol = checker.getSymbolAtLocation(statement.name);
  const summary = ts.displayPartsToString(symbol?.getDocumentationComment(checker)).split("\n\n")[0] ?? "";
  return {
    packageFolder,
    name: statement.name.text,
    summary: summary.replace(/\n/g, " "),
    codes: codes.map((code) => ({ code, meaning: meanings.get(code) ?? "" })),
    link: await apiPageOf(statement.name.text, packageFolder),
  };
}

/** Every exported error class of the packages, read with the TypeScript compiler from their sources. */
export async function collectErrorClasses(): Promise<ErrorClass[]> {
  const packagesRoot = join(repositoryRoot, "packages");
  const folders = (await readdir(packagesRoot, { withFileTypes: true })).filter((entry) => entry.isDirectory());
  const files = (
    await Promise.all(folders.map((folder) => sourceFiles(join(packagesRoot, folder.name, "src"))))
  ).flat();
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    customConditions: ["@hostbridge/source"],
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const classes: ErrorClass[] = [];
  for (const file of files) {
    const sourceFile = program.getSourceFile(file);
    if (!sourceFile) continue;
    const meanings = documentedMeanings(sourceFile);
    const packageFolder = relative(packagesRoot, file).split(/[\\/]/)[0] ?? "";
    for (const statement of sourceFile.statements) {
      if (!isExportedErrorClass(statement)) continue;
      const errorClass = await errorClassOf(statement, checker, meanings, packageFolder);
      if (errorClass) classes.push(errorClass);
    }
  }
  return classes.sort((a, b) => a.packageFolder.localeCompare(b.packageFolder) || a.name.localeCompare(b.name));
}

/** Writes `reference/errors.md`: every error class, by package, with its codes. */
export async function generateErrorsPage(): Promise<number> {
  const classes = await collectErrorClasses();
  const lines = [
    generatedNotice("the error classes in the packages' sources (read with the TypeScript compiler)"),
    "",
    "# Error codes",
    "",
    "Every error a hostbridge package throws is a class with a stable `code`: match on the code, not",
    "on the message, which is written for people and may change. The core's errors all extend",
    "`HostBridgeError`; `error.name` is derived from the code so it survives minification.",
    "",
  ];
  for (const [packageFolder, packageClasses] of groupByPackage(classes)) {
    lines.push(`## ${packageNameOf(packageFolder)}`, "");
    lines.push("| code | class | meaning |", "|---|---|---|");
    for (const errorClass of packageClasses) lines.push(...errorClassRows(errorClass));
    lines.push("");
  }
  await writeFile(join(referenceRoot, "errors.md"), `${lines.join("\n")}\n`);
  return classes.length;
}

/** The npm name of a package from its folder under `packages/`. */
function packageNameOf(packageFolder: string): string {
  return packageFolder === "create" ? "create-hostbridge" : `@hostbridge/${packageFolder}`;
}

/** The classes per package folder, in the order they come. */
function groupByPackage(classes: ErrorClass[]): Map<string, ErrorClass[]> {
  const byPackage = new Map<string, ErrorClass[]>();
  for (const errorClass of classes)
    byPackage.set(errorClass.packageFolder, [...(byPackage.get(errorClass.packageFolder) ?? []), errorClass]);
  return byPackage;
}

/** A class's table rows: one per code when the codes are documented, else one for all its codes. */
function errorClassRows(errorClass: ErrorClass): string[] {
  const className = errorClass.link ? `[${errorClass.name}](${errorClass.link})` : inlineCode(errorClass.name);
  if (errorClass.codes.some(({ meaning }) => meaning)) {
    return errorClass.codes.map(
      ({ code, meaning }) => `| ${inlineCode(code)} | ${className} | ${tableCell(meaning || errorClass.summary)} |`,
    );
  }
  const codes = errorClass.codes.map(({ code }) => inlineCode(code)).join(", ");
  return [`| ${codes} | ${className} | ${tableCell(errorClass.summary)} |`];
}
