import { fileURLToPath } from "node:url";
import { CreateError } from "./errors.js";

/** A project template: a folder under the package's `template/`. */
export interface Template {
  /** The template's name, as `--template` takes it. */
  name: string;
  /** One line for `--help` and the prompt. */
  description: string;
}

/** Every template this version can write. */
export const TEMPLATES: readonly Template[] = [
  {
    name: "react",
    description:
      "one React widget (tool output, widget state, a tool call, a follow-up, display mode) and its MCP server",
  },
];

/** The template used when none is asked for. */
export const DEFAULT_TEMPLATE = "react";

/** Finds a template by name, or refuses with the list of templates. */
export function findTemplate(name: string): Template {
  const template = TEMPLATES.find((candidate) => candidate.name === name);
  if (!template) {
    const known = TEMPLATES.map((candidate) => candidate.name).join(", ");
    throw new CreateError("unknown_template", `Unknown template "${name}". Templates: ${known}.`);
  }
  return template;
}

/** The folder holding a template's files (beside `src/` and `dist/`, shipped in the tarball). */
export function templateFolder(template: Template): string {
  return fileURLToPath(new URL(`../template/${template.name}/`, import.meta.url));
}
