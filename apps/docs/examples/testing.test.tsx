// The testing guide's example (typechecked by `pnpm --filter @hostbridge/docs typecheck`, run by `vitest --project docs`).
// #region profile
import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { renderWidget } from "@hostbridge/testing";
import { useDisplayMode } from "@hostbridge/react";

function FullscreenButton() {
  const display = useDisplayMode();
  return <button disabled={!display.availableModes.includes("fullscreen")}>Fullscreen</button>;
}

// `profile` plays one of the hosts of @hostbridge/testing/profiles: its capabilities, context and modes.
describe.each([
  { profile: "claude-ai", offered: true },
  { profile: "mcp-ui", offered: false }, // MCP-UI's AppRenderer offers no display modes
] as const)("the fullscreen button in $profile", ({ profile, offered }) => {
  it(offered ? "is enabled" : "is disabled", async () => {
    await renderWidget(<FullscreenButton />, { profile });
    expect((screen.getByRole("button") as HTMLButtonElement).disabled).toBe(!offered);
  });
});
// #endregion profile
