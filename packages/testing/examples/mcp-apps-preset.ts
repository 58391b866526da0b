import { createMcpAppsHost } from "@hostbridge/testing";

// #region readme
const mcp = createMcpAppsHost({ preset: "mcp-ui", toolOutput: { city: "Rome" } });
// ui/initialize answer: hostCapabilities { openLinks, serverTools, serverResources }, hostContext { theme: "light" }
// #endregion readme

export { mcp };
