import { startDevHost } from "@hostbridge/dev";

const host = await startDevHost({ server: "http://127.0.0.1:3000/mcp", port: 0, sandboxPort: 0 });
console.log(host.url, host.server.name); // the page, and what the server said about itself
await host.stop();
