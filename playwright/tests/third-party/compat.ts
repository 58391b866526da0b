import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The features of the host compatibility matrix, in column order. */
export const COMPAT_FEATURES = [
  "render",
  "toolCalls",
  "followUp",
  "links",
  "widgetState",
  "autoHeight",
  "theme",
  "displayModes",
  "reload",
] as const;
export type CompatFeature = (typeof COMPAT_FEATURES)[number];

/** `works`; `degrades` (still usable, `note` says how); `unsupported` (the host cannot, the widget says so); `fails` (a known defect). */
export type CompatStatus = "works" | "degrades" | "unsupported" | "fails";

export interface CompatResult {
  /** Row key, e.g. `mcp-ui-app-renderer` or `profile:basic-host`. */
  host: string;
  /** Row label for the table. */
  label: string;
  /** Row position among the profiles (their order in @hostbridge/testing/profiles); real hosts have none and come first. */
  order?: number;
  feature: CompatFeature;
  status: CompatStatus;
  /** How it degrades, why it is unsupported, or the issue of a known defect. */
  note?: string;
}

/** Where the specs leave their results: `COMPAT_RESULTS_DIR`, else inside Playwright's output folder (emptied at each run). */
export const COMPAT_RESULTS_DIR =
  process.env.COMPAT_RESULTS_DIR || join(dirname(fileURLToPath(import.meta.url)), "..", "..", "test-results", "compat");

/** Records one cell of the matrix, after the check that proves it has passed. */
export function recordCompat(result: CompatResult): void {
  mkdirSync(COMPAT_RESULTS_DIR, { recursive: true });
  writeFileSync(
    join(COMPAT_RESULTS_DIR, `${result.host.replace(/[^a-z0-9-]/gi, "_")}__${result.feature}.json`),
    `${JSON.stringify(result, null, 2)}\n`,
  );
}
