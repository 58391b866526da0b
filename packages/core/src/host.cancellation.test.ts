import { afterEach, expect, it } from "vitest";
import { TimeoutError } from "./errors.js";
import type { Host } from "./host-types.js";
import type { Progress } from "./rpc.js";
import { connectToBridge } from "./test-support/bridge.js";

let host: Host | undefined;
afterEach(async () => {
  await host?.close();
  host = undefined;
});

/** An official AppBridge whose tools/call never answers on its own: it records the abort it hears. */
async function slowBridge() {
  const heard: { aborted: Promise<unknown>; progressToken?: unknown }[] = [];
  const pair = await connectToBridge({
    capabilities: { serverTools: {} },
    setup: (bridge) => {
      bridge.oncalltool = async (params, extra) => {
        const signal = extra.mcpReq.signal;
        const aborted = new Promise((resolve) => signal.addEventListener("abort", () => resolve(signal.reason)));
        heard.push({ aborted, progressToken: params._meta?.progressToken });
        if (params._meta?.progressToken !== undefined) {
          for (const progress of [1, 2]) {
            await extra.mcpReq.notify({
              method: "notifications/progress",
              params: { progressToken: params._meta.progressToken, progress, total: 2, message: `step ${progress}` },
            });
          }
          return { content: [{ type: "text", text: "done" }] };
        }
        await aborted;
        return { content: [] };
      };
    },
  });
  host = pair.host;
  await host.ready;
  return { heard };
}

it("an aborted callTool rejects with the signal's reason and the host's handler is cancelled", async () => {
  const { heard } = await slowBridge();
  const controller = new AbortController();
  const call = host!.callTool("slow", {}, { signal: controller.signal });
  await expect.poll(() => heard.length).toBe(1);
  controller.abort(new Error("user left"));
  await expect(call).rejects.toThrow("user left");
  await expect(heard[0]!.aborted).resolves.toBeDefined(); // notifications/cancelled reached the AppBridge
});

it("a timed-out callTool rejects with TimeoutError and cancels the host's handler", async () => {
  const { heard } = await slowBridge();
  const call = host!.callTool("slow", {}, { timeoutMs: 30 });
  await expect(call).rejects.toBeInstanceOf(TimeoutError);
  await expect.poll(() => heard.length).toBe(1);
  await expect(heard[0]!.aborted).resolves.toBeDefined();
});

it("an already-aborted signal sends nothing", async () => {
  const { heard } = await slowBridge();
  const call = host!.callTool("slow", {}, { signal: AbortSignal.abort(new Error("too late")) });
  await expect(call).rejects.toThrow("too late");
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(heard).toHaveLength(0);
});

it("progress notifications reach the call's onProgress", async () => {
  const { heard } = await slowBridge();
  const seen: Progress[] = [];
  const result = await host!.callTool("with_progress", { a: 1 }, { onProgress: (progress) => seen.push(progress) });
  expect(result.content).toEqual([{ type: "text", text: "done" }]);
  expect(heard[0]!.progressToken).toBeDefined();
  expect(seen).toEqual([
    { progress: 1, total: 2, message: "step 1" },
    { progress: 2, total: 2, message: "step 2" },
  ]);
});
