import { useMemo } from "react";
import type { McpUiHostContext } from "@modelcontextprotocol/ext-apps/app-bridge";
import type { CallToolResult } from "@modelcontextprotocol/client";
import { toolResultGlobals } from "@hostbridge/testing/browser";
import { buildHostContext, buildOpenAiEnvironment } from "./host-context.js";
import type { DevHostProfile } from "./profiles.js";
import type { HostControls, ToolRun } from "./types.js";

/** What the widget frames are given for the current run. */
export interface FrameInputs {
  /** The main frame's MCP Apps host context. */
  hostContext: McpUiHostContext;
  /** The modal's: always inline, at most 80% of the window high. */
  modalHostContext: McpUiHostContext;
  /** `null` while the input waits for approval. */
  toolInput: Record<string, unknown> | null;
  toolResult: CallToolResult | null;
  /** `window.openai` globals of the main frame (ChatGPT mode), widget state aside. */
  mainGlobals: Record<string, unknown>;
  /** The modal's: inline, with the modal's params as its view. */
  modalGlobals: Record<string, unknown>;
}

/** The modal frame's height limit: 80% of the window. */
export function modalMaxHeight(viewportHeight: number): number {
  return Math.round(viewportHeight * 0.8);
}

/**
 * Derives the frames' inputs from the profile, controls and run. Each is memoised on what it reads,
 * so a frame sees a change (and sends a diff) only when its own input changed.
 */
export function useFrameInputs(
  profile: DevHostProfile,
  controls: HostControls,
  run: ToolRun | null,
  viewportHeight: number,
  modalParams: unknown,
): FrameInputs {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the run's id and tool go into the context; a new run object for the same call must not rebuild it.
  const hostContext = useMemo(
    () => buildHostContext(profile, controls, run ? { id: run.id, tool: run.tool } : null, viewportHeight),
    [profile, controls, run?.id, run?.tool, viewportHeight],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the run's id and tool go into the context; a new run object for the same call must not rebuild it.
  const modalHostContext = useMemo(
    () =>
      buildHostContext(
        profile,
        { ...controls, displayMode: "inline", maxHeight: modalMaxHeight(viewportHeight) },
        run ? { id: `${run.id}:modal`, tool: run.tool } : null,
        viewportHeight,
      ),
    [profile, controls, run?.id, run?.tool, viewportHeight],
  );
  const toolInput = run?.approved ? run.args : null;
  // ChatGPT adds a stable id of the mounted widget instance to the result's _meta (the Apps SDK reference: openai/widgetSessionId).
  const sessionId = run ? `ws_${run.id}_${run.mountKey}` : null;
  const toolResult = useMemo(() => {
    const result = run?.result ?? null;
    if (!result || !profile.openai) return result;
    return { ...result, _meta: { ...(result._meta ?? {}), "openai/widgetSessionId": sessionId } };
  }, [run?.result, profile.openai, sessionId]);
  const environment = useMemo(() => buildOpenAiEnvironment(controls), [controls]);
  const mainGlobals = useMemo(
    () => ({
      ...environment,
      toolInput,
      // As ChatGPT sets them (the Apps SDK reference): the whole result, status included, in the metadata.
      ...(toolResult
        ? toolResultGlobals(toolResult as Parameters<typeof toolResultGlobals>[0])
        : { toolOutput: null, toolResponseMetadata: null }),
      view: { mode: "inline" },
    }),
    [environment, toolInput, toolResult],
  );
  const modalGlobals = useMemo(
    () => ({ ...mainGlobals, displayMode: "inline", view: { mode: "modal", params: modalParams ?? null } }),
    [mainGlobals, modalParams],
  );
  return { hostContext, modalHostContext, toolInput, toolResult, mainGlobals, modalGlobals };
}
