// @vitest-environment jsdom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import type { AppToolInfo } from "./app-tools.js";
import { type AppToolsControls, useAppTools } from "./use-app-tools.js";
import type { WidgetSession } from "./widget-session.js";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const tool = (name: string): AppToolInfo => ({ name, description: null, inputSchema: { type: "object" } });

/** A widget session whose `tools/list` answers come when the test says. */
function fakeSession() {
  const answers: ((tools: AppToolInfo[]) => void)[] = [];
  const session = {
    offersAppTools: true,
    listAppTools: () => new Promise<AppToolInfo[]>((resolve) => answers.push(resolve)),
  } as unknown as WidgetSession;
  return { session, answers };
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

function renderAppTools(session: WidgetSession): { current: AppToolsControls } {
  const latest = {} as { current: AppToolsControls };
  function Probe() {
    latest.current = useAppTools(() => session);
    return null;
  }
  root = createRoot(document.createElement("div"));
  act(() => root?.render(<Probe />));
  return latest;
}

describe("useAppTools", () => {
  it("keeps the latest listing when an earlier one answers last (a list_changed during a tools/list)", async () => {
    const { session, answers } = fakeSession();
    const appTools = renderAppTools(session);
    let first: Promise<void> | undefined;
    let second: Promise<void> | undefined;
    act(() => {
      first = appTools.current.refresh();
    });
    act(() => {
      second = appTools.current.refresh();
    });
    expect(answers).toHaveLength(2);
    await act(async () => {
      answers[1]?.([tool("first_tool"), tool("second_tool")]);
      await second;
    });
    await act(async () => {
      answers[0]?.([tool("first_tool")]);
      await first;
    });
    expect(appTools.current.view.status).toBe("ready");
    expect(appTools.current.view.tools.map((t) => t.name)).toEqual(["first_tool", "second_tool"]);
  });
});
