/**
 * A widget for the kit's own browser tests, written against the peers themselves (the official
 * `App` for MCP Apps, `window.openai` as ChatGPT), so the fixtures are checked without core.
 */
import { App, PostMessageTransport } from "@modelcontextprotocol/ext-apps";
import { z } from "zod";

type OpenAiLike = {
  theme: string;
  toolInput: Record<string, unknown> | null;
  toolOutput: Record<string, unknown> | null;
  callTool(name: string, args: Record<string, unknown>): Promise<{ structuredContent?: Record<string, unknown> }>;
  sendFollowUpMessage(options: { prompt: string }): Promise<void>;
  openExternal(options: { href: string }): Promise<void>;
  notifyIntrinsicHeight(height: number): void;
  /** The Checkout API (private beta): absent where ChatGPT does not offer it. */
  requestCheckout?(options: Record<string, unknown>): Promise<{ status?: string }>;
};

const root = document.createElement("section");
root.dataset.testid = "probe";
root.innerHTML = `
  <h1 data-testid="city">waiting</h1>
  <p data-testid="theme"></p>
  <p data-testid="bridge"></p>
  <p data-testid="sum"></p>
  <button data-testid="add">Add</button>
  <button data-testid="follow-up">Follow up</button>
  <button data-testid="link">Open link</button>
  <button data-testid="grow">Grow</button>
  <button data-testid="checkout">Checkout</button>
  <p data-testid="checkout-status"></p>
  <div data-testid="filler"></div>`;
document.body.appendChild(root);
const byTestId = (id: string) => root.querySelector(`[data-testid="${id}"]`) as HTMLElement;

const showOutput = (
  output: Record<string, unknown> | null | undefined,
  input: Record<string, unknown> | null | undefined,
) => {
  byTestId("city").textContent = String(output?.city ?? input?.city ?? "waiting");
};
const showTheme = (theme: unknown) => {
  byTestId("theme").textContent = String(theme ?? "none");
  document.body.style.background = theme === "dark" ? "rgb(20, 20, 20)" : "rgb(255, 255, 255)";
};
byTestId("grow").addEventListener("click", () => (byTestId("filler").style.height = "400px"));

const openai = (window as Window & { openai?: OpenAiLike }).openai;
if (openai) {
  byTestId("bridge").textContent = "openai";
  showOutput(openai.toolOutput, openai.toolInput);
  showTheme(openai.theme);
  window.addEventListener("openai:set_globals", () => {
    showOutput(openai.toolOutput, openai.toolInput);
    showTheme(openai.theme);
  });
  const report = () => openai.notifyIntrinsicHeight(Math.ceil(document.documentElement.getBoundingClientRect().height));
  new ResizeObserver(report).observe(document.body);
  byTestId("add").addEventListener("click", async () => {
    const result = await openai.callTool("add", { a: 2, b: 3 });
    byTestId("sum").textContent = String(result.structuredContent?.sum);
  });
  byTestId("follow-up").addEventListener(
    "click",
    () => void openai.sendFollowUpMessage({ prompt: "Order a Margherita" }),
  );
  byTestId("link").addEventListener("click", () => void openai.openExternal({ href: "https://example.com/menu" }));
  byTestId("checkout").addEventListener("click", async () => {
    const answer = await openai.requestCheckout?.({ items: [{ id: "margherita", quantity: 1 }] });
    byTestId("checkout-status").textContent = String(answer?.status ?? "no checkout");
  });
} else {
  byTestId("bridge").textContent = "mcp-apps";
  const app = new App({ name: "probe", version: "1.0.0" }, {});
  let input: Record<string, unknown> | undefined;
  app.ontoolinput = (params) => {
    input = params.arguments;
    showOutput(undefined, input);
  };
  app.ontoolresult = (result) => showOutput(result.structuredContent as Record<string, unknown> | undefined, input);
  app.onhostcontextchanged = (context) => {
    if (context.theme) showTheme(context.theme);
  };
  byTestId("add").addEventListener("click", async () => {
    const result = await app.callServerTool({ name: "add", arguments: { a: 2, b: 3 } });
    byTestId("sum").textContent = String((result.structuredContent as { sum?: unknown } | undefined)?.sum);
  });
  byTestId("follow-up").addEventListener(
    "click",
    () => void app.sendMessage({ role: "user", content: [{ type: "text", text: "Order a Margherita" }] }),
  );
  byTestId("link").addEventListener("click", () => void app.openLink({ url: "https://example.com/menu" }));
  // Tools of its own only when the test asks (registerTool declares appCapabilities.tools).
  if ((window as Window & { __probeAppTools?: boolean }).__probeAppTools) {
    app.registerTool("get_city", { description: "The city the widget shows" }, () => ({
      content: [{ type: "text", text: byTestId("city").textContent ?? "" }],
    }));
    app.registerTool(
      "set_city",
      { description: "Shows another city", inputSchema: z.object({ city: z.string() }) },
      ({ city }) => {
        byTestId("city").textContent = city;
        return { content: [{ type: "text", text: "shown" }] };
      },
    );
  }
  await app.connect(new PostMessageTransport(window.parent, window.parent));
  showTheme(app.getHostContext()?.theme);
}
