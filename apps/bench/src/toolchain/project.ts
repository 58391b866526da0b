import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const BENCH_NODE_MODULES = fileURLToPath(new URL("../../node_modules", import.meta.url));

/** A generated widget project on disk. */
export interface WidgetProject {
  root: string;
  names: string[];
  /** The component file of widget `name` (the HMR figure edits it). */
  componentFile(name: string): string;
  remove(): Promise<void>;
}

const VITE_CONFIG = `import { defaultClientConditions, defineConfig } from "vite";
import { hostbridge } from "@hostbridge/vite";

export default defineConfig({
  resolve: { conditions: ["@hostbridge/source", ...defaultClientConditions] },
  logLevel: "warn",
  plugins: [hostbridge()],
});
`;

const SHARED_CARD = `import type { ReactNode } from "react";
import "./card.css";

export function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card">
      <h2>{title}</h2>
      {children}
    </section>
  );
}
`;

const SHARED_CSS = `.card { border: 1px solid #ddd; border-radius: 12px; padding: 12px; font: 14px system-ui; }
.card h2 { margin: 0 0 8px; font-size: 16px; }
`;

const widgetMain = (name: string) => `import { createRoot } from "react-dom/client";
import { createHost } from "@hostbridge/core";
import { HostProvider } from "@hostbridge/react";
import { WidgetView } from "./widget-view.js";

const host = createHost({ appInfo: { name: "${name}", version: "1.0.0" } });
createRoot(document.getElementById("root")!).render(
  <HostProvider host={host}>
    <WidgetView />
  </HostProvider>,
);
`;

const widgetView = (name: string, index: number) => `import { useState } from "react";
import { useToolOutput, useTheme } from "@hostbridge/react";
import { Card } from "../../shared/card.js";
import "./widget.css";

export function WidgetView() {
  const output = useToolOutput<{ items?: string[] }>();
  const theme = useTheme();
  const [count, setCount] = useState(0);
  return (
    <Card title="Widget ${index}">
      <p className="w${index}" data-testid="label">label 0</p>
      <p>{theme} · {(output?.items ?? []).join(", ") || "no items"}</p>
      <button onClick={() => setCount(count + 1)}>${name}: {count}</button>
    </Card>
  );
}
`;

const widgetCss = (index: number) => `.w${index} { color: hsl(${(index * 37) % 360} 60% 40%); }\n`;
const widgetSample = () => `export const sample = { toolOutput: { items: ["one", "two"] } };\n`;

/**
 * Writes a project of `count` widgets (`src/widgets/w1` … `wN`), each a React widget on
 * `@hostbridge/react` with its own component and CSS plus a shared card, in a temporary folder
 * whose `node_modules` is the bench's.
 */
export async function createWidgetProject(count: number): Promise<WidgetProject> {
  const root = await mkdtemp(join(tmpdir(), `hostbridge-bench-${count}-widgets-`));
  await symlink(BENCH_NODE_MODULES, join(root, "node_modules"), "dir");
  await writeFile(join(root, "vite.config.ts"), VITE_CONFIG);
  await writeFile(
    join(root, "package.json"),
    `${JSON.stringify({ name: "bench-widgets", private: true, type: "module" })}\n`,
  );
  await mkdir(join(root, "src/shared"), { recursive: true });
  await writeFile(join(root, "src/shared/card.tsx"), SHARED_CARD);
  await writeFile(join(root, "src/shared/card.css"), SHARED_CSS);
  const names: string[] = [];
  for (let index = 1; index <= count; index++) {
    const name = `w${index}`;
    const folder = join(root, "src/widgets", name);
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, "main.tsx"), widgetMain(name));
    await writeFile(join(folder, "widget-view.tsx"), widgetView(name, index));
    await writeFile(join(folder, "widget.css"), widgetCss(index));
    await writeFile(join(folder, "sample.ts"), widgetSample());
    names.push(name);
  }
  return {
    root,
    names,
    componentFile: (name) => join(root, "src/widgets", name, "widget-view.tsx"),
    remove: () => rm(root, { recursive: true, force: true }),
  };
}
