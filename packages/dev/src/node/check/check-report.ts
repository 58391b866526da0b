import type { Finding, FindingRun, Verdict } from "@hostbridge/check";

/** One widget loaded in one profile, theme and width. */
export interface RunReport {
  /** The run. */
  run: FindingRun;
  /** Its verdict (from its findings). */
  verdict: Verdict;
  /** Its behavioural findings. */
  findings: Finding[];
  /** What the widget showed (the first 200 characters of visible text). */
  text: string;
  /** A JPEG of the widget frame as the host showed it, base64, when screenshots were kept. */
  screenshot?: string;
}

/** One widget of the server and every run of it. */
export interface WidgetReport {
  /** The resource URI. */
  uri: string;
  /** The tool that rendered it, or `null` for a resource no tool names (loaded without a call). */
  tool: string | null;
  /** The arguments it was called with. */
  args: Record<string, unknown>;
  /** Findings about the widget as a whole (its tool result, its bytes). */
  findings: Finding[];
  /** Each run. */
  runs: RunReport[];
}

/** Everything `hostbridge check` found: what `--json` prints and the HTML report shows. */
export interface CheckReport {
  /** The server checked. */
  server: {
    /** The URL or command given. */
    target: string;
    /** Its name and version from `initialize`. */
    name: string;
    /** Its version. */
    version: string;
  };
  /** When the check started (ISO 8601). */
  startedAt: string;
  /** How long it took, milliseconds. */
  durationMs: number;
  /** The profiles, themes and widths each widget ran in. */
  matrix: {
    /** Profile ids. */
    profiles: string[];
    /** Themes. */
    themes: ("light" | "dark")[];
    /** Widths in CSS pixels. */
    widths: number[];
  };
  /** The static findings (tools and resources). */
  findings: Finding[];
  /** Each widget. */
  widgets: WidgetReport[];
  /** The verdict over everything. */
  verdict: Verdict;
  /** Counts over every finding. */
  totals: {
    /** Errors. */
    errors: number;
    /** Warnings. */
    warnings: number;
    /** Runs done. */
    runs: number;
  };
}

/** Told after each run. */
export interface CheckProgress {
  /** Runs finished. */
  done: number;
  /** Runs in all. */
  total: number;
  /** The run that finished. */
  widget: string;
  /** Its run. */
  run: FindingRun;
  /** Its verdict. */
  verdict: Verdict;
  /** Its first finding (error first), if any. */
  first?: Finding;
}

/** Every finding of a report: static, per widget and per run. */
export function allFindings(report: Pick<CheckReport, "findings" | "widgets">): Finding[] {
  return [
    ...report.findings,
    ...report.widgets.flatMap((widget) => [...widget.findings, ...widget.runs.flatMap((run) => run.findings)]),
  ];
}
