// Official SDK lab: the mount/unmount leak loop with the React entry's `useApp`.
import { createRoot } from "react-dom/client";
import { Widget } from "../../widgets/ext-apps-react-widget.js";
import { measureLeaks, waitForText } from "../lab-util.js";

/** `?autoResize=false` turns the official default (on) off, to show what the rest of the lifecycle leaves behind. */
const autoResize = new URLSearchParams(location.search).get("autoResize") !== "false";

const firstRoot = createRoot(document.getElementById("root")!);
firstRoot.render(<Widget autoResize={autoResize} />);

let firstUnmounted = false;
async function leaks(cycles: number) {
  if (!firstUnmounted) {
    firstUnmounted = true;
    firstRoot.unmount();
  }
  return measureLeaks(cycles, async (container, track, mounted) => {
    const root = createRoot(container);
    root.render(<Widget onAppCreated={track} autoResize={autoResize} />);
    await waitForText(container, "Margherita");
    mounted();
    root.unmount(); // useApp closes its App on unmount
  });
}

(window as unknown as { __benchLab: unknown }).__benchLab = { leaks };
