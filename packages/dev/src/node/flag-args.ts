import { DevHostError } from "./errors.js";

/**
 * How one flag of a command is read, and where its value goes: `value` takes one value (`--port 0`
 * or `--port=0`), `list` may be repeated and splits on commas (`--profile a,b --profile c`; blanks
 * are dropped), `repeat` may be repeated and keeps each value whole (`--header "A: 1, 2"`),
 * `switch` takes none (`--json`).
 */
export type FlagRule<Target> =
  | { kind: "value"; apply: (target: Target, value: string) => void }
  | { kind: "list"; apply: (target: Target, values: string[]) => void }
  | { kind: "repeat"; apply: (target: Target, values: string[]) => void }
  | { kind: "switch"; apply: (target: Target) => void };

/** A command's flags by name, in the order their values are applied (so the same error comes first). */
export type FlagTable<Target> = Readonly<Record<string, FlagRule<Target>>>;

/** What differs between the commands beyond their flags. */
export interface FlagParsing {
  /** How to get the command's help, named in the unknown-option error (`hostbridge check --help`). */
  helpCommand: string;
  /** A value flag given twice: the last one wins (`last`), or it is an error (`refuse`). */
  repeatedValue: "last" | "refuse";
}

const invalid = (message: string) => new DevHostError("invalid_option", message);

/** A `value` rule: `apply` gets the flag's value. */
export function valueFlag<Target>(apply: (target: Target, value: string) => void): FlagRule<Target> {
  return { kind: "value", apply };
}

/** A `list` rule: `apply` gets every value, split on commas and trimmed. */
export function listFlag<Target>(apply: (target: Target, values: string[]) => void): FlagRule<Target> {
  return { kind: "list", apply };
}

/** A `repeat` rule: `apply` gets every value given, each whole, in order. */
export function repeatFlag<Target>(apply: (target: Target, values: string[]) => void): FlagRule<Target> {
  return { kind: "repeat", apply };
}

/** A `switch` rule: `apply` runs when the flag is given. */
export function switchFlag<Target>(apply: (target: Target) => void): FlagRule<Target> {
  return { kind: "switch", apply };
}

/** The flag's value as a whole number, or an `invalid_option` error quoting it. */
export function wholeNumberArg(flag: string, text: string): number {
  if (!/^\d+$/.test(text)) throw notWholeNumber(flag, text);
  return Number(text);
}

/** {@link wholeNumberArg}, refusing too a number too large to be exact. */
export function exactWholeNumberArg(flag: string, text: string): number {
  const value = wholeNumberArg(flag, text);
  if (!Number.isSafeInteger(value)) throw notWholeNumber(flag, text);
  return value;
}

function notWholeNumber(flag: string, text: string): DevHostError {
  return invalid(`${flag} takes a whole number, got "${text}".`);
}

/**
 * Reads `argv` (flags only: the command is already taken off) into `target` by `table`. Every flag
 * is read before any value is applied, so an unknown option or a missing value is reported before
 * a bad value. Unknown flags, missing values and refused repeats are `invalid_option` errors.
 */
export function parseFlags<Target>(
  argv: readonly string[],
  table: FlagTable<Target>,
  target: Target,
  parsing: FlagParsing,
): Target {
  const given = readFlagValues(argv, table, parsing);
  for (const [flag, rule] of Object.entries(table)) {
    const values = given.get(flag);
    if (values !== undefined) applyRule(rule, target, values);
  }
  return target;
}

/** Each flag given, with its values (a switch has none). */
function readFlagValues<Target>(
  argv: readonly string[],
  table: FlagTable<Target>,
  parsing: FlagParsing,
): Map<string, string[]> {
  const args = [...argv];
  const given = new Map<string, string[]>();
  while (args.length > 0) {
    const arg = args.shift() ?? "";
    const { flag, inline } = splitInlineValue(arg);
    const rule = Object.hasOwn(table, flag) ? table[flag] : undefined;
    if (rule?.kind === "switch" && inline === undefined) {
      given.set(flag, []);
      continue;
    }
    if (rule === undefined || rule.kind === "switch")
      throw invalid(`Unknown option "${arg}". Run ${parsing.helpCommand}.`);
    const value = inline ?? args.shift();
    if (value === undefined || (inline === undefined && value.startsWith("--")))
      throw invalid(`${flag} needs a value.`);
    given.set(flag, addedValue(given.get(flag), flag, rule.kind, value, parsing));
  }
  return given;
}

/** `--flag=value` as the flag and its value; any other argument as a flag without one. */
function splitInlineValue(arg: string): { flag: string; inline: string | undefined } {
  const equals = arg.startsWith("--") ? arg.indexOf("=") : -1;
  return equals > 0 ? { flag: arg.slice(0, equals), inline: arg.slice(equals + 1) } : { flag: arg, inline: undefined };
}

/** The flag's values once `value` is added: a list or repeat grows, a value replaces (or is refused twice). */
function addedValue(
  earlier: string[] | undefined,
  flag: string,
  kind: "value" | "list" | "repeat",
  value: string,
  parsing: FlagParsing,
): string[] {
  if (kind === "list") return [...(earlier ?? []), ...value.split(",")];
  if (kind === "repeat") return [...(earlier ?? []), value];
  if (earlier !== undefined && parsing.repeatedValue === "refuse") throw invalid(`${flag} is given twice.`);
  return [value];
}

function applyRule<Target>(rule: FlagRule<Target>, target: Target, values: string[]): void {
  if (rule.kind === "switch") rule.apply(target);
  else if (rule.kind === "list") rule.apply(target, values.map((value) => value.trim()).filter(Boolean));
  else if (rule.kind === "repeat") rule.apply(target, values);
  else rule.apply(target, values[0] ?? "");
}
