import type { WidgetNames } from "./widget-names.js";

/** One file of a new widget: its path in the project (forward slashes) and its text. */
export interface GeneratedFile {
  /** Relative to the project folder, e.g. `src/widgets/daily-tips/main.tsx`. */
  path: string;
  /** The whole file. */
  text: string;
}

/**
 * Every file of a new widget in a project made by create-hostbridge: the component, its entry,
 * hooks, declaration and sample data, a jsdom test and a browser test under `src/widgets/<name>/`
 * and `tests/`, and its server side (`server/tools/<name>.ts` with the tool, and its data).
 * The widget shows a list the tool returns, with a selection kept in widget state and a follow-up
 * message, in the project's shared look (`src/styles/widget.css`).
 */
export function widgetFiles(names: WidgetNames): GeneratedFile[] {
  const widgetDir = `src/widgets/${names.folder}`;
  return [
    { path: `${widgetDir}/main.tsx`, text: entryFile(names) },
    { path: `${widgetDir}/${names.folder}.tsx`, text: componentFile(names) },
    { path: `${widgetDir}/hooks.ts`, text: hooksFile(names) },
    { path: `${widgetDir}/widget.ts`, text: declarationFile(names) },
    { path: `${widgetDir}/sample.ts`, text: sampleFile(names) },
    { path: `${widgetDir}/${names.folder}.test.tsx`, text: jsdomTestFile(names) },
    { path: `tests/${names.folder}.spec.ts`, text: browserTestFile(names) },
    { path: `server/tools/${names.folder}.ts`, text: toolsFile(names) },
    { path: `server/tools/${names.folder}-data.ts`, text: dataFile(names) },
  ];
}

const entryFile = (names: WidgetNames) => `import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { ${names.pascal}Widget } from "./${names.folder}.js";
import "../../styles/widget.css";

// The widget's entry: @hostbridge/vite builds it into dist/widgets/${names.folder}.html (everything
// inline) and serves it at /widgets/${names.folder}.html in development.
const root = document.getElementById("root");
if (!root) throw new Error("The widget page has no #root element.");
createRoot(root).render(
  <StrictMode>
    <${names.pascal}Widget />
  </StrictMode>,
);
`;

const componentFile = (
  names: WidgetNames,
) => `import { useIntrinsicHeight, useSendFollowUpMessage } from "@hostbridge/react";
import { useHostStyles } from "@hostbridge/react/styles";
import { useToolOutput, useToolResult, useWidgetState } from "./hooks.js";

/** The ${names.folder} widget: the items \`${names.tool}\` returned, one of them selected (kept in widget state). */
export function ${names.pascal}Widget() {
  const output = useToolOutput();
  const call = useToolResult();
  const [state, setState] = useWidgetState({ selected: null });
  const followUp = useSendFollowUpMessage();
  // The host's colours, fonts and theme on <html>, which src/styles/widget.css builds on.
  useHostStyles();
  useIntrinsicHeight();

  if (!output && (call.isError || call.isCancelled))
    return (
      <p role="alert" className="widget-state">
        Could not load ${names.title.toLowerCase()}: {call.isError ? call.error : (call.cancelReason ?? "the call was cancelled")}
      </p>
    );
  if (!output)
    return (
      <p data-testid="loading" className="widget-state widget-loading">
        Loading ${names.title.toLowerCase()}…
      </p>
    );

  return (
    <section className="widget" data-testid="${names.folder}">
      <header className="widget-header">
        <h1 className="widget-title">{output.title}</h1>
      </header>
      {output.items.length === 0 ? (
        <p className="widget-state">Nothing here yet.</p>
      ) : (
        <ul className="widget-list">
          {output.items.map((item) => {
            const selected = state.selected === item.id;
            return (
              <li key={item.id} className="widget-card" data-testid="item" data-item-id={item.id}>
                <strong>{item.label}</strong>
                <p className="muted">{item.detail}</p>
                <div className="widget-actions">
                  <button
                    type="button"
                    className={selected ? "button button-primary" : "button"}
                    aria-pressed={selected}
                    onClick={() => setState({ selected: selected ? null : item.id })}
                  >
                    {selected ? "Selected" : "Select"}
                  </button>
                  {followUp.isSupported && (
                    <button
                      type="button"
                      className="button"
                      onClick={() => void followUp(\`Tell me more about \${item.label}.\`)}
                    >
                      Ask about {item.label}
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
`;

const hooksFile = (names: WidgetNames) => `import { createHooks } from "@hostbridge/react";
import type { App } from "../../../server/app.js";

/** What the widget keeps in widget state (the host keeps it with the message; the model sees it). */
export interface ${names.pascal}State {
  /** The id of the selected item, or \`null\`. */
  selected: string | null;
}

/** The hooks typed from the server's declarations: \`useToolOutput()\` is \`${names.tool}\`'s output. */
export const { useToolOutput, useToolResult, useWidgetState } = createHooks<App, "${names.tool}", ${names.pascal}State>();
`;

const declarationFile = (
  names: WidgetNames,
) => `// What the build and the server know about this widget. Read statically by @hostbridge/vite
// (keep the values literal): the title of dist/widgets/${names.folder}.html, and the domains the widget may
// load from or connect to. The build fails on anything the MCP Apps default CSP would block
// unless its domain is listed here.
export const title = "${names.title}";

export const csp = {
  connectDomains: [],
  resourceDomains: [],
};
`;

const sampleFile = (names: WidgetNames) => `import type { WidgetSample } from "@hostbridge/vite/dev-client";
import { ${names.camel}Output } from "../../../server/tools/${names.folder}-data.js";

// What the widget page shows when opened on its own in the dev server
// (http://127.0.0.1:5173/widgets/${names.folder}.html): the fake host's tool output.
export const sample: WidgetSample = {
  toolOutput: ${names.camel}Output(),
};
`;

const jsdomTestFile = (names: WidgetNames) => `import { fireEvent, screen } from "@testing-library/react";
import { renderWidget, type HostMode } from "@hostbridge/testing";
import { describe, expect, it } from "vitest";
import { ${names.camel}Output } from "../../../server/tools/${names.folder}-data.js";
import { ${names.pascal}Widget } from "./${names.folder}.js";

// The widget in jsdom, inside the testing kit's fake hosts: ChatGPT (window.openai) and a plain
// MCP Apps host driven by the official AppBridge.
const toolOutput = ${names.camel}Output();
const itemIds = () => screen.getAllByTestId("item").map((item) => item.dataset.itemId);

describe.each<HostMode>(["chatgpt", "mcp-apps"])("the ${names.folder} widget in %s", (host) => {
  it("shows the tool output", async () => {
    await renderWidget(<${names.pascal}Widget />, { host, toolOutput });
    expect(screen.getByRole("heading").textContent).toBe("${names.title}");
    expect(itemIds()).toEqual(toolOutput.items.map((item) => item.id));
  });

  it("waits for the tool result", async () => {
    const view = await renderWidget(<${names.pascal}Widget />, { host });
    expect(screen.getByTestId("loading")).toBeTruthy();
    await view.deliverToolResult({ content: [], structuredContent: toolOutput });
    expect(itemIds()).toEqual(toolOutput.items.map((item) => item.id));
  });

  it("says so when the call that rendered it fails", async () => {
    const view = await renderWidget(<${names.pascal}Widget />, { host });
    await view.deliverToolResult({ isError: true, content: [{ type: "text", text: "The data is not there" }] });
    expect((await screen.findByRole("alert")).textContent).toBe("Could not load ${names.title.toLowerCase()}: The data is not there");
  });

  it("says so when there is nothing to show", async () => {
    await renderWidget(<${names.pascal}Widget />, { host, toolOutput: { ...toolOutput, items: [] } });
    expect(screen.getByText("Nothing here yet.")).toBeTruthy();
  });

  it("keeps the selected item in widget state", async () => {
    const view = await renderWidget(<${names.pascal}Widget />, { host, toolOutput });
    const first = toolOutput.items[0]!;
    fireEvent.click(screen.getAllByRole("button", { name: "Select" })[0]!);
    await view.settle();
    expect(screen.getByRole("button", { name: "Selected" }).getAttribute("aria-pressed")).toBe("true");
    expect(view.host.getSnapshot().widgetState).toEqual({ selected: first.id });
  });
});
`;

const browserTestFile = (names: WidgetNames) => `import { expect, test } from "@hostbridge/testing/playwright";
import { serve, type ServedApp } from "../server/serve.js";
import { expectReadable } from "./readability.js";

// The built ${names.folder} widget (\`vite build\`) in Chromium, in real host pages (ChatGPT with
// window.openai, and a plain MCP Apps host), fed by this project's own MCP server.
let app: ServedApp;

test.beforeAll(async () => {
  app = await serve({ port: 0 });
});
test.afterAll(async () => {
  await app.close();
});

for (const host of ["chatgpt", "mcp-apps"] as const) {
  test(\`shows the ${names.folder} items and keeps a selection in \${host}\`, async ({ openWidget }) => {
    const widget = await openWidget({ widget: { server: app.mcpUrl, tool: "${names.tool}" }, host, theme: "dark" });
    const items = widget.frame.getByTestId("item");
    await expect(items).toHaveCount(3);
    await expectReadable([widget.frame.getByRole("heading", { name: "${names.title}" }), items.first()], "dark");

    await widget.frame.getByRole("button", { name: "Select" }).first().click();
    await expect(widget.frame.getByRole("button", { name: "Selected" })).toHaveAttribute("aria-pressed", "true");

    await widget.update({ theme: "light" });
    await expectReadable([widget.frame.getByRole("heading", { name: "${names.title}" }), items.first()], "light");
  });
}
`;

const toolsFile = (names: WidgetNames) => `import { appTool, defineTool, toolResult } from "@hostbridge/server";
import * as z from "zod";
import type { ProjectWidgets } from "../widgets.js";
import { ${names.camel}Output } from "./${names.folder}-data.js";

const itemSchema = z.object({ id: z.string(), label: z.string(), detail: z.string() });
const readOnly = { readOnlyHint: true, destructiveHint: false, openWorldHint: false, idempotentHint: true };

/**
 * The ${names.folder} widget (\`src/widgets/${names.folder}/\`) on the server: \`${names.tool}\`, the tool the
 * model calls to show it. Declared with \`@hostbridge/server\` (both metadata dialects).
 */
export function ${names.camel}Tools(widgets: ProjectWidgets) {
  const widget = widgets.declare("${names.folder}", {
    description: "${names.title}: a list of items to pick from.",
    prefersBorder: true,
  });

  const show${names.pascal} = defineTool({
    name: "${names.tool}",
    title: "Show ${names.title.toLowerCase()}",
    description: "Shows ${names.title.toLowerCase()} in an interactive widget.",
    inputSchema: z.object({}),
    outputSchema: z.object({ title: z.string(), items: z.array(itemSchema) }),
    annotations: readOnly,
    widget,
    invoking: "Loading ${names.title.toLowerCase()}…",
    invoked: "Here are the ${names.title.toLowerCase()}",
  });

  return [
    appTool(show${names.pascal}, () => {
      const output = ${names.camel}Output();
      return toolResult({ structuredContent: output, content: \`\${output.items.length} items.\` }, show${names.pascal});
    }),
  ] as const;
}
`;

const dataFile = (names: WidgetNames) => `/** One item the ${names.folder} widget shows. */
export type ${names.pascal}Item = {
  id: string;
  label: string;
  detail: string;
};

/** What \`${names.tool}\` returns. A type, not an interface, so it is a plain JSON object for \`toolResult\`. */
export type ${names.pascal}Output = {
  title: string;
  items: ${names.pascal}Item[];
};

/** The data this widget shows; replace it with your own data source. */
export function ${names.camel}Output(): ${names.pascal}Output {
  return {
    title: "${names.title}",
    items: [
      { id: "first", label: "First item", detail: "Edit server/tools/${names.folder}-data.ts to show your own data." },
      { id: "second", label: "Second item", detail: "The widget is src/widgets/${names.folder}/${names.folder}.tsx." },
      { id: "third", label: "Third item", detail: "Its tool is ${names.tool}, in server/tools/${names.folder}.ts." },
    ],
  };
}
`;
