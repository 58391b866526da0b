import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { renderWidget } from "@hostbridge/testing";
import { WidgetShell } from "./widget-shell.js";

describe("WidgetShell", () => {
  it("applies only the host's custom properties and lists feature support", async () => {
    await renderWidget(
      <WidgetShell
        title="T"
        features={[
          { name: "callTool", supported: true },
          { name: "requestModal", supported: false },
        ]}
      />,
      {
        host: "mcp-apps",
        theme: "dark",
        mcp: {
          hostContext: {
            styles: {
              variables: { "--color-text-primary": "rgb(9, 9, 9)", color: "red", "--font-sans": undefined } as never,
            },
          },
        },
      },
    );
    const root = screen.getByTestId("widget-root");
    expect(root.dataset.theme).toBe("dark");
    expect(root.style.getPropertyValue("--color-text-primary")).toBe("rgb(9, 9, 9)");
    expect(root.style.color).toBe("");
    expect(root.style.colorScheme).toBe("dark"); // useHostStyles follows the theme
    expect(screen.getByTestId("feature-callTool").dataset.supported).toBe("true");
    expect(screen.getByTestId("feature-requestModal").dataset.supported).toBe("false");
    expect(screen.getByTestId("feature-support").textContent).toContain("2 of 3 available");
  });

  it("caps its height at the host's maxHeight outside fullscreen", async () => {
    const view = await renderWidget(<WidgetShell title="T" features={[]} />, { host: "chatgpt", maxHeight: 300 });
    const root = screen.getByTestId("widget-root");
    expect(root.style.maxHeight).toBe("300px");
    await view.update({ displayMode: "fullscreen" });
    expect(root.style.maxHeight).toBe("");
  });
});
