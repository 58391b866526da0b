import { Client } from "@modelcontextprotocol/client";
import { InMemoryTransport, McpServer } from "@modelcontextprotocol/server";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { auditServer } from "./audit.js";
import { createPizzaServer } from "../examples/pizza-server.mjs";

async function clientFor(server: McpServer) {
  const client = new Client({ name: "auditor", version: "1" });
  const [a, b] = InMemoryTransport.createLinkedPair();
  await server.connect(b);
  await client.connect(a);
  return client;
}

describe("auditServer", () => {
  it("finds nothing wrong with a server built from declarations", async () => {
    const client = await clientFor(createPizzaServer());
    expect(await auditServer(client)).toEqual([]);
  });

  it("reports what a hand-written server gets wrong, by tool and resource", async () => {
    const server = new McpServer({ name: "handmade", version: "1" });
    server.registerResource("list", "ui://widget/list.html", { mimeType: "text/html;profile=mcp-app" }, async () => ({
      contents: [
        {
          uri: "ui://widget/list.html",
          mimeType: "text/html;profile=mcp-app",
          text: "<html></html>",
          _meta: { ui: { csp: { connectDomains: ["https://api.example.com/v1"] } } },
        },
      ],
    }));
    server.registerTool(
      "show_list",
      {
        inputSchema: z.object({}),
        annotations: { readOnlyHint: true },
        _meta: { ui: { resourceUri: "ui://widget/list.html" }, "openai/outputTemplate": "ui://widget/missing.html" },
      },
      async () => ({ content: [] }),
    );
    const findings = (await auditServer(await clientFor(server))).map((v) => `${v.severity} ${v.rule} @ ${v.path}`);
    expect(findings).toEqual([
      'error output-schema-required @ tools["show_list"].outputSchema',
      'error annotation-hint-required @ tools["show_list"].annotations.destructiveHint',
      'error annotation-hint-required @ tools["show_list"].annotations.openWorldHint',
      'error template-aliases-agree @ tools["show_list"]._meta["openai/outputTemplate"]',
      'error csp-origin @ resources["ui://widget/list.html"]._meta.ui.csp.connectDomains[0]',
      'warning csp-both-dialects @ resources["ui://widget/list.html"]._meta["openai/widgetCSP"]',
      'warning domain-missing @ resources["ui://widget/list.html"]._meta.ui.domain',
      'error template-registered @ resources["ui://widget/missing.html"]',
    ]);
  });
});
