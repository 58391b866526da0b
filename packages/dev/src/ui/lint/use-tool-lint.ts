import type { Finding } from "@hostbridge/check";
import { useEffect, useState } from "react";

/** The static check's answer for the connected server. */
export type ToolLintState =
  | { status: "idle" | "running" }
  | { status: "done"; findings: Finding[] }
  | { status: "failed"; message: string };

/**
 * Runs `hostbridge check`'s static rules (`/check/static`: the same code as the CLI) on the server
 * whenever the page (re)connects or the tool list changes, for the tool list's lint badges.
 * `listKey` names the connection and its tools: a new key runs the rules again.
 */
export function useToolLint(listKey: string | null): ToolLintState {
  const [state, setState] = useState<ToolLintState>({ status: "idle" });
  useEffect(() => {
    if (listKey === null) return;
    const controller = new AbortController();
    setState({ status: "running" });
    fetch("/check/static", { signal: controller.signal })
      .then(async (response) => {
        const body = (await response.json()) as { findings?: Finding[]; error?: string };
        setState(
          response.ok && body.findings
            ? { status: "done", findings: body.findings }
            : { status: "failed", message: body.error ?? `HTTP ${response.status}` },
        );
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: "failed", message: String(error) });
      });
    return () => controller.abort();
  }, [listKey]);
  return state;
}
