import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readWidgetManifest, widgetHtmlSource, withDevServerCsp } from "./index.js";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "hostbridge-widget-html-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const manifest = (widgets: Record<string, unknown>) =>
  writeFile(join(dir, "manifest.json"), JSON.stringify({ version: 1, widgets }));
const pizza = {
  file: "pizza-list.html",
  hash: "0123456789ab",
  bytes: 20,
  title: "Pizzas",
  csp: { resourceDomains: ["https://cdn.example.com"] },
};

describe("widgetHtmlSource in production", () => {
  it("reads the built file, its hash, a hashed URI and the declared CSP from the manifest", async () => {
    await manifest({ "pizza-list": pizza });
    await writeFile(join(dir, "pizza-list.html"), "<!doctype html><p>v1</p>");
    const widgets = widgetHtmlSource({ mode: "production", dir });
    expect(await widgets.html("pizza-list")).toBe("<!doctype html><p>v1</p>");
    expect(await widgets.hash("pizza-list")).toBe("0123456789ab");
    expect(await widgets.uri("pizza-list", "ui://widget/pizza-list.html")).toBe(
      "ui://widget/pizza-list.0123456789ab.html",
    );
    expect(await widgets.csp("pizza-list")).toEqual({ resourceDomains: ["https://cdn.example.com"] });
    expect(await widgets.csp("pizza-list", { connectDomains: ["https://api.example.com"] })).toEqual({
      connectDomains: ["https://api.example.com"],
    });

    // A rebuild is picked up on the next read.
    await writeFile(join(dir, "pizza-list.html"), "<!doctype html><p>v2</p>");
    await manifest({ "pizza-list": { ...pizza, hash: "ba9876543210" } });
    expect(await widgets.html("pizza-list")).toBe("<!doctype html><p>v2</p>");
    expect(await widgets.uri("pizza-list", "ui://widget/pizza-list.html")).toBe(
      "ui://widget/pizza-list.ba9876543210.html",
    );
  });

  it("says what is missing: the manifest, or the widget (listing the built ones)", async () => {
    const widgets = widgetHtmlSource({ mode: "production", dir });
    await expect(widgets.html("pizza-list")).rejects.toMatchObject({
      code: "manifest_missing",
      message: expect.stringContaining("build the widgets first"),
    });
    await manifest({ "pizza-list": pizza });
    await expect(widgets.html("todo-list")).rejects.toMatchObject({
      code: "widget_not_found",
      message: expect.stringContaining("(built: pizza-list)"),
    });
    await expect(widgets.html("constructor")).rejects.toMatchObject({ code: "widget_not_found" });
  });

  it("rejects a manifest that is malformed or points outside its folder", async () => {
    await manifest({ evil: { ...pizza, file: "../../etc/passwd.html" } });
    await expect(readWidgetManifest(dir)).rejects.toMatchObject({
      code: "invalid_manifest",
      message: expect.stringContaining("file must be an .html file name"),
    });
    await writeFile(join(dir, "manifest.json"), JSON.stringify({ version: 2, widgets: {} }));
    await expect(readWidgetManifest(dir)).rejects.toMatchObject({
      code: "invalid_manifest",
      message: expect.stringContaining("version must be 1"),
    });
    await writeFile(join(dir, "manifest.json"), "{not json");
    await expect(readWidgetManifest(dir)).rejects.toMatchObject({ code: "invalid_manifest" });
    await manifest({ a: { ...pizza, csp: { imageDomains: [] } } });
    await expect(readWidgetManifest(dir)).rejects.toThrow(/csp.imageDomains is not a CSP key/);
  });
});

describe("widgetHtmlSource in development", () => {
  let server: Server;
  let origin: string;
  const requested: string[] = [];
  beforeEach(async () => {
    requested.length = 0;
    server = createServer((request, response) => {
      requested.push(request.url ?? "");
      if (request.url?.startsWith("/widgets/pizza-list.html"))
        response.writeHead(200, { "content-type": "text/html" }).end("<!doctype html><p>from vite</p>");
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it("asks the dev server for the page with absolute URLs, keeps the URI and adds the dev origin to the CSP", async () => {
    const widgets = widgetHtmlSource({ mode: "development", devServerUrl: `${origin}/` });
    expect(await widgets.html("pizza-list")).toBe("<!doctype html><p>from vite</p>");
    expect(requested).toEqual(["/widgets/pizza-list.html?absolute-urls"]);
    expect(await widgets.hash("pizza-list")).toBeUndefined();
    expect(await widgets.uri("pizza-list", "ui://widget/pizza-list.html")).toBe("ui://widget/pizza-list.html");
    expect(
      await widgets.csp("pizza-list", {
        resourceDomains: ["https://cdn.example.com"],
        redirectDomains: ["https://example.com"],
      }),
    ).toEqual({
      resourceDomains: ["https://cdn.example.com", origin],
      connectDomains: [origin, origin.replace("http", "ws")],
      redirectDomains: ["https://example.com"],
    });
  });

  it("says when the widget is unknown or the dev server is not running", async () => {
    await expect(
      widgetHtmlSource({ mode: "development", devServerUrl: origin }).html("todo-list"),
    ).rejects.toMatchObject({ code: "widget_not_found" });
    await new Promise((resolve) => server.close(resolve));
    server = createServer();
    await expect(
      widgetHtmlSource({ mode: "development", devServerUrl: origin }).html("pizza-list"),
    ).rejects.toMatchObject({
      code: "dev_server_unreachable",
      message: expect.stringContaining("is `vite` running?"),
    });
    server.listen(0, "127.0.0.1");
  });

  it("rejects options that cannot work", () => {
    expect(() => widgetHtmlSource({ mode: "development", devServerUrl: "localhost:5173x" })).toThrow(
      /devServerUrl must be a URL/,
    );
    expect(() => widgetHtmlSource({ mode: "production", dir: "" })).toThrow(/production needs dir/);
    expect(withDevServerCsp({}, "http://localhost:5173/x")).toEqual({
      resourceDomains: ["http://localhost:5173"],
      connectDomains: ["http://localhost:5173", "ws://localhost:5173"],
    });
  });
});
