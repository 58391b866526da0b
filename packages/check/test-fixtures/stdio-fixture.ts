// A fixture served over stdio by the official SDK alone (for `hostbridge check --command`):
//   node --conditions=@hostbridge/source --import tsx stdio-fixture.ts [fixture name]
// "healthy" (the default) or a key of BEHAVIOURAL_FIXTURES / STATIC_FIXTURES.
import { StdioServerTransport } from "@modelcontextprotocol/server/stdio";
import { BEHAVIOURAL_FIXTURES, STATIC_FIXTURES } from "./broken-servers.js";
import { fixtureServer } from "./fixture-server.js";
import { fixtureMcpServer } from "./serve-fixture.js";

const name = process.argv[2] ?? "healthy";
const fixture = BEHAVIOURAL_FIXTURES[name]?.server ?? STATIC_FIXTURES[name] ?? fixtureServer(name);
await fixtureMcpServer(fixture).connect(new StdioServerTransport());
