// The `@example` of `portTransport` and `linkedPorts` (src/port-transport.ts, src/linked-ports.ts):
// the official AppBridge as the host of a test, over two in-memory ports.
import type { JSONRPCMessage } from "@modelcontextprotocol/client";
import { AppBridge } from "@modelcontextprotocol/ext-apps/app-bridge";
import { createHost } from "@hostbridge/core";
import { linkedPorts, portTransport } from "@hostbridge/core/testing";

// #region portTransport
const { viewPort, hostPort } = linkedPorts();
const bridge = new AppBridge(null, { name: "TestHost", version: "1.0.0" }, {}, { hostContext: { theme: "dark" } });
await bridge.connect(portTransport<JSONRPCMessage>(hostPort, { onReceive: (frame) => console.log("to host", frame) }));
const host = createHost({ port: viewPort, storage: null });
await host.ready; // the ui/initialize handshake ran over the two ports
console.log(host.kind, host.getSnapshot().theme); // "mcp-apps" "dark"
await host.close();
await bridge.close();
// #endregion portTransport
