// @vitest-environment node
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { useWidgetRoute } from "./router.js";
import { StrictMode } from "react";
import { describe, expect, it } from "vitest";
import { DEFAULT_SNAPSHOT } from "@hostbridge/core";
// Every hook through the namespace: no second copy of the export list to keep in step.
import * as hooks from "./index.js";
import { HostProvider, createWidgetStore } from "./index.js";
import { chatGptHost } from "./test-support/chatgpt-host.js";
import { trackSubscriptions } from "./test-support/subscriptions.js";

const useStore = createWidgetStore<{ todos: string[] }>(() => ({ todos: ["server-default"] }));

function EveryHook() {
  const values = {
    kind: hooks.useHostInstance().kind,
    selected: hooks.useHost((s) => s.toolStatus),
    referenceTheme: hooks.useOpenAiGlobal("theme"),
    toolInput: hooks.useToolInput(),
    toolOutput: hooks.useToolOutput(),
    metadata: hooks.useToolResponseMetadata(),
    widgetStateValue: hooks.useWidgetStateValue(),
    theme: hooks.useTheme(),
    displayMode: hooks.useDisplayMode().mode,
    canRequestMode: hooks.useDisplayMode().isSupported,
    maxHeight: hooks.useMaxHeight(),
    safeArea: hooks.useSafeArea(),
    view: hooks.useView(),
    userAgent: hooks.useUserAgent(),
    locale: hooks.useLocale(),
    status: hooks.useToolResult().status,
    widgetState: hooks.useWidgetState({ step: 1 })[0],
    store: useStore((s) => s.todos),
    modal: hooks.useModal().isModal,
    files: hooks.useFiles().isSupported,
    callTool: hooks.useCallTool("x").status,
    followUp: hooks.useSendFollowUpMessage().isSupported,
    external: hooks.useOpenExternal().isSupported,
    openInApp: hooks.useSetOpenInAppUrl().isSupported,
    close: hooks.useRequestClose().isSupported,
    height: hooks.useIntrinsicHeight().isSupported,
    canCall: hooks.useSupports("callTool"),
    checkout: hooks.useRequestCheckout().isSupported,
  };
  return <pre>{JSON.stringify(values)}</pre>;
}

const parse = (html: string) => JSON.parse(html.replace(/^<pre>|<\/pre>$/g, "").replace(/&quot;/g, '"'));

const defaults = {
  selected: "idle",
  referenceTheme: DEFAULT_SNAPSHOT.theme,
  toolInput: null,
  toolOutput: null,
  metadata: null,
  widgetStateValue: null,
  theme: "light",
  displayMode: "inline",
  maxHeight: null,
  safeArea: DEFAULT_SNAPSHOT.safeArea,
  view: { mode: "inline" },
  userAgent: DEFAULT_SNAPSHOT.userAgent,
  locale: "en-US",
  status: "idle",
  widgetState: { step: 1 },
  store: ["server-default"],
  modal: false,
  callTool: "idle",
};

describe("server rendering", () => {
  it("renders every hook without a document or provider and yields the defaults", () => {
    expect(typeof document).toBe("undefined");
    const values = parse(
      renderToString(
        <StrictMode>
          <EveryHook />
        </StrictMode>,
      ),
    );
    expect(values).toMatchObject(defaults);
    // Nothing is supported on the server: no host was created.
    expect(values).toMatchObject({
      canRequestMode: false,
      files: { upload: false, select: false, library: false, getDownloadUrl: false },
      followUp: false,
      external: false,
      openInApp: false,
      close: false,
      height: false,
      canCall: false,
      checkout: false,
    });
  });

  it("uses the server snapshot even when a provided host already has data", () => {
    const { host } = chatGptHost({
      globals: { theme: "dark", toolOutput: { secret: 1 }, widgetState: { step: 9 } },
    });
    const subscriptions = trackSubscriptions(host);
    expect(host.getSnapshot().theme).toBe("dark"); // the host has its data: the render must not use it
    const values = parse(
      renderToString(
        <HostProvider host={host}>
          <EveryHook />
        </HostProvider>,
      ),
    );
    expect(values).toMatchObject(defaults);
    expect(subscriptions.made()).toBe(0);
  });

  it("renders the router helper on the server without saving or restoring anything", () => {
    function Route() {
      return <p>{String(useWidgetRoute())}</p>;
    }
    expect(
      renderToString(
        <StaticRouter location="/pizzas/1">
          <Route />
        </StaticRouter>,
      ),
    ).toBe("<p>null</p>");
  });
});
