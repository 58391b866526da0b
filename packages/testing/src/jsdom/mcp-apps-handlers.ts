// The fake MCP Apps host's answers, one small function per JSON-RPC method the widget may send,
// and the rules for which of them a host (or its preset's real host) serves at all.
import type { DisplayMode } from "@hostbridge/core";
import type { AppBridge, McpUiHostCapabilities, McpUiHostContext } from "@modelcontextprotocol/ext-apps/app-bridge";
import type { HostProfile } from "../model/host-profiles.js";
import { CAPABILITY_METHODS } from "../model/profile-refusals.js";
import { runTool } from "../model/tools.js";
import { displayModeAnswer } from "./display-mode-answer.js";
import type { McpAppsHandlers, McpAppsHostOptions, ResultOf } from "./mcp-apps-host-types.js";
import type { McpAppsActivity } from "./mcp-apps-recorder.js";

/** What a handler reads and changes on its host. */
export interface HandlerHost {
  /** The official bridge the answers are set on. */
  readonly bridge: AppBridge;
  /** The test's replacements for the default answers. */
  readonly handlers: McpAppsHandlers;
  /** The host's options (its `tools` and `resources` answer by default). */
  readonly options: McpAppsHostOptions;
  /** Where the answers note what the widget asked for. */
  readonly activity: McpAppsActivity;
  /** The profile the host plays (its display-mode rules). */
  readonly profile: HostProfile;
  /** The host context as the host holds it now. */
  hostContext(): McpUiHostContext;
  /** Merges into the host context and sends the changed keys. */
  applyContext(partial: McpUiHostContext): Promise<void>;
}

/**
 * Which requests a host serves: what it advertises, plus what its preset's real host answers
 * without advertising it, minus what that host refuses whatever it advertises.
 */
export interface ServingRules {
  /** The capabilities the host advertises. */
  readonly capabilities: McpUiHostCapabilities;
  /** Capabilities answered though not advertised. */
  readonly answered: ReadonlySet<string>;
  /** Methods refused (-32601) though advertised. */
  readonly refused: ReadonlySet<string>;
}

/** The serving rules of a host with these capabilities playing `preset` (none: no exceptions). */
export function servingRules(preset: HostProfile | undefined, capabilities: McpUiHostCapabilities): ServingRules {
  return {
    capabilities,
    answered: new Set<string>(preset?.answersUnadvertised ?? []),
    refused: new Set<string>(preset?.refusedMethods ?? []),
  };
}

/** A capability the host lacks is not served (the widget gets -32601), unless a handler says otherwise. */
function serves(rules: ServingRules, capability: keyof McpUiHostCapabilities, custom: unknown): boolean {
  if (custom !== undefined) return true;
  if (rules.refused.has(CAPABILITY_METHODS[capability] ?? "")) return false;
  return rules.capabilities[capability] !== undefined || rules.answered.has(capability);
}

/** A read of a resource the host does not have: MCP's -32002, as a server answers it. */
class ResourceNotFound extends Error {
  /** MCP's "resource not found" error code. */
  readonly code = -32002;
}

/** `tools/call`: the handler's answer, else the `tools` option's. */
function answerCallTool({ bridge, handlers, options }: HandlerHost): void {
  bridge.oncalltool = async (params) =>
    (handlers.callTool ? handlers.callTool(params) : runTool(options.tools, params.name, params.arguments)) as Promise<
      ResultOf<"oncalltool">
    >;
}

/** `ui/message`: recorded in `messages`. */
function answerMessage({ bridge, handlers, activity }: HandlerHost): void {
  bridge.onmessage = async (params) => {
    activity.messages.push(params);
    return (await handlers.message?.(params)) ?? {};
  };
}

/** `ui/open-link`: the URL recorded in `openedLinks`. */
function answerOpenLink({ bridge, handlers, activity }: HandlerHost): void {
  bridge.onopenlink = async (params) => {
    activity.openedLinks.push(params.url);
    return (await handlers.openLink?.(params)) ?? {};
  };
}

/** `ui/download-file`: recorded in `downloads`. */
function answerDownloadFile({ bridge, handlers, activity }: HandlerHost): void {
  bridge.ondownloadfile = async (params) => {
    activity.downloads.push(params);
    return (await handlers.downloadFile?.(params)) ?? {};
  };
}

/** `ui/update-model-context`: kept in `modelContext`. */
function answerUpdateModelContext({ bridge, handlers, activity }: HandlerHost): void {
  bridge.onupdatemodelcontext = async (params) => {
    activity.modelContext = params;
    await handlers.updateModelContext?.(params);
    return {};
  };
}

/** `resources/read`: the handler's answer, else the `resources` option's (a text body or a full result). */
function answerReadResource({ bridge, handlers, options }: HandlerHost): void {
  bridge.onreadresource = async (params) => {
    if (handlers.readResource) return handlers.readResource(params);
    const resource = options.resources?.[params.uri];
    if (resource === undefined) throw new ResourceNotFound(`Resource not found: ${params.uri}`);
    return typeof resource === "string"
      ? { contents: [{ uri: params.uri, mimeType: "text/plain", text: resource }] }
      : resource;
  };
}

/** `ui/request-display-mode`: grants a mode the profile's host would, and tells the widget of the change. */
function answerRequestDisplayMode(host: HandlerHost): void {
  const { bridge, handlers, profile } = host;
  bridge.onrequestdisplaymode = async (params) => {
    if (handlers.requestDisplayMode) return handlers.requestDisplayMode(params);
    const context = host.hostContext();
    const current = (context.displayMode ?? "inline") as DisplayMode;
    const granted = displayModeAnswer(profile, {
      asked: params.mode,
      current,
      hostModes: (context.availableDisplayModes ?? []) as DisplayMode[],
      appModes: bridge.getAppCapabilities()?.availableDisplayModes as DisplayMode[] | undefined,
    });
    if (granted !== current) await host.applyContext({ displayMode: granted });
    return { mode: granted };
  };
}

/** `notifications/message`: recorded in `logs`. */
function recordLog({ bridge, handlers, activity }: HandlerHost): void {
  bridge.onloggingmessage = (params) => {
    activity.logs.push(params);
    handlers.log?.(params);
  };
}

/** `ui/notifications/size-changed`: recorded in `sizes`. */
function recordSizeChange({ bridge, handlers, activity }: HandlerHost): void {
  bridge.onsizechange = (params) => {
    activity.sizes.push(params);
    handlers.sizeChange?.(params);
  };
}

/** `ui/notifications/request-teardown`: counted in `teardownRequests`. */
function recordTeardownRequest({ bridge, handlers, activity }: HandlerHost): void {
  bridge.onrequestteardown = () => {
    activity.teardownRequests++;
    handlers.requestTeardown?.();
  };
}

/** A request answered only when the host serves its capability (or the test gives its handler). */
interface CapabilityAnswer {
  /** The capability that serves the request. */
  readonly capability: keyof McpUiHostCapabilities;
  /** The test's handler that replaces the default answer. */
  readonly handler: keyof McpAppsHandlers;
  /** Sets the answer on the bridge. */
  readonly install: (host: HandlerHost) => void;
}

const CAPABILITY_ANSWERS: readonly CapabilityAnswer[] = [
  { capability: "serverTools", handler: "callTool", install: answerCallTool },
  { capability: "message", handler: "message", install: answerMessage },
  { capability: "openLinks", handler: "openLink", install: answerOpenLink },
  { capability: "downloadFile", handler: "downloadFile", install: answerDownloadFile },
  { capability: "updateModelContext", handler: "updateModelContext", install: answerUpdateModelContext },
  { capability: "serverResources", handler: "readResource", install: answerReadResource },
];

/** Notifications every host records, whatever it advertises. */
const NOTIFICATION_RECORDERS: readonly ((host: HandlerHost) => void)[] = [
  recordLog,
  recordSizeChange,
  recordTeardownRequest,
];

const REQUEST_DISPLAY_MODE = "ui/request-display-mode";

/** What the profile's host refuses gets -32601, even where the official bridge has a default answer. */
function removeRefused({ bridge, handlers }: HandlerHost, refused: ReadonlySet<string>): void {
  for (const method of refused) {
    const custom = method === REQUEST_DISPLAY_MODE ? handlers.requestDisplayMode : undefined;
    if (custom === undefined) bridge.removeRequestHandler(method);
  }
}

/** Sets every answer the host serves under `rules` on its bridge, and the notification records. */
export function installHandlers(host: HandlerHost, rules: ServingRules): void {
  for (const answer of CAPABILITY_ANSWERS) {
    if (serves(rules, answer.capability, host.handlers[answer.handler])) answer.install(host);
  }
  // Display modes need no capability: every host answers them unless its real host refuses to.
  if (host.handlers.requestDisplayMode !== undefined || !rules.refused.has(REQUEST_DISPLAY_MODE)) {
    answerRequestDisplayMode(host);
  }
  removeRefused(host, rules.refused);
  for (const record of NOTIFICATION_RECORDERS) record(host);
}
