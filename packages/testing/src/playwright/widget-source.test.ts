// @vitest-environment node
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cspFor, injectIntoHead } from "./widget-document.js";
import { resolveWidget, WidgetSourceError } from "./widget-source.js";

// The ports this package's tests may take (5810-5819).
const DOWN_PORT = 5819;
const NOT_MCP_PORT = 5818;
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  await Promise.all(cleanups.map((undo) => undo()));
});

describe("widget sources", () => {
  it("reads a built file, relative to the working directory or absolute", async () => {
    const folder = await mkdtemp(join(tmpdir(), "hostbridge-widget-"));
    cleanups.push(() => rm(folder, { recursive: true, force: true }));
    await writeFile(join(folder, "pizza.html"), "<!doctype html><p>pizza</p>");
    await expect(resolveWidget({ file: join(folder, "pizza.html") })).resolves.toEqual({
      html: "<!doctype html><p>pizza</p>",
      meta: {},
    });
    const missing = resolveWidget({ file: join(folder, "missing.html") });
    await expect(missing).rejects.toBeInstanceOf(WidgetSourceError);
    await expect(missing).rejects.toThrow(`No widget file at ${join(folder, "missing.html")}: run the build first.`);
    await expect(missing).rejects.toMatchObject({ cause: { code: "ENOENT" } });
    // A relative path says where it was looked for.
    await expect(resolveWidget({ file: "dist/widgets/nope.html" })).rejects.toThrow(
      /No widget file at .*dist\/widgets\/nope\.html: run the build first \(dist\/widgets\/nope\.html is resolved against the working directory/,
    );
  });

  it("says when the MCP server cannot be reached, or is not an MCP endpoint, keeping the cause", async () => {
    // A port nothing listens on: taken, then released.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(DOWN_PORT, "127.0.0.1", resolve));
    await new Promise((resolve) => probe.close(resolve));
    const down = resolveWidget({ server: `http://127.0.0.1:${DOWN_PORT}/mcp`, tool: "show_pizzas" });
    await expect(down).rejects.toBeInstanceOf(WidgetSourceError);
    await expect(down).rejects.toThrow(
      `Cannot reach the MCP server at http://127.0.0.1:${DOWN_PORT}/mcp (ECONNREFUSED): start it first, and check the host and port.`,
    );
    await expect(down).rejects.toHaveProperty("cause");
    await expect(resolveWidget({ url: `http://127.0.0.1:${DOWN_PORT}/widget.html` })).rejects.toThrow(
      /Cannot fetch the widget at .* \(ECONNREFUSED\): is its server running\?/,
    );

    const notMcp = createServer((_request, response) => response.writeHead(404).end("Not found"));
    await new Promise<void>((resolve) => notMcp.listen(NOT_MCP_PORT, "127.0.0.1", resolve));
    cleanups.push(() => new Promise((resolve) => notMcp.close(resolve)));
    const wrongPath = resolveWidget({ server: `http://127.0.0.1:${NOT_MCP_PORT}/`, tool: "show_pizzas" });
    await expect(wrongPath).rejects.toBeInstanceOf(WidgetSourceError);
    await expect(wrongPath).rejects.toThrow(
      `The MCP server at http://127.0.0.1:${NOT_MCP_PORT}/ did not accept the connection (HTTP 404): Error POSTing to endpoint: Not found. Check that the URL is its Streamable HTTP endpoint (often /mcp).`,
    );
  });

  it("fetches a URL and keeps its relative URLs working with a <base>", async () => {
    const server = createServer((request, response) => {
      if (request.url === "/widget.html")
        response
          .writeHead(200, { "content-type": "text/html" })
          .end('<html><head><title>w</title></head><body><script src="app.js"></script></body></html>');
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    cleanups.push(() => new Promise((resolve) => server.close(resolve)));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const { html } = await resolveWidget({ url: `${origin}/widget.html` });
    expect(html).toContain(`<head><base href="${origin}/widget.html"><title>w</title>`);
    await expect(resolveWidget({ url: `${origin}/nothing.html` })).rejects.toThrow(WidgetSourceError);
    await expect(resolveWidget({ url: `${origin}/nothing.html` })).rejects.toThrow(/answered 404/);
  });

  it("takes a document as it is", async () => {
    await expect(resolveWidget({ html: "<p>hi</p>" })).resolves.toEqual({ html: "<p>hi</p>", meta: {} });
  });
});

describe("the widget document", () => {
  it("puts markup first in the head, or makes a head", () => {
    expect(injectIntoHead('<html><head lang="x"><script>own()</script></head></html>', "<meta x>")).toBe(
      '<html><head lang="x"><meta x><script>own()</script></head></html>',
    );
    expect(injectIntoHead("<html><body></body></html>", "<meta x>")).toBe(
      "<html><head><meta x></head><body></body></html>",
    );
    expect(injectIntoHead("<p>bare</p>", "<meta x>")).toBe("<head><meta x></head><p>bare</p>");
    expect(injectIntoHead("<p>same</p>", "")).toBe("<p>same</p>");
  });

  it("builds the spec's default CSP, widened only by declared domains", () => {
    expect(cspFor()).toBe(
      "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; media-src 'self' data:; connect-src 'none'; frame-src 'none'; base-uri 'self'",
    );
    const csp = cspFor({
      connectDomains: ["https://api.example.com"],
      resourceDomains: ["https://cdn.example.com"],
      frameDomains: ["https://*.maps.example"],
    });
    expect(csp).toContain("connect-src https://api.example.com;");
    expect(csp).toContain("script-src 'self' 'unsafe-inline' https://cdn.example.com;");
    expect(csp).toContain("frame-src https://*.maps.example;");
    // A value that could break out of the attribute or add a directive is dropped.
    expect(cspFor({ connectDomains: ['https://x.example" onload="x', "https://y.example; script-src *"] })).toContain(
      "connect-src 'none'",
    );
  });
});
