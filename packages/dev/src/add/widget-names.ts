import { AddError } from "./errors.js";

/** Every name a new widget's files and code use, derived from its folder name. */
export interface WidgetNames {
  /** The folder and file name, e.g. `daily-tips` (`src/widgets/daily-tips/`, `dist/widgets/daily-tips.html`). */
  folder: string;
  /** For functions and variables, e.g. `dailyTips`. */
  camel: string;
  /** For components and types, e.g. `DailyTips`. */
  pascal: string;
  /** The tool the model calls to show it, e.g. `show_daily_tips`. */
  tool: string;
  /** Its title, e.g. `Daily tips`. */
  title: string;
}

/** A widget name: lowercase words of letters and digits joined by single dashes, starting with a letter. */
const WIDGET_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** The longest name taken: its tool name (`show_` + name) stays within the 64 characters hosts allow. */
const MAX_LENGTH = 40;

/**
 * The names of a widget called `name`, or an `AddError` (`invalid_name`) that says what is wrong
 * and offers a valid name.
 */
export function widgetNames(name: string): WidgetNames {
  if (!WIDGET_NAME.test(name) || name.length > MAX_LENGTH) {
    const suggestion = name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^[^a-z]+|-+$/g, "")
      .slice(0, MAX_LENGTH);
    const why =
      name.length > MAX_LENGTH
        ? `it is longer than ${MAX_LENGTH} characters`
        : "a widget name is lowercase letters, digits and single dashes, starting with a letter (it becomes a folder, a file name and part of a tool name)";
    throw new AddError(
      "invalid_name",
      `"${name}" is not a valid widget name: ${why}.${WIDGET_NAME.test(suggestion) ? ` Try "${suggestion}".` : ""}`,
    );
  }
  const words = name.split("-");
  const capitalised = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return {
    folder: name,
    camel: (words[0] ?? "") + capitalised.slice(1).join(""),
    pascal: capitalised.join(""),
    tool: `show_${words.join("_")}`,
    title: (capitalised[0] ?? "") + (words.length > 1 ? ` ${words.slice(1).join(" ")}` : ""),
  };
}
