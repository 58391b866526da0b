// The migration guide's example for code written with the official App (typechecked by
// `pnpm --filter @hostbridge/docs typecheck`).
import { createHost } from "@hostbridge/core";

// #region after
// Before (ext-apps): new App(appInfo, capabilities), app.ontoolresult = ..., await app.connect(),
// app.callServerTool({ name, arguments }), app.sendMessage(...).
const host = createHost({ appInfo: { name: "pizza-list", version: "1.0.0" } });

host.subscribe((changed) => {
  // was app.ontoolresult: the result's structuredContent is toolOutput, the whole result toolResult
  if (changed.has("toolResult")) console.log(host.getSnapshot().toolOutput);
});
await host.ready; // was await app.connect(): the ui/initialize handshake

export const loadMore = () => host.callTool("load_more_pizzas", { cursor: "2" }); // was app.callServerTool
export const ask = () => host.sendFollowUpMessage({ prompt: "Which pizza has no cheese?" }); // was app.sendMessage
// #endregion after
