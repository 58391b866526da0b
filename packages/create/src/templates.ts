import { fileURLToPath } from "node:url";
import { CreateError } from "./errors.js";

/** A project template: a folder under the package's `template/`. */
export interface Template {
  /** The template's name, as `--template` takes it (and its folder under `template/`). */
  name: string;
  /** One line for `--help` and the prompt. */
  description: string;
  /**
   * The template this one is an overlay on: the project is the base's files with this template's
   * files written over them, so the two cannot drift. Its `package.json` holds only what it adds
   * to the base's, and its `README.section.md` goes into the base's README at `{{templateSection}}`.
   */
  base?: string;
  /** Files of the base this template leaves out (paths relative to the template, as stored). */
  omit?: readonly string[];
}

/** Every template this version can write. */
export const TEMPLATES: readonly Template[] = [
  {
    name: "react",
    description:
      "one React widget (tool output, widget state, a tool call, a follow-up, display mode) and its MCP server",
  },
  {
    name: "apps-sdk-ui",
    description:
      "the react template's widget on OpenAI's design system (@openai/apps-sdk-ui, Tailwind 4): ChatGPT's look, a bigger widget",
    base: "react",
    // The quotes widget's layout is Tailwind classes in quotes.tsx here.
    omit: ["src/widgets/quotes/quotes.css"],
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

/** The folder holding a template's own files (beside `src/` and `dist/`, shipped in the tarball). */
export function templateFolder(template: Template): string {
  return fileURLToPath(new URL(`../template/${template.name}/`, import.meta.url));
}

/** The template and the templates it overlays, the base first. */
export function templateLayers(template: Template): Template[] {
  return template.base === undefined ? [template] : [...templateLayers(findTemplate(template.base)), template];
}
