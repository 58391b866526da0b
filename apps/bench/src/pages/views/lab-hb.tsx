// hostbridge lab: the render-count tree and the mount/unmount leak loop.
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createHost, DEFAULT_SNAPSHOT, OPENAI_GLOBAL_NAMES, type Host, type HostSnapshot } from "@hostbridge/core";
import { HostProvider, useIntrinsicHeight, useOpenAiGlobal } from "@hostbridge/react";
import { Widget } from "../../widgets/hostbridge-widget.js";
import { measureLeaks, sleep, waitForText } from "../lab-util.js";
import type { RenderCountResult } from "../view-api.js";

const KEYS = OPENAI_GLOBAL_NAMES;
type Key = (typeof KEYS)[number];
const COMPONENTS = 100;
const keyOf = (i: number): Key => KEYS[i % KEYS.length]!;
const display = (v: unknown) => (typeof v === "string" ? v : ((v as { title?: string } | null)?.title ?? ""));

const renders = { hostbridge: 0, naiveContext: 0 };

function HostbridgeReader({ k }: { k: Key }) {
  renders.hostbridge += 1;
  const value = useOpenAiGlobal(k);
  return <span data-k={k}>{display(value)}</span>;
}

// The naive way: every global in one context value, replaced on every change.
const NaiveContext = createContext<HostSnapshot>(DEFAULT_SNAPSHOT);
function NaiveProvider({ host, children }: { host: Host; children: ReactNode }) {
  const [globals, setGlobals] = useState(() => host.getSnapshot());
  useEffect(() => host.subscribe(() => setGlobals(host.getSnapshot())), [host]);
  return <NaiveContext.Provider value={globals}>{children}</NaiveContext.Provider>;
}
function NaiveReader({ k }: { k: Key }) {
  renders.naiveContext += 1;
  const value = useContext(NaiveContext)[k];
  return <span data-k={k}>{display(value)}</span>;
}

const readers = (Reader: (p: { k: Key }) => ReactNode) =>
  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of readers that never reorders.
  Array.from({ length: COMPONENTS }, (_, i) => <Reader key={i} k={keyOf(i)} />);

// The widget with size reporting on, as the official App does by default.
function SizedWidget() {
  useIntrinsicHeight();
  return <Widget />;
}

/** `?reportSize=true`: the widget reports its size (useIntrinsicHeight), as the official App does by default. */
const reportSize = new URLSearchParams(location.search).get("reportSize") === "true";

// The page shows the widget at once, so the host page sees it render like any other view.
const firstHost = createHost();
const firstRoot = createRoot(document.getElementById("root")!);
firstRoot.render(<HostProvider host={firstHost}>{reportSize ? <SizedWidget /> : <Widget />}</HostProvider>);

let trees: Root[] = [];

async function prepareRenderCount(): Promise<void> {
  await firstHost.ready;
  const hb = document.createElement("div");
  const naive = document.createElement("div");
  hb.dataset.tree = "hostbridge";
  naive.dataset.tree = "naive";
  document.body.append(hb, naive);
  trees = [createRoot(hb), createRoot(naive)];
  trees[0]!.render(<HostProvider host={firstHost}>{readers(HostbridgeReader)}</HostProvider>);
  trees[1]!.render(<NaiveProvider host={firstHost}>{readers(NaiveReader)}</NaiveProvider>);
  await waitForText(naive, "Margherita");
  await sleep(50);
  renders.hostbridge = 0;
  renders.naiveContext = 0;
}

/** After the host changed global `key` so that its readers show `text`: how many components rendered. */
async function finishRenderCount(key: Key, text: string): Promise<RenderCountResult> {
  const shows = () =>
    [...document.querySelectorAll(`[data-tree] [data-k="${key}"]`)].every((el) => el.textContent === text);
  for (let i = 0; i < 200 && !shows(); i += 1) await sleep(5);
  if (!shows()) throw new Error(`readers of ${key} never showed ${text}`);
  await sleep(50); // let any later, unnecessary renders land too
  const result = {
    components: COMPONENTS,
    readers: Array.from({ length: COMPONENTS }, (_, i) => keyOf(i)).filter((k) => k === key).length,
    ...renders,
  };
  renders.hostbridge = 0;
  renders.naiveContext = 0;
  return result;
}

let labClosed = false;
async function leaks(cycles: number) {
  if (!labClosed) {
    labClosed = true;
    for (const root of trees) root.unmount();
    firstRoot.unmount();
    await firstHost.close();
  }
  return measureLeaks(cycles, async (container, track, mounted) => {
    const host = createHost();
    track(host);
    const root = createRoot(container);
    root.render(<HostProvider host={host}>{reportSize ? <SizedWidget /> : <Widget />}</HostProvider>);
    await waitForText(container, "Margherita");
    mounted();
    root.unmount();
    await host.close();
  });
}

(window as unknown as { __benchLab: unknown }).__benchLab = { prepareRenderCount, finishRenderCount, leaks };
