// `pnpm --filter @hostbridge/bench payload` (and at the end of `pnpm bench`): what a host change costs against the size of the tool
// output, on the ChatGPT path (window.openai) and the MCP Apps path, in Node with an EventTarget as
// the window (no browser). Also bundle sizes against the design budgets. Prints a table, writes
// results/payload-scaling.json.
import { mkdir, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { createHost, SET_GLOBALS_EVENT, type Host } from "@hostbridge/core";
import { linkedPorts } from "@hostbridge/core/testing";
import { measureBudgets } from "./lib/size.js";
import { summarize } from "./lib/stats.js";

const SIZES = { "1 KB": 1_000, "1 MB": 1_000_000, "10 MB": 10_000_000 };
const CHANGES = 11;

/** A tool output of about `bytes` bytes of JSON: a list of small rows. */
function toolOutputOf(bytes: number) {
  const row = { id: "row-000000", name: "Margherita", price: 12.5, tags: ["tomato", "basil"] };
  const rowBytes = JSON.stringify(row).length + 1;
  return {
    rows: Array.from({ length: Math.max(1, Math.round(bytes / rowBytes)) }, (_, i) => ({ ...row, id: `row-${i}` })),
  };
}

const now = () => performance.now();

/** ChatGPT: first snapshot with the output, then theme-only `openai:set_globals` events. */
function chatGpt(output: object) {
  const win = new EventTarget() as EventTarget & { openai: Record<string, unknown>; parent?: unknown };
  win.parent = win;
  win.openai = { toolOutput: output, toolInput: {}, theme: "light" };
  const start = now();
  const host = createHost({ window: win as unknown as Window, storage: null, notice: false });
  if (host.getSnapshot().toolOutput !== output) throw new Error("no output on first render");
  const firstRender = now() - start;
  const themeChanges: number[] = [];
  for (let i = 0; i < CHANGES; i++) {
    const theme = i % 2 ? "light" : "dark";
    win.openai.theme = theme;
    const t = now();
    win.dispatchEvent(new CustomEvent(SET_GLOBALS_EVENT, { detail: { globals: { theme } } }));
    themeChanges.push(now() - t);
    if (host.getSnapshot().theme !== theme) throw new Error("theme not applied");
  }
  void host.close();
  return { firstRender, themeChange: summarize(themeChanges).median };
}

/** MCP Apps: the tool-result notification, then theme-only host-context-changed notifications. */
async function mcpApps(output: object) {
  const { viewPort, hostPort } = linkedPorts();
  hostPort.listen((message) => {
    const request = message as { id?: number; method?: string };
    if (request.method === "ui/initialize") {
      hostPort.post({
        jsonrpc: "2.0",
        id: request.id,
        result: { protocolVersion: "2026-01-26", hostCapabilities: {}, hostContext: { theme: "light" } },
      });
    }
  });
  const host: Host = createHost({ port: viewPort, storage: null, notice: false });
  await host.ready;
  const waitFor = (predicate: () => boolean) =>
    new Promise<number>((resolve) => {
      const unsubscribe = host.subscribe(() => {
        if (!predicate()) return;
        unsubscribe();
        resolve(now());
      });
    });
  let start = now();
  hostPort.post({
    jsonrpc: "2.0",
    method: "ui/notifications/tool-result",
    params: { content: [], structuredContent: output },
  });
  const firstRender = (await waitFor(() => host.getSnapshot().toolOutput !== null)) - start;
  const themeChanges: number[] = [];
  for (let i = 0; i < CHANGES; i++) {
    const theme = i % 2 ? "light" : "dark";
    start = now();
    hostPort.post({ jsonrpc: "2.0", method: "ui/notifications/host-context-changed", params: { theme } });
    themeChanges.push((await waitFor(() => host.getSnapshot().theme === theme)) - start);
  }
  await host.close();
  return { firstRender, themeChange: summarize(themeChanges).median };
}

const rows: Record<string, unknown>[] = [];
for (const [label, bytes] of Object.entries(SIZES)) {
  const output = toolOutputOf(bytes);
  const chatgpt = chatGpt(output);
  const mcp = await mcpApps(output);
  rows.push({ toolOutput: label, chatgpt, mcpApps: mcp });
  console.log(
    `${label.padEnd(6)} ChatGPT first render ${chatgpt.firstRender.toFixed(3)} ms, theme change ${chatgpt.themeChange.toFixed(3)} ms | ` +
      `MCP Apps first render ${mcp.firstRender.toFixed(3)} ms (includes structured clone), theme change ${mcp.themeChange.toFixed(3)} ms`,
  );
}

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const sizes = await measureBudgets();
for (const [name, { gzip, budget }] of Object.entries(sizes)) {
  console.log(`${name}: ${gzip} B min+gzip (budget ${budget} B${gzip > budget ? `, ${gzip - budget} B over` : ""})`);
}
await mkdir(here("../results"), { recursive: true });
await writeFile(
  here("../results/payload-scaling.json"),
  `${JSON.stringify({ date: new Date().toISOString(), changes: CHANGES, rows, sizes }, null, 2)}\n`,
);
