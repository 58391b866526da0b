// The testing guide's example (typechecked by `pnpm --filter @hostbridge/docs typecheck`).
// #region profile
import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { renderWidget } from "@hostbridge/testing";
import { useDisplayMode } from "@hostbridge/react";

function FullscreenButton() {
  const display = useDisplayMode();
  return <button disabled={!display.availableModes.includes("fullscreen")}>Fullscreen</button>;
}

// Each host profile of @hostbridge/testing/profiles, as a jsdom host: its capabilities, context and modes.
describe.each([
  { preset: "mcp-apps", offered: true },
  { preset: "mcp-ui", offered: false }, // MCP-UI's AppRenderer offers no display modes
] as const)("the fullscreen button in $preset", ({ preset, offered }) => {
  it(offered ? "is enabled" : "is disabled", async () => {
    await renderWidget(<FullscreenButton />, { host: "mcp-apps", mcp: { preset } });
    expect((screen.getByRole("button") as HTMLButtonElement).disabled).toBe(!offered);
  });
});
// #endregion profile
