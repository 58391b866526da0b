// The README's audit example (typechecked with the package; src/readme-examples.test.ts runs it):
// the pizza example server, audited through an in-memory client as a host would see it.
import { auditServer, widgetResourceUris } from "@hostbridge/server";
import { Client } from "@modelcontextprotocol/client";
import { InMemoryTransport } from "@modelcontextprotocol/server";
import { expect } from "vitest";
import { createPizzaServer } from "./pizza-server.mjs";

const server = createPizzaServer();
const client = new Client({ name: "audit", version: "1.0.0" });
const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
await server.connect(serverSide);
await client.connect(clientSide);

// #region audit
const findings = await auditServer(client); // a connected Client from @modelcontextprotocol/client
expect(findings.filter((finding) => finding.severity === "error")).toEqual([]);
// #endregion audit

// #region widgetResourceUris
const { resources } = await client.listResources();
expect(widgetResourceUris(resources)).toEqual([expect.stringMatching(/^ui:\/\/widget\/pizza-list\.\w+\.html$/)]);
// #endregion widgetResourceUris

await client.close();
await server.close();

export { findings };
