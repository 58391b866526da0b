import { describe, expect, it } from "vitest";
import { createHost } from "@hostbridge/core";
import { useDisplayMode } from "@hostbridge/react";
import { createMcpAppsHost } from "../index.js";
import { captureHook } from "../test-support/react-helpers.js";

describe("useDisplayMode in a plain MCP Apps host", () => {
  it("takes a list of only inline as it is: offers no other mode and asks for none", async () => {
    const mcp = createMcpAppsHost({ availableDisplayModes: ["inline"] });
    const host = createHost({ port: mcp.port, storage: null, notice: false });
    await host.ready;
    const dm = captureHook(host, useDisplayMode);
    expect(dm.get().availableModes).toEqual(["inline"]);
    expect(await dm.get().request("fullscreen")).toEqual({ mode: "inline" });
    await mcp.idle();
    expect(mcp.requestsOf("ui/request-display-mode")).toEqual([]);
    await host.close();
  });
});
