import type { Finding, Verdict } from "@hostbridge/check";
import type { CheckReport, RunReport, WidgetReport } from "./check-report.js";
import { shortWidgetName } from "./check-summary.js";

/** Text made safe for HTML content and attribute values. */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

const STYLE = `
  :root { color-scheme: light; font: 14px/1.45 system-ui, sans-serif; color: #1b1f24; background: #f4f5f7; }
  body { margin: 0 auto; padding: 24px; max-width: 1400px; }
  h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 18px; margin: 32px 0 8px; } h3 { font-size: 15px; margin: 20px 0 8px; }
  .meta { color: #4a525c; margin: 0 0 16px; }
  .verdict { display: inline-block; padding: 1px 8px; border-radius: 999px; font-weight: 600; font-size: 12px; }
  .pass { background: #dff3e4; color: #14532d; } .warn { background: #fdf1d6; color: #713f12; } .fail { background: #fde2e1; color: #7f1d1d; }
  table { border-collapse: collapse; background: #fff; } th, td { border: 1px solid #d8dce1; padding: 4px 10px; text-align: left; }
  .findings { list-style: none; padding: 0; margin: 8px 0 0; }
  .findings li { border-left: 3px solid #c5cad1; padding: 2px 8px; margin: 6px 0; }
  .findings li.error { border-color: #b91c1c; } .findings li.warning { border-color: #b45309; } .findings li.info { border-color: #6b7280; }
  .rule { font-family: ui-monospace, monospace; font-weight: 600; } .fix { color: #374151; } .fix::before { content: "fix: "; font-weight: 600; }
  .runs { display: grid; grid-template-columns: repeat(auto-fill, minmax(380px, 1fr)); gap: 16px; }
  .run { background: #fff; border: 1px solid #d8dce1; border-radius: 8px; padding: 12px; }
  .run header { display: flex; gap: 8px; align-items: center; margin-bottom: 8px; }
  .run img { display: block; max-width: 100%; border: 1px solid #e5e7eb; border-radius: 4px; }
`;

function verdictBadge(verdict: Verdict): string {
  return `<span class="verdict ${verdict}">${verdict === "fail" ? "fail" : verdict}</span>`;
}

function findingList(findings: readonly Finding[]): string {
  if (findings.length === 0) return "";
  const items = findings.map(
    (finding) =>
      `<li class="${finding.severity}"><span class="rule">${escapeHtml(finding.rule)}</span>${finding.appRule ? ` (${escapeHtml(finding.appRule)})` : ""} · ${escapeHtml(finding.severity)} · ${escapeHtml(finding.subject)}<br>${escapeHtml(finding.message)}<br><span class="fix">${escapeHtml(finding.fix)}</span></li>`,
  );
  return `<ul class="findings">${items.join("")}</ul>`;
}

function runCard(widget: WidgetReport, run: RunReport): string {
  const { profile, theme, width } = run.run;
  const label = `${shortWidgetName(widget.uri)} in ${profile}, ${theme}, ${width}px`;
  const shot = run.screenshot
    ? `<img alt="${escapeHtml(`Screenshot of ${label}`)}" src="data:image/jpeg;base64,${run.screenshot}">`
    : "<p>(no screenshot)</p>";
  return `<article class="run" data-profile="${escapeHtml(profile)}" data-theme="${theme}" data-width="${width}" data-verdict="${run.verdict}">
<header>${verdictBadge(run.verdict)}<strong>${escapeHtml(profile)}</strong> · ${theme} · ${width}px</header>
${shot}${findingList(run.findings)}</article>`;
}

function widgetSection(widget: WidgetReport): string {
  return `<section class="widget">
<h2>${escapeHtml(shortWidgetName(widget.uri))} <small>${escapeHtml(widget.uri)} · ${widget.tool === null ? "no tool names it: loaded without a result" : `tool ${escapeHtml(widget.tool)} · arguments ${escapeHtml(JSON.stringify(widget.args))}`}</small></h2>
${findingList(widget.findings)}
<div class="runs">${widget.runs.map((run) => runCard(widget, run)).join("\n")}</div>
</section>`;
}

function matrix(report: CheckReport): string {
  const head = report.matrix.profiles.map((profile) => `<th>${escapeHtml(profile)}</th>`).join("");
  const rows = report.widgets.map((widget) => {
    const cells = report.matrix.profiles.map((profile) => {
      const runs = widget.runs.filter((run) => run.run.profile === profile);
      const worst: Verdict = runs.some((run) => run.verdict === "fail")
        ? "fail"
        : runs.some((run) => run.verdict === "warn")
          ? "warn"
          : "pass";
      return `<td>${runs.length ? verdictBadge(worst) : "-"}</td>`;
    });
    return `<tr><th>${escapeHtml(shortWidgetName(widget.uri))}</th>${cells.join("")}</tr>`;
  });
  return `<table><thead><tr><th>widget</th>${head}</tr></thead><tbody>${rows.join("")}</tbody></table>`;
}

// @example-source packages/dev/examples/api-reference.ts#runCheck
/**
 * The HTML report: one self-contained file (styles inline, screenshots as data URLs, no script)
 * with the matrix, the static findings, and for each widget a card per run with its screenshot
 * and every finding beside it.
 *
 * @example
 * ```ts
 * const report = await runCheck({
 *   server: "http://127.0.0.1:3000/mcp",
 *   profiles: ["chatgpt", "claude-ai"],
 *   widths: ["mobile"],
 *   onProgress: ({ done, total, widget }) => console.log(`[${done}/${total}] ${widget}`),
 * });
 * await writeFile("check-report.html", renderHtmlReport(report)); // one self-contained file
 * process.exitCode = report.verdict === "fail" ? 1 : 0;
 * ```
 */
export function renderHtmlReport(report: CheckReport): string {
  const title = `hostbridge check: ${report.server.name}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>
<h1>${escapeHtml(title)} ${verdictBadge(report.verdict)}</h1>
<p class="meta">${escapeHtml(report.server.target)} · ${report.widgets.length} widgets × ${report.matrix.profiles.length} profiles × ${report.matrix.themes.join("/")} × ${report.matrix.widths.join("/")} px = ${report.totals.runs} runs · ${report.totals.errors} errors, ${report.totals.warnings} warnings · ${escapeHtml(report.startedAt)} · ${(report.durationMs / 1000).toFixed(1)} s</p>
${report.widgets.length ? matrix(report) : ""}
<h2>Server metadata</h2>
${report.findings.length ? findingList(report.findings) : "<p>No finding about the server's tools and resources.</p>"}
${report.widgets.map(widgetSection).join("\n")}
</main></body></html>
`;
}
