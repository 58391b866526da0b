import { AppBridge } from "@modelcontextprotocol/ext-apps/app-bridge";
import type { McpUiHostCapabilities, McpUiHostContext } from "@modelcontextprotocol/ext-apps/app-bridge";
import type { JSONRPCMessage } from "@modelcontextprotocol/client";
import { createHost } from "../host.js";
import type { CreateHostOptions, Host } from "../host-types.js";
import { linkedPorts } from "../linked-ports.js";
import type { Port } from "../port.js";
import { portTransport } from "../port-transport.js";

export interface BridgePair {
  host: Host;
  bridge: AppBridge;
  /** Resolves when the bridge got `ui/notifications/initialized`. */
  initialized: Promise<void>;
  /** The host side's port, to inject raw frames. */
  hostPort: Port;
}

/**
 * Our Host (View side) and the official AppBridge (host side) over linked in-memory ports.
 * `setup` runs before the bridge connects: register handlers there.
 */
export async function connectToBridge(
  options: {
    capabilities?: McpUiHostCapabilities;
    hostContext?: McpUiHostContext;
    hostOptions?: CreateHostOptions;
    setup?: (bridge: AppBridge) => void;
  } = {},
): Promise<BridgePair> {
  const { viewPort, hostPort } = linkedPorts();
  const bridge = new AppBridge(null, { name: "TestHost", version: "1.0.0" }, options.capabilities ?? {}, {
    hostContext: options.hostContext ?? { theme: "light", displayMode: "inline" },
  });
  options.setup?.(bridge);
  const initialized = new Promise<void>((resolve) => bridge.addEventListener("initialized", () => resolve()));
  await bridge.connect(portTransport<JSONRPCMessage>(hostPort));
  const host = createHost({ port: viewPort, storage: null, notice: false, ...options.hostOptions });
  return { host, bridge, initialized, hostPort };
}
