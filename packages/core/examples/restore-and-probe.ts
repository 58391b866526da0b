import { createHost } from "@hostbridge/core";
import { probeHost } from "@hostbridge/core/probe";
import { keepToolOutput } from "@hostbridge/core/restore";

const host = createHost({ appInfo: { name: "pizza-list", version: "1.0.0" } });

// #region restore
// A reload may replay the result emptied, or not at all: show the saved output, and say so.
const kept = keepToolOutput(host, { appName: "pizza-list" });
kept.subscribe(() => {
  const { toolOutput, restored } = kept.getSnapshot();
  document.body.textContent = `${JSON.stringify(toolOutput)}${restored ? " (from your last visit)" : ""}`;
});
// #endregion restore

// #region probe
// Ask the host what it really serves: harmless requests, -32601 alone means "absent".
export async function describeHost() {
  const report = await probeHost(host, { timeoutMs: 2000 });
  console.log(report.methods["ui/open-link"]); // "present" | "absent" | "unknown"
  console.log(report.absent); // the methods the host answered -32601
  return host.supports("openExternal"); // false once the host said -32601 to ui/open-link
}
// #endregion probe
