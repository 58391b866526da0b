import type { Finding } from "@hostbridge/check";
import type { Tool } from "@modelcontextprotocol/client";
import { useEffect, useMemo, useState } from "react";
import { askCheck, type CheckAnswer } from "./ask-check.js";
import { findingsByTool } from "./tool-lint.js";

/** The static check's answer for the connected server. */
export type ToolLintState = { status: "idle" | "running" | "stdio" } | CheckAnswer;

/** The static check's state, and its warnings and errors about each tool, by name. */
export interface ToolLint {
  state: ToolLintState;
  byTool: ReadonlyMap<string, Finding[]>;
}

/**
 * Runs `hostbridge check`'s static rules (`/check/static`: the same code as the CLI) on the server
 * whenever the page (re)connects (`generation`) or its tool list changes, for the tool list's lint
 * badges. `tools` is `null` while the page has no connection. A stdio server is not linted here
 * (`stdio`): the check would start another copy of it on every connection.
 */
export function useToolLint(tools: readonly Tool[] | null, generation: number, transport: "http" | "stdio"): ToolLint {
  const [state, setState] = useState<ToolLintState>({ status: transport === "stdio" ? "stdio" : "idle" });
  const listKey = tools && transport === "http" ? `${generation}:${tools.map((tool) => tool.name).join(",")}` : null;
  useEffect(() => {
    if (listKey === null) return;
    const controller = new AbortController();
    setState({ status: "running" });
    void askCheck("/check/static", controller.signal).then((answer) => {
      if (!controller.signal.aborted) setState(answer);
    });
    return () => controller.abort();
  }, [listKey]);
  const byTool = useMemo(
    () => findingsByTool(tools ?? [], state.status === "done" ? state.findings : []),
    [tools, state],
  );
  return { state, byTool };
}
