import { act, waitFor } from "@testing-library/react";
import type { Progress } from "@hostbridge/core";
import { expect, it } from "vitest";
import { mcpAppsHost } from "./test-support/mcp-apps-host.js";
import { captureHook } from "./test-support/render-with.js";
import { useCallTool } from "./use-call-tool.js";

it("useCallTool: an abort cancels the host's handler, progress reaches the callback (official AppBridge)", async () => {
  const cancelled: unknown[] = [];
  const { host } = await mcpAppsHost({
    capabilities: { serverTools: {} },
    setup: (bridge) => {
      bridge.oncalltool = async (params, extra) => {
        const token = params._meta?.progressToken;
        if (token !== undefined) {
          await extra.mcpReq.notify({
            method: "notifications/progress",
            params: { progressToken: token, progress: 1 },
          });
          return { content: [] };
        }
        await new Promise((resolve) => extra.mcpReq.signal.addEventListener("abort", resolve));
        cancelled.push(params.name);
        return { content: [] };
      };
    },
  });
  const hook = captureHook(host, () => useCallTool("slow"));

  const controller = new AbortController();
  let pending: Promise<unknown> | undefined;
  act(() => {
    pending = hook.get().call({}, { signal: controller.signal });
  });
  act(() => controller.abort(new Error("gone")));
  await act(() => pending);
  await waitFor(() => expect(hook.get().status).toBe("error"));
  expect(hook.get().error?.message).toBe("gone");
  await waitFor(() => expect(cancelled).toEqual(["slow"]));

  const seen: Progress[] = [];
  await act(() => hook.get().call({}, { onProgress: (progress) => seen.push(progress) }));
  expect(hook.get().status).toBe("success");
  expect(seen).toEqual([{ progress: 1 }]);
  hook.unmount();
  await host.close();
});
