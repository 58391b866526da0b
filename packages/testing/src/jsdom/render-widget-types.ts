import type {
  CreateHostOptions,
  DeviceType,
  DisplayMode,
  FileRef,
  Host,
  ToolResult,
  UnknownObject,
} from "@hostbridge/core";
import type { RenderOptions, RenderResult } from "@testing-library/react";
import type { ChatGptHost, ChatGptHostOptions } from "./chatgpt-host.js";
import type { McpAppsHost, McpAppsHostOptions } from "./mcp-apps-host.js";
import type { AppToolDefinition, AppToolResult } from "../model/app-tools.js";
import type { HostProfileId } from "../model/profile-ids.js";
import type { HostProfile } from "../model/profile-types.js";
import type { OpenAiGlobals } from "../model/openai-object.js";
import type { ToolMap } from "../model/tools.js";

/** Which host the widget runs in: ChatGPT's `window.openai`, a plain MCP Apps host, or both (ChatGPT today). */
export type HostMode = "chatgpt" | "mcp-apps" | "chatgpt+mcp";

/** What `renderWidget` takes: the initial globals, the host mode and the fakes' options. */
export interface RenderWidgetOptions extends Partial<OpenAiGlobals> {
  /**
   * Be one of the hosts of `@hostbridge/testing/profiles` (`"vscode"`, `"claude-ai"`, ...): its
   * capabilities, host context and behaviour (methods it refuses with -32601, how it answers a
   * display mode, what it replays when the widget reconnects, no frame storage where it gives
   * none). The host mode follows: `"chatgpt+mcp"` for the ChatGPT profiles, else `"mcp-apps"`.
   * A host that shows no widget (`"claude-code"`) rejects with `HostShowsNoWidgetError`.
   */
  profile?: HostProfileId;
  /** Default: the profile's (see `profile`), else `"chatgpt"`. */
  host?: HostMode;
  /** The tool call needs approval: no `toolInput` until `approve(args)`. */
  pendingApproval?: boolean;
  /** The device the fakes describe (`mobile`/`tablet`: touch, no hover). */
  device?: DeviceType;
  /** The finished tool call, instead of `toolOutput`/`toolResponseMetadata` (keeps `_meta`, `content`, `isError`). */
  toolResult?: ToolResult;
  /** Fake server tools, answered in every mode. */
  tools?: ToolMap;
  /** ChatGPT's file library; `false`: `selectFiles` is absent. */
  fileLibrary?: FileRef[] | false;
  /** Display modes the host grants. */
  availableDisplayModes?: DisplayMode[];
  /** Extra options for the fake ChatGPT host (handlers, redirect domains, ...). */
  chatgpt?: Omit<ChatGptHostOptions, "window">;
  /** Extra options for the fake MCP Apps host (capabilities, handlers, resources, ...). */
  mcp?: McpAppsHostOptions;
  /** Options for the widget's `createHost` (appInfo, timeouts, ...). Storage defaults to in-memory. */
  hostOptions?: Omit<CreateHostOptions, "window" | "port">;
  /** Passed to Testing Library's `render`. */
  renderOptions?: Omit<RenderOptions, "queries">;
}

/** What `renderWidget` returns: Testing Library's result, the Host, the fakes and helpers that play the host's side. */
export interface RenderWidgetResult extends RenderResult {
  /** The host mode the widget runs in. */
  mode: HostMode;
  /** The profile played (`options.profile`), if any. */
  profile?: HostProfile;
  /** The Host the widget's hooks use. */
  host: Host;
  /** The fake ChatGPT host (modes `chatgpt`, `chatgpt+mcp`). */
  chatgpt?: ChatGptHost;
  /** The fake MCP Apps host (modes `mcp-apps`, `chatgpt+mcp`). */
  mcp?: McpAppsHost;
  /**
   * Plays a host-side change in every fake present (ChatGPT: `set`; MCP Apps: host context, tool
   * input or tool result) and waits until the widget has re-rendered.
   */
  update(globals: Partial<OpenAiGlobals>): Promise<void>;
  /** The tool call finished with `result`, in every fake present; waits for the re-render. */
  deliverToolResult(result: ToolResult): Promise<void>;
  /** The user approves the pending tool call in every fake present. */
  approve(args: UnknownObject): Promise<void>;
  /** Lets pending host messages arrive and React re-render (inside `act`). */
  settle(): Promise<void>;
  /** Tool calls the widget made, whichever fake answered them. */
  toolCalls(): {
    /** The tool's name. */
    name: string;
    /** The arguments as sent. */
    args: UnknownObject;
  }[];
  /** Follow-up message prompts the widget sent, whichever fake received them. */
  followUps(): string[];
  /** URLs the widget asked to open, whichever fake received them. */
  openedLinks(): string[];
  /**
   * The widget's own tools (`useAppTool`, `registerAppTools`) as the MCP Apps host lists them: its
   * `tools/list` answer. Modes `mcp-apps` and `chatgpt+mcp` (in `chatgpt` it rejects: `window.openai`
   * cannot list a widget's tools). Rejects with `AppToolsNotDeclaredError` when the widget's host
   * was created without `appCapabilities.tools` (`hostOptions: { appCapabilities: { tools: {} } }`),
   * as a real host then lists none.
   */
  appTools(): Promise<AppToolDefinition[]>;
  /**
   * The MCP Apps host calls one of the widget's own tools (`tools/call`); resolves with its result
   * once React re-rendered. Rejects like `appTools()`, or with the widget's JSON-RPC error (e.g. an
   * unknown name).
   */
  callAppTool(name: string, args?: UnknownObject): Promise<AppToolResult>;
  /** Unmounts the widget, closes the Host and removes the fakes (also done after each test). */
  cleanup(): Promise<void>;
}
