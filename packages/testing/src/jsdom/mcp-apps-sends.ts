// What the fake MCP Apps host sends on its own: a queue that holds every send until the widget is
// initialized, and the tool call's input and result, again after a reload as the profile's host does.
import type { ToolResult } from "@hostbridge/core";
import type { AppBridge } from "@modelcontextprotocol/ext-apps/app-bridge";
import { emptiedToolResult } from "../model/profile-behaviour.js";
import type { ReloadBehaviour } from "../model/profile-types.js";
import type { McpAppsHostOptions } from "./mcp-apps-host-types.js";

/** Puts a send in the queue; it resolves or rejects with the send. */
export type Enqueue = <T>(send: () => Promise<T>) => Promise<T>;

/** The host's sends, in call order. */
export interface SendQueue {
  /** Sends once the queue is ready and every earlier send went out. */
  readonly enqueue: Enqueue;
  /** Resolves when every queued send has gone out. */
  idle(): Promise<void>;
}

/**
 * Every send waits for `whenReady()` (the widget's `initialized`), then goes out in call order; a
 * send whose turn comes after `isClosed()` rejects. A failed send does not stop the ones after it.
 */
export function createSendQueue(whenReady: () => Promise<unknown>, isClosed: () => boolean): SendQueue {
  let queue: Promise<unknown> = Promise.resolve();
  const enqueue = <T>(send: () => Promise<T>): Promise<T> => {
    const next = queue.then(whenReady).then(() => {
      if (isClosed()) throw new Error("The fake MCP Apps host is closed.");
      return send();
    });
    queue = next.catch(() => undefined);
    return next;
  };
  return { enqueue, idle: () => queue.then(() => undefined) };
}

/** The tool result the options describe: `toolResult`, else one built from `toolOutput` and its metadata. */
export function toolResultFor(options: McpAppsHostOptions): ToolResult | undefined {
  if (options.toolResult) return options.toolResult;
  if (options.toolOutput === undefined && options.toolResponseMetadata === undefined) return undefined;
  const result: ToolResult = {
    content: [{ type: "text", text: JSON.stringify(options.toolOutput ?? null) }],
  };
  if (options.toolOutput !== undefined) result.structuredContent = options.toolOutput;
  if (options.toolResponseMetadata !== undefined) result._meta = options.toolResponseMetadata;
  return result;
}

/** The sends of the tool call the host shows. */
export interface ToolCallSends {
  /** Queues the tool input (unless it waits for approval) and the tool result the options give. */
  sendInitial(): void;
  /** After the widget's frame reloaded and connected again: what the profile's host sends then. */
  replayAfterReload(reload: ReloadBehaviour): void;
}

/** The tool call's sends of a host with these options, queued with `enqueue`. */
export function toolCallSends(bridge: AppBridge, options: McpAppsHostOptions, enqueue: Enqueue): ToolCallSends {
  const initialInput = options.toolInput;
  const initialResult = toolResultFor(options);
  const sendInitial = () => {
    if (initialInput !== undefined && !options.pendingApproval)
      void enqueue(() => bridge.sendToolInput({ arguments: initialInput }));
    if (initialResult !== undefined) void enqueue(() => bridge.sendToolResult(initialResult as never));
  };
  return {
    sendInitial,
    replayAfterReload(reload) {
      if (reload === "resends-result") sendInitial();
      else if (reload === "replays-emptied-result" && initialResult !== undefined)
        void enqueue(() => bridge.sendToolResult(emptiedToolResult() as never));
      // "sends-nothing" and "frame-not-restored": nothing is sent again.
    },
  };
}
