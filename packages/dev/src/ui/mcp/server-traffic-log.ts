import type { JSONRPCMessage } from "@modelcontextprotocol/client";
import type { LogStore } from "../host/log-store.js";
import { describeMessage } from "../host/logged-transport.js";
import type { LogInput } from "../host/types.js";
import type { TransportObserver } from "./observe-transport.js";
import { errorMessage } from "../error-message.js";

/** Logs the page's MCP traffic with its server on the `server` channel (`out`: page to server). */
export function serverTrafficLog(store: Pick<LogStore, "add" | "fail">): TransportObserver {
  const input = (direction: "in" | "out", message: JSONRPCMessage): LogInput => ({
    channel: "server",
    direction,
    ...describeMessage(message),
    data: message,
  });
  return {
    sent: (message) => store.add(input("out", message)),
    received: (message) => store.add(input("in", message)),
    failed: (message, error) => store.fail(input("out", message), errorMessage(error)),
  };
}
