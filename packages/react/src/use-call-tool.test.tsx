import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HostProvider } from "./host-context.js";
import { ToolCallError } from "@hostbridge/core/call";
import { useCallTool, type CallToolState } from "./use-call-tool.js";
import type { FakeOpenAiOptions } from "@hostbridge/core/testing";
import { chatGptHost } from "./test-support/chatgpt-host.js";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

let api: CallToolState<{ q: string }, { answer: string }> | undefined;
function Caller() {
  api = useCallTool<{ q: string }, { answer: string }>("search");
  return (
    <p data-testid="s">
      {api.status}:{api.output?.answer ?? "-"}:{api.error?.message ?? "-"}
    </p>
  );
}

/** Renders the caller in ChatGPT; returns the fake window.openai its calls reach. */
const setup = (options?: FakeOpenAiOptions) => {
  const { host, openai } = chatGptHost(options);
  render(
    <HostProvider host={host}>
      <Caller />
    </HostProvider>,
  );
  return openai;
};
const text = () => screen.getByTestId("s").textContent;

describe("useCallTool", () => {
  it("goes idle → pending → success with the tool's structured content", async () => {
    const openai = setup();
    const answer = deferred<unknown>();
    openai.answers.callTool = () => answer.promise;
    expect(text()).toBe("idle:-:-");
    let call: Promise<unknown>;
    act(() => {
      call = api!.call({ q: "pizza" });
    });
    expect(text()).toBe("pending:-:-");
    expect(openai.calls).toEqual([["callTool", "search", { q: "pizza" }]]);
    await act(async () => {
      answer.resolve({ structuredContent: { answer: "42" }, content: [] });
      await call;
    });
    expect(text()).toBe("success:42:-");
  });

  it("lets a later call supersede an earlier one's result", async () => {
    const openai = setup();
    const slow = deferred<unknown>();
    const fast = deferred<unknown>();
    const queue = [slow, fast];
    openai.answers.callTool = () => queue.shift()!.promise;
    await act(async () => {
      const first = api!.call({ q: "1" });
      const second = api!.call({ q: "2" });
      fast.resolve({ structuredContent: { answer: "second" } });
      await second;
      slow.resolve({ structuredContent: { answer: "first" } });
      // The caller of the first call still gets its own result.
      expect(await first).toEqual({ structuredContent: { answer: "first" } });
    });
    expect(text()).toBe("success:second:-");
  });

  it("reports a thrown error and an isError result, and reset goes back to idle", async () => {
    const openai = setup();
    openai.answers.callTool = () => Promise.reject(new Error("network down"));
    await act(async () => {
      expect(await api!.call({ q: "x" })).toBeUndefined();
    });
    expect(text()).toBe("error:-:network down");

    openai.answers.callTool = async () => ({ isError: true, content: [{ type: "text", text: "no such city" }] });
    await act(async () => void (await api!.call({ q: "y" })));
    expect(text()).toBe("error:-:no such city");
    expect(api!.error).toBeInstanceOf(ToolCallError);
    expect((api!.error as ToolCallError).code).toBe("tool_error");

    act(() => api!.reset());
    expect(text()).toBe("idle:-:-");
  });

  it("tells whether the host can call tools", () => {
    setup({ without: ["callTool"] });
    expect(api!.isSupported).toBe(false);
  });
});
