import { StrictMode, useRef } from "react";
import { act, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { cleanup as cleanupFakes } from "../index.js";
// The hooks through the namespace: no second copy of the export list to keep in step.
import * as hooks from "@hostbridge/react";
import { HostProvider, createWidgetStore } from "@hostbridge/react";
import { chatGptDriver, mcpAppsDriver, settle, type Driver } from "../test-support/react-drivers.js";

const tools = {
  add: ({ a, b }: Record<string, unknown>) => ({
    content: [],
    structuredContent: { sum: (a as number) + (b as number) },
  }),
};

let drivers: Driver[] = [];
afterEach(async () => {
  await Promise.all(drivers.map((d) => d.host.close()));
  drivers = [];
  await cleanupFakes();
});

const kinds = [
  ["ChatGPT (fake window.openai)", () => chatGptDriver({ tools })],
  ["plain MCP Apps host (official AppBridge)", () => mcpAppsDriver({ tools })],
] as const;

const renders = { theme: 0, output: 0 };
function ThemeOnly() {
  renders.theme++;
  return <i data-testid="theme-only">{hooks.useTheme()}</i>;
}
function OutputOnly() {
  renders.output++;
  return <i data-testid="output-only">{JSON.stringify(hooks.useToolOutput())}</i>;
}

function Globals() {
  const input = hooks.useToolInput<{ city: string }>();
  const output = hooks.useToolOutput<{ pizzas: string[] }>();
  const meta = hooks.useToolResponseMetadata<{ token: string }>();
  const result = hooks.useToolResult();
  const referenceTheme = hooks.useOpenAiGlobal("theme");
  const view = hooks.useView();
  const hostName = hooks.useHost((s) => s.hostInfo?.name ?? "none");
  const canCall = hooks.useSupports("callTool");
  return (
    <dl>
      <dd data-testid="host-name">{hostName}</dd>
      <dd data-testid="can-call">{String(canCall)}</dd>
      <dd data-testid="input">{input?.city ?? "-"}</dd>
      <dd data-testid="output">{output?.pizzas.join(",") ?? "-"}</dd>
      <dd data-testid="meta">{meta?.token ?? "-"}</dd>
      <dd data-testid="status">{result.status}</dd>
      <dd data-testid="reference-theme">{referenceTheme}</dd>
      <dd data-testid="locale">{hooks.useLocale()}</dd>
      <dd data-testid="max-height">{String(hooks.useMaxHeight())}</dd>
      <dd data-testid="safe-top">{hooks.useSafeArea().insets.top}</dd>
      <dd data-testid="device">{hooks.useUserAgent().device.type}</dd>
      <dd data-testid="view">{view.mode}</dd>
    </dl>
  );
}

function mount(driver: Driver, ui: React.ReactNode) {
  drivers.push(driver);
  return render(<HostProvider host={driver.host}>{ui}</HostProvider>);
}

describe.each(kinds)("in %s", (_name, makeDriver) => {
  it("globals and the tool lifecycle follow the host", async () => {
    const driver = makeDriver();
    mount(driver, <Globals />);
    await act(() => driver.host.ready);
    await act(() =>
      driver.deliver({
        input: { city: "Paris" },
        output: { pizzas: ["margherita", "diavola"] },
        meta: { token: "t1" },
      }),
    );
    await waitFor(() => expect(screen.getByTestId("output").textContent).toBe("margherita,diavola"));
    expect(screen.getByTestId("input").textContent).toBe("Paris");
    // Both hosts hand the widget the result's _meta (ChatGPT as toolResponseMetadata, MCP Apps as the result's _meta).
    expect(screen.getByTestId("meta").textContent).toBe("t1");
    expect(screen.getByTestId("status").textContent).toBe("success");
    expect(screen.getByTestId("view").textContent).toBe("inline");
    expect(screen.getByTestId("max-height").textContent).toBe("500");
    expect(screen.getByTestId("safe-top").textContent).toBe("0");
    expect(screen.getByTestId("can-call").textContent).toBe("true");
    if (driver.kind === "mcp-apps") {
      expect(screen.getByTestId("locale").textContent).toBe("fr-FR");
      expect(screen.getByTestId("host-name").textContent).not.toBe("none");
    } else {
      expect(screen.getByTestId("device").textContent).toBe("desktop");
    }

    await act(() => driver.setTheme("dark"));
    await waitFor(() => expect(screen.getByTestId("reference-theme").textContent).toBe("dark"));
  });

  it("a theme reader does not re-render when toolOutput changes, and the reverse", async () => {
    const driver = makeDriver();
    renders.theme = renders.output = 0;
    mount(
      driver,
      <>
        <ThemeOnly />
        <OutputOnly />
      </>,
    );
    await act(async () => {
      await driver.host.ready;
      await settle();
    });
    const before = { ...renders };
    await act(() => driver.deliver({ input: {}, output: { n: 1 } }));
    await waitFor(() => expect(screen.getByTestId("output-only").textContent).toBe('{"n":1}'));
    expect(renders.theme).toBe(before.theme);
    const afterOutput = renders.output;
    await act(() => driver.setTheme("dark"));
    await waitFor(() => expect(screen.getByTestId("theme-only").textContent).toBe("dark"));
    expect(renders.output).toBe(afterOutput);
    expect(renders.theme).toBe(before.theme + 1);
  });

  it("useWidgetState: two functional updates in one tick both reach the host, in order", async () => {
    const driver = makeDriver();
    let add: ((tag: string) => void) | undefined;
    function Tags() {
      const [state, setState] = hooks.useWidgetState<{ tags: string[] }>({ tags: [] });
      add = (tag) => setState((s) => ({ tags: [...s.tags, tag] }));
      return <p data-testid="tags">{state.tags.join(",")}</p>;
    }
    mount(driver, <Tags />);
    await act(() => driver.host.ready);
    await act(async () => {
      add!("a");
      add!("b");
      await settle();
    });
    expect(screen.getByTestId("tags").textContent).toBe("a,b");
    expect(driver.host.getSnapshot().widgetState).toEqual({ tags: ["a", "b"] });
    if (driver.kind === "chatgpt") {
      expect((driver as ReturnType<typeof chatGptDriver>).chat.widgetStates).toEqual([
        { tags: ["a"] },
        { tags: ["a", "b"] },
      ]);
    } else {
      // Plain MCP Apps: the model-visible part goes to the host with ui/update-model-context.
      const mcp = (driver as ReturnType<typeof mcpAppsDriver>).mcp;
      await waitFor(() => {
        const text = (mcp.modelContext?.content as Array<{ text?: string }> | undefined)?.[0]?.text;
        expect(JSON.parse(text ?? "null")).toEqual({ tags: ["a", "b"] });
      });
    }
  });

  it("useWidgetStateValue and createWidgetStore read and write the same widget state", async () => {
    const driver = makeDriver();
    const useCount = createWidgetStore<{ count: number; inc(): void }>((set) => ({
      count: 0,
      inc: () => set((s) => ({ count: s.count + 1 })),
    }));
    function Counter() {
      const count = useCount((s) => s.count);
      const inc = useCount((s) => s.inc);
      const raw = hooks.useWidgetStateValue<{ count?: number }>();
      return (
        <button data-testid="inc" onClick={inc}>
          {count}/{String(raw?.count ?? "-")}
        </button>
      );
    }
    mount(driver, <Counter />);
    await act(() => driver.host.ready);
    act(() => screen.getByTestId("inc").click());
    act(() => screen.getByTestId("inc").click());
    expect(screen.getByTestId("inc").textContent).toBe("2/2");
  });

  it("useCallTool calls a server tool through the host", async () => {
    const driver = makeDriver();
    let api: ReturnType<typeof hooks.useCallTool<{ a: number; b: number }, { sum: number }>> | undefined;
    function Adder() {
      api = hooks.useCallTool<{ a: number; b: number }, { sum: number }>("add");
      return (
        <p data-testid="sum">
          {api.status}:{api.output?.sum ?? "-"}
        </p>
      );
    }
    mount(driver, <Adder />);
    await act(() => driver.host.ready);
    expect(api!.isSupported).toBe(true);
    await act(async () => void (await api!.call({ a: 2, b: 3 })));
    expect(screen.getByTestId("sum").textContent).toBe("success:5");
  });

  it("follow-up messages, external links, close and display mode reach the host", async () => {
    const driver = makeDriver();
    let controls: {
      send: ReturnType<typeof hooks.useSendFollowUpMessage>;
      open: ReturnType<typeof hooks.useOpenExternal>;
      close: ReturnType<typeof hooks.useRequestClose>;
      display: ReturnType<typeof hooks.useDisplayMode>;
    };
    function Actions() {
      controls = {
        send: hooks.useSendFollowUpMessage(),
        open: hooks.useOpenExternal(),
        close: hooks.useRequestClose(),
        display: hooks.useDisplayMode(),
      };
      return <p data-testid="mode">{controls.display.mode}</p>;
    }
    mount(driver, <Actions />);
    await act(() => driver.host.ready);
    expect([
      controls!.send.isSupported,
      controls!.open.isSupported,
      controls!.close.isSupported,
      controls!.display.isSupported,
    ]).toEqual([true, true, true, true]);
    await act(async () => {
      await controls.send("More pizzas please");
      await controls.open("https://example.com/menu");
      await controls.close();
      await settle();
    });
    expect(driver.messages()).toEqual(["More pizzas please"]);
    expect(driver.closeRequests()).toBe(1);
    expect(driver.links()).toEqual(["https://example.com/menu"]);
    expect(controls!.display.availableModes).toContain("fullscreen");
    await act(async () => {
      expect(await controls.display.request("fullscreen")).toEqual({ mode: "fullscreen" });
      await settle();
    });
    expect(screen.getByTestId("mode").textContent).toBe("fullscreen");
  });

  it("useIntrinsicHeight reports the element's height to the host", async () => {
    const driver = makeDriver();
    function Sized() {
      const ref = useRef<HTMLDivElement>(null);
      const { isSupported } = hooks.useIntrinsicHeight(ref);
      return <div ref={ref} data-testid="sized" data-supported={String(isSupported)} />;
    }
    // jsdom lays nothing out: give the element a height.
    const rect = HTMLElement.prototype.getBoundingClientRect;
    HTMLElement.prototype.getBoundingClientRect = function () {
      return { ...rect.call(this), height: this.dataset.testid === "sized" ? 321 : 0 } as DOMRect;
    };
    try {
      mount(driver, <Sized />);
      await act(async () => {
        await driver.host.ready;
        await settle();
      });
      expect(screen.getByTestId("sized").dataset.supported).toBe("true");
      await waitFor(() => expect(driver.heights()).toContain(321));
    } finally {
      HTMLElement.prototype.getBoundingClientRect = rect;
    }
  });

  it("modal, files and open-in-app URL: supported in ChatGPT, reported unsupported in plain MCP Apps", async () => {
    const driver = makeDriver();
    let controls: {
      modal: ReturnType<typeof hooks.useModal>;
      files: ReturnType<typeof hooks.useFiles>;
      setUrl: ReturnType<typeof hooks.useSetOpenInAppUrl>;
    };
    function ChatGptOnly() {
      controls = { modal: hooks.useModal(), files: hooks.useFiles(), setUrl: hooks.useSetOpenInAppUrl() };
      return <p data-testid="modal">{String(controls.modal.isModal)}</p>;
    }
    mount(driver, <ChatGptOnly />);
    await act(() => driver.host.ready);
    const chatgpt = driver.kind === "chatgpt";
    expect(controls!.modal.isSupported).toBe(chatgpt);
    expect(controls!.setUrl.isSupported).toBe(chatgpt);
    expect(controls!.files.isSupported).toEqual({
      upload: chatgpt,
      select: chatgpt,
      library: chatgpt,
      getDownloadUrl: chatgpt,
    });
    if (!chatgpt) {
      await expect(controls!.modal.open({ template: "ui://widget/x.html" })).rejects.toMatchObject({
        code: "unsupported",
      });
      return;
    }
    const chat = (driver as ReturnType<typeof chatGptDriver>).chat;
    await act(async () => {
      await controls.modal.open({ template: "ui://widget/modal-details.html", params: { cardId: "c1" } });
      await controls.setUrl("/details/c1");
    });
    expect(chat.openInAppUrl).toBe("/details/c1");
    await waitFor(() => expect(screen.getByTestId("modal").textContent).toBe("true"));
    const uploaded = await controls!.files.upload(new File(["x"], "x.txt", { type: "text/plain" }), { library: true });
    expect(chat.uploads.map((u) => u.fileId)).toEqual([uploaded.fileId]);
    const picked = await controls!.files.select();
    expect(picked.map((f) => f.fileId)).toContain(uploaded.fileId);
    expect((await controls!.files.getDownloadUrl(uploaded.fileId)).downloadUrl).toMatch(/^https:/);
  });

  it("under StrictMode: one live subscription and one handshake", async () => {
    const driver = makeDriver();
    drivers.push(driver);
    let subscriptions = 0;
    const subscribe = driver.host.subscribe;
    driver.host.subscribe = (listener) => {
      subscriptions++;
      const stop = subscribe(listener);
      return () => {
        subscriptions--;
        stop();
      };
    };
    const view = render(
      <StrictMode>
        <HostProvider host={driver.host}>
          <ThemeOnly />
        </HostProvider>
      </StrictMode>,
    );
    await act(async () => {
      await driver.host.ready;
      await settle();
    });
    expect(subscriptions).toBe(1);
    expect(driver.handshakes()).toBe(driver.kind === "mcp-apps" ? 1 : 0);
    await act(() => driver.setTheme("dark"));
    await waitFor(() => expect(screen.getByTestId("theme-only").textContent).toBe("dark"));
    view.unmount();
    expect(subscriptions).toBe(0);
  });
});

describe("in a plain MCP Apps host, the tool lifecycle", () => {
  it("streams partial input, then is cancelled with the host's reason", async () => {
    const driver = mcpAppsDriver();
    let result: ReturnType<typeof hooks.useToolResult<{ city: string }>> | undefined;
    function Lifecycle() {
      result = hooks.useToolResult<{ city: string }>();
      return <p data-testid="lc">{result.status}</p>;
    }
    mount(driver, <Lifecycle />);
    await act(async () => {
      await driver.host.ready;
      await driver.mcp.sendToolInputPartial({ city: "Ly" });
      await settle();
    });
    expect(result).toMatchObject({ status: "input-streaming", partialInput: { city: "Ly" } });
    await act(async () => {
      await driver.mcp.sendToolInput({ city: "Lyon" });
      await settle();
    });
    expect(result).toMatchObject({ status: "pending", input: { city: "Lyon" } });
    await act(async () => {
      await driver.mcp.cancel("user stopped");
      await settle();
    });
    expect(result).toMatchObject({ status: "cancelled", isCancelled: true, cancelReason: "user stopped" });
  });

  it("reports an error result", async () => {
    const driver = mcpAppsDriver();
    let result: ReturnType<typeof hooks.useToolResult> | undefined;
    function Lifecycle() {
      result = hooks.useToolResult();
      return null;
    }
    mount(driver, <Lifecycle />);
    await act(async () => {
      await driver.mcp.sendToolInput({});
      await driver.mcp.sendToolResult({ isError: true, content: [{ type: "text", text: "Oven broken" }] });
      await settle();
    });
    expect(result).toMatchObject({ status: "error", isError: true, error: "Oven broken" });
  });
});
