import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { auditServer } from "@hostbridge/server";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningDemoServer, startDemoServer } from "./http-server.js";

let server: RunningDemoServer;
let client: Client;
let widgetsDir: string;

beforeAll(async () => {
  widgetsDir = await mkdtemp(join(tmpdir(), "demo-widgets-"));
  await writeFile(join(widgetsDir, "pizza-list.html"), "<!doctype html><p>first build</p>");
  // What @hostbridge/vite writes beside the widgets; the server reads widgets through it.
  const entry = { file: "pizza-list.html", hash: "0123456789ab", bytes: 34, title: "Pizzas", csp: {} };
  await writeFile(join(widgetsDir, "manifest.json"), JSON.stringify({ version: 1, widgets: { "pizza-list": entry } }));
  server = await startDemoServer({ port: 0, widgetsDir });
  client = new Client({ name: "demo-server-test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(server.mcpUrl)));
});

afterAll(async () => {
  await client?.close();
  await server?.close();
  await rm(widgetsDir, { recursive: true, force: true });
});

describe("demo server over Streamable HTTP", () => {
  it("lists one tool per widget with both metadata dialects", async () => {
    const { tools } = await client.listTools();
    const byName = new Map(tools.map((t) => [t.name, t]));
    expect([...byName.keys()].sort()).toEqual([
      "analyze_file",
      "inspect_host",
      "load_more_pizzas",
      "open_file_desk",
      "show_display_demo",
      "show_pizzas",
      "show_todos",
    ]);
    const pizzas = byName.get("show_pizzas")!;
    expect(pizzas._meta).toMatchObject({
      ui: { resourceUri: "ui://widget/pizza-list.html" },
      "openai/outputTemplate": "ui://widget/pizza-list.html",
      "openai/toolInvocation/invoking": expect.any(String),
    });
    expect(pizzas.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false, openWorldHint: false });
    expect(pizzas.outputSchema?.properties).toHaveProperty("pizzas");
    expect(byName.get("load_more_pizzas")!._meta).toMatchObject({ ui: { visibility: ["app"] } });

    const analyze = byName.get("analyze_file")!;
    expect(analyze._meta?.["openai/fileParams"]).toEqual(["file"]);
    const file = (analyze.inputSchema.properties as Record<string, { properties: object; required: string[] }>).file!;
    expect(Object.keys(file.properties).sort()).toEqual(["download_url", "file_id", "file_name", "mime_type"]);
    expect(file.required.sort()).toEqual(["download_url", "file_id"]);
    expect(byName.get("show_display_demo")!._meta?.["openai/outputTemplate"]).toBe("ui://widget/display-demo.html");
  });

  it("passes the Apps SDK metadata audit as a host sees it", async () => {
    const findings = await auditServer(client);
    expect(findings.filter((f) => f.severity === "error")).toEqual([]);
    // Warnings too, but for this test's one-line pizza-list build, which has no <html> element.
    expect(findings.filter((f) => f.rule !== "resource-html")).toEqual([]);
  });

  it("calls show_pizzas and pages through load_more_pizzas", async () => {
    const first = await client.callTool({ name: "show_pizzas", arguments: { city: "naples" } });
    const page = first.structuredContent as { city: string; pizzas: { name: string }[]; nextCursor: string | null };
    expect(page.city).toBe("Naples");
    expect(page.pizzas.map((p) => p.name)).toContain("L'Antica Pizzeria da Michele");
    expect(page.nextCursor).not.toBeNull();

    const more = await client.callTool({ name: "load_more_pizzas", arguments: { cursor: page.nextCursor } });
    const next = more.structuredContent as { pizzas: { name: string }[]; nextCursor: string | null };
    expect(next.pizzas.map((p) => p.name)).toEqual(["Concettina ai Tre Santi"]);
    expect(next.nextCursor).toBeNull();

    const bad = await client.callTool({ name: "load_more_pizzas", arguments: { cursor: "Atlantis|0" } });
    expect(bad.isError).toBe(true);
  });

  it("reads ChatGPT's client hints from the request _meta", async () => {
    const withHints = await client.callTool({
      name: "inspect_host",
      arguments: {},
      _meta: { "openai/locale": "fr-FR" },
    });
    expect(withHints._meta).toMatchObject({ "hostbridge/clientLocale": "fr-FR" });
    expect(Date.parse((withHints.structuredContent as { serverTime: string }).serverTime)).not.toBeNaN();
    const without = await client.callTool({ name: "inspect_host", arguments: {} });
    expect(without._meta?.["hostbridge/clientLocale"]).toBeUndefined();
  });

  it("analyses an uploaded file passed as a file param", async () => {
    const upload = await fetch(`${server.origin}/files`, {
      method: "POST",
      headers: { "content-type": "text/plain", "x-file-name": "notes.txt" },
      body: "Dough rests 48h\nOven at 290C\n",
    });
    expect(upload.status).toBe(201);
    const { fileId, downloadUrl } = (await upload.json()) as { fileId: string; downloadUrl: string };
    expect(await (await fetch(downloadUrl)).text()).toContain("Dough rests");

    const res = await client.callTool({
      name: "analyze_file",
      arguments: { file: { download_url: downloadUrl, file_id: fileId } },
    });
    expect(res.structuredContent).toMatchObject({ fileId, fileName: "notes.txt", mimeType: "text/plain" });
    expect((res.structuredContent as { summary: string }).summary).toContain('2 lines; first line "Dough rests 48h"');
  });

  it("serves widgets as mcp-app resources, read fresh on every request", async () => {
    const read = () => client.readResource({ uri: "ui://widget/pizza-list.html" }, { cacheMode: "bypass" });
    const first = await read();
    expect(first.contents[0]).toMatchObject({
      mimeType: "text/html;profile=mcp-app",
      text: expect.stringContaining("first build"),
    });
    await writeFile(join(widgetsDir, "pizza-list.html"), "<!doctype html><p>rebuilt</p>");
    expect((await read()).contents[0]).toMatchObject({ text: expect.stringContaining("rebuilt") });

    const missing = await client.readResource({ uri: "ui://widget/todo-list.html" });
    expect(missing.contents[0]).toMatchObject({ text: expect.stringContaining("not built yet") });
  });

  it("answers CORS preflights from local pages only", async () => {
    const preflight = (origin: string) =>
      fetch(server.mcpUrl, {
        method: "OPTIONS",
        headers: {
          origin,
          "access-control-request-method": "POST",
          "access-control-request-headers": "content-type,mcp-protocol-version",
        },
      });
    const ok = await preflight("http://localhost:5173");
    expect(ok.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
    expect(ok.headers.get("access-control-allow-headers")).toContain("mcp-protocol-version");
    const denied = await preflight("https://evil.example");
    expect(denied.status).toBe(403);
    expect(denied.headers.get("access-control-allow-origin")).toBeNull();
  });
});
