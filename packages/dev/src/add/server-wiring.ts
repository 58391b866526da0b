import { AddError } from "./errors.js";
import type { WidgetNames } from "./widget-names.js";

/** The line of `server/app.ts` above which a new widget's import goes. */
export const IMPORTS_MARKER = "// hostbridge add widget: imports";
/** The line of `server/app.ts` above which a new widget's tools go. */
export const TOOLS_MARKER = "// hostbridge add widget: tools";

/**
 * `server/app.ts` with the widget's tools wired in: its import above the imports line, and
 * `...<name>Tools(widgets),` above the tools line, each at that line's indentation. Refuses
 * (`not_a_project`) an app without both lines, which this command cannot edit safely.
 */
export function wireWidgetTools(appSource: string, names: WidgetNames): string {
  const lines = appSource.split("\n");
  const markerAt = (marker: string) => lines.findIndex((line) => line.trim() === marker);
  const missing = [IMPORTS_MARKER, TOOLS_MARKER].filter((marker) => markerAt(marker) === -1);
  if (missing.length > 0)
    throw new AddError(
      "not_a_project",
      `server/app.ts has no line ${missing.map((marker) => `"${marker}"`).join(" or ")}, where this command adds a widget's tools. Put it back (see the create-hostbridge template), or wire the widget by hand.`,
    );
  const indentOf = (index: number) => /^\s*/.exec(lines[index] ?? "")?.[0] ?? "";
  const toolsAt = markerAt(TOOLS_MARKER);
  lines.splice(toolsAt, 0, `${indentOf(toolsAt)}...${names.camel}Tools(widgets),`);
  const importsAt = markerAt(IMPORTS_MARKER);
  lines.splice(importsAt, 0, `${indentOf(importsAt)}import { ${names.camel}Tools } from "./tools/${names.folder}.js";`);
  return lines.join("\n");
}
