import type { IncomingMessage, ServerResponse } from "node:http";
import type { Finding } from "@hostbridge/check";
import { DevHostError } from "../errors.js";
import { CheckError } from "./check-error.js";
import { type CheckOptions, type CheckWidth, CHECK_WIDTHS } from "./check-options.js";
import { allFindings } from "./check-report.js";
import { runCheck } from "./run-check.js";
import { runStaticCheck } from "./check-session.js";

/** What the dev host's Checks panel gets from `/check`. */
export interface CheckEndpointAnswer {
  /** The findings about the tool, its widget and the one run (every rule `hostbridge check` has). */
  findings: Finding[];
  /** How long the check took, milliseconds. */
  durationMs: number;
}

/** The server the dev host shows, as `hostbridge check` must reach it. */
export interface CheckEndpointTarget {
  /** The HTTP endpoint (a server the dev host started keeps running: the check only connects). */
  server?: string;
  /** A stdio server's command (the check starts its own process of it). */
  command?: string;
  /** Working directory of `command`. */
  cwd?: string;
  /**
   * Headers the dev host sends an HTTP server (`--header`, `--bearer`), or what reads them at each
   * check (an OAuth token that may have been refreshed): the check sends them too.
   */
  headers?: Readonly<Record<string, string>> | (() => Readonly<Record<string, string>>);
}

/** What the dev host's tool list gets from `/check/static`: the static rules over the whole server. */
export interface StaticCheckAnswer {
  /** Every static finding, about every tool and widget. */
  findings: Finding[];
}

/** What `/check` is asked: the tool and the one profile, theme and width to load its widget in. */
interface CheckQuery {
  tool: string;
  profile: string;
  theme: "light" | "dark";
  width: CheckWidth;
}

const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
  res.end(JSON.stringify(body));
};

/** The request's query, or what is wrong with it. */
function readCheckQuery(req: IncomingMessage): CheckQuery | { error: string } {
  const query = new URL(req.url ?? "/", "http://127.0.0.1").searchParams;
  const tool = query.get("tool");
  const width = (query.get("width") ?? "desktop") as CheckWidth;
  if (!tool) return { error: "Name the tool: /check?tool=<name>." };
  if (!(width in CHECK_WIDTHS)) return { error: `width is desktop or mobile, got "${width}".` };
  return {
    tool,
    profile: query.get("profile") ?? "mcp-apps",
    theme: query.get("theme") === "dark" ? "dark" : "light",
    width,
  };
}

/** How the check reaches the server: its URL (with the dev host's headers), else its stdio command (run in `cwd`). */
function serverOptions(target: CheckEndpointTarget): Pick<CheckOptions, "server" | "command" | "cwd" | "headers"> {
  return {
    ...(target.server ? { server: target.server } : target.command ? { command: target.command } : {}),
    ...(target.cwd && !target.server ? { cwd: target.cwd } : {}),
    ...(target.server && target.headers
      ? { headers: { ...(typeof target.headers === "function" ? target.headers() : target.headers) } }
      : {}),
  };
}

/** 400 for options the check refuses, 502 for anything else that stopped it (the server, the browser). */
function failureStatus(error: unknown): number {
  const known = error instanceof DevHostError || error instanceof CheckError;
  return known && (error as DevHostError).code === "invalid_option" ? 400 : 502;
}

/** Findings about `tool` and its widget only (a check of one widget also audits every other tool). */
function aboutTool(findings: readonly Finding[], tool: string, uri: string | undefined): Finding[] {
  return findings.filter(
    (finding) =>
      finding.subject === `tool "${tool}"` ||
      (uri !== undefined && (finding.subject === `resource "${uri}"` || finding.subject.startsWith(`widget "${uri}"`))),
  );
}

/** Answers `res` with what `work` resolves to, or with why it failed. */
async function answer(res: ServerResponse, work: Promise<unknown>): Promise<void> {
  try {
    sendJson(res, 200, await work);
  } catch (error) {
    sendJson(res, failureStatus(error), { error: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * The page's check endpoints. `GET /check?tool=<name>&profile=<id>&theme=<light|dark>&width=<desktop|mobile>`
 * runs `hostbridge check` for the widget on the dev host's screen (one profile, theme and width, in
 * headless Chromium) and answers its findings, so the Checks panel and CI apply the same rules.
 * `GET /check/static` answers the static rules over the whole server (no browser), for the tool
 * list's lint. One check runs at a time; a second request waits for the first.
 */
export function createCheckEndpoint(
  target: CheckEndpointTarget,
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  let queue: Promise<unknown> = Promise.resolve();
  const queued = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work);
    queue = next.catch(() => undefined);
    return next;
  };
  return async (req, res) => {
    if (new URL(req.url ?? "/", "http://127.0.0.1").pathname === "/check/static") {
      const work = queued(() => runStaticCheck(serverOptions(target)));
      return answer(
        res,
        work.then((findings): StaticCheckAnswer => ({ findings })),
      );
    }
    const query = readCheckQuery(req);
    if ("error" in query) return sendJson(res, 400, query);
    const run = queued(() =>
      runCheck({
        ...serverOptions(target),
        tools: [query.tool],
        profiles: [query.profile],
        themes: [query.theme],
        widths: [query.width],
        screenshots: false,
      }),
    );
    return answer(
      res,
      run.then(
        (report): CheckEndpointAnswer => ({
          findings: aboutTool(allFindings(report), query.tool, report.widgets[0]?.uri),
          durationMs: report.durationMs,
        }),
      ),
    );
  };
}
