import type { FixtureServer } from "./fixture-server.js";

/** An in-memory MCP client over a fixture (the slice `checkServerStatically` and the runner use). */
export function memoryClient(server: FixtureServer) {
  return {
    listTools: async () => ({ tools: structuredClone(server.tools) }),
    listResources: async () => ({ resources: structuredClone(server.resources) }),
    readResource: async ({ uri }: { uri: string }) => {
      const contents = server.contents[uri];
      if (!contents) throw new Error(`Resource ${uri} not found`);
      return { contents: structuredClone(contents) };
    },
  };
}
