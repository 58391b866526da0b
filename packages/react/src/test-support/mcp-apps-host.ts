import { AppBridge } from "@modelcontextprotocol/ext-apps/app-bridge";
import type { McpUiHostCapabilities, McpUiHostContext } from "@modelcontextprotocol/ext-apps/app-bridge";
import { createHost, type CreateHostOptions, type Host } from "@hostbridge/core";
import { linkedPorts, portTransport } from "@hostbridge/core/testing";
import type { JSONRPCMessage } from "@modelcontextprotocol/client";

/** A real host in a plain MCP Apps host, and the official `AppBridge` on the host's side. */
export interface McpAppsTestHost {
  host: Host;
  bridge: AppBridge;
}

/**
 * `createHost` with the official `AppBridge` as its peer over linked in-memory ports, after the
 * handshake. `setup` runs before the bridge connects: register its handlers there.
 */
export async function mcpAppsHost(
  options: {
    capabilities?: McpUiHostCapabilities;
    hostContext?: McpUiHostContext;
    hostOptions?: CreateHostOptions;
    setup?: (bridge: AppBridge) => void;
  } = {},
): Promise<McpAppsTestHost> {
  const { viewPort, hostPort } = linkedPorts();
  const bridge = new AppBridge(null, { name: "TestHost", version: "1" }, options.capabilities ?? {}, {
    hostContext: options.hostContext ?? {},
  });
  options.setup?.(bridge);
  await bridge.connect(portTransport<JSONRPCMessage>(hostPort));
  const host = createHost({ port: viewPort, storage: null, notice: false, ...options.hostOptions });
  await host.ready;
  return { host, bridge };
}
