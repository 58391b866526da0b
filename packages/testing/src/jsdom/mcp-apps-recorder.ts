// What the fake MCP Apps host records: every frame both ways, the widget's requests and
// notifications, the requests still unanswered, and the activity its handlers note.
import type { UnknownObject } from "@hostbridge/core";
import type { JSONRPCMessage } from "@modelcontextprotocol/client";
import { withLiveProperties } from "../model/live-properties.js";
import type { PortTransportTaps } from "@hostbridge/core/testing";
import type {
  DownloadFileParams,
  LoggingParams,
  McpAppsHost,
  McpAppsHostOptions,
  MessageParams,
  RecordedNotification,
  RecordedRequest,
  SizeChangedParams,
  UpdateModelContextParams,
} from "./mcp-apps-host-types.js";

/** What the host's handlers note of the widget's requests and notifications, beyond the frames. */
export interface McpAppsActivity {
  /** `ui/message` params, oldest first. */
  readonly messages: MessageParams[];
  /** URLs asked for with `ui/open-link`. */
  readonly openedLinks: string[];
  /** The latest `ui/update-model-context` params, or `null`. */
  modelContext: UpdateModelContextParams | null;
  /** `notifications/message` params, oldest first. */
  readonly logs: LoggingParams[];
  /** `ui/notifications/size-changed` params, oldest first. */
  readonly sizes: SizeChangedParams[];
  /** `ui/download-file` params, oldest first. */
  readonly downloads: DownloadFileParams[];
  /** How many times the widget sent `ui/notifications/request-teardown`. */
  teardownRequests: number;
}

/** The controller's records: the same names and live values as on `McpAppsHost`. */
export type McpAppsRecords = Pick<
  McpAppsHost,
  | "received"
  | "sent"
  | "requests"
  | "notifications"
  | "requestsOf"
  | "notificationsOf"
  | "clearRecords"
  | "messages"
  | "openedLinks"
  | "modelContext"
  | "logs"
  | "sizes"
  | "downloads"
  | "teardownRequests"
  | "pendingRequests"
>;

/** The recorder of one fake MCP Apps host. */
export interface McpAppsRecorder {
  /** Where the handlers note what the widget asked for. */
  readonly activity: McpAppsActivity;
  /** Give these to the host's `portTransport`: they record each frame as it passes. */
  readonly taps: Required<PortTransportTaps<JSONRPCMessage>>;
  /** The records as the controller exposes them (getters: read later, they see what happened since). */
  readonly records: McpAppsRecords;
}

/** The fields of a JSON-RPC frame the recorder reads. */
interface FrameFields {
  id?: string | number;
  method?: string;
  params?: UnknownObject;
}

/** The activity the controller shows, each as a live property of the same name. */
const ACTIVITY_KEYS = [
  "messages",
  "openedLinks",
  "modelContext",
  "logs",
  "sizes",
  "downloads",
  "teardownRequests",
] as const satisfies readonly (keyof McpAppsActivity)[];

function emptyActivity(): McpAppsActivity {
  return {
    messages: [],
    openedLinks: [],
    modelContext: null,
    logs: [],
    sizes: [],
    downloads: [],
    teardownRequests: 0,
  };
}

/** A recorder that also passes every frame to `onFrame` (`"in"` from the widget, `"out"` to it). */
export function createMcpAppsRecorder(onFrame: McpAppsHostOptions["onFrame"]): McpAppsRecorder {
  const received: JSONRPCMessage[] = [];
  const sent: JSONRPCMessage[] = [];
  const requests: RecordedRequest[] = [];
  const notifications: RecordedNotification[] = [];
  const unanswered = new Set<string | number>();
  const activity = emptyActivity();

  const taps = {
    onReceive(message: JSONRPCMessage) {
      received.push(message);
      onFrame?.("in", message);
      const frame = message as FrameFields;
      if (typeof frame.method !== "string") return;
      if (frame.id !== undefined) {
        requests.push({ id: frame.id, method: frame.method, params: frame.params });
        unanswered.add(frame.id);
      } else notifications.push({ method: frame.method, params: frame.params });
    },
    onSend(message: JSONRPCMessage) {
      sent.push(message);
      onFrame?.("out", message);
      const frame = message as FrameFields;
      // A frame with an id and no method is the host's answer to that request.
      if (frame.method === undefined && frame.id !== undefined) unanswered.delete(frame.id);
    },
  };

  const frameRecords = {
    received,
    sent,
    requests,
    notifications,
    requestsOf: (method: string) => requests.filter((request) => request.method === method),
    notificationsOf: (method: string) => notifications.filter((notification) => notification.method === method),
    clearRecords() {
      received.length = 0;
      sent.length = 0;
      requests.length = 0;
      notifications.length = 0;
      Object.assign(activity, emptyActivity());
    },
    get pendingRequests() {
      return unanswered.size;
    },
  };
  const records: McpAppsRecords = withLiveProperties(frameRecords, activity, ACTIVITY_KEYS);

  return { activity, taps, records };
}
