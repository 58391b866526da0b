// Official SDK lab: the mount/unmount leak loop with the React entry's `useApp`.
import { createRoot } from "react-dom/client";
import { Widget } from "../../widgets/ext-apps-react-widget.js";
import { measureLeaks, waitForText } from "../lab-util.js";

const firstRoot = createRoot(document.getElementById("root")!);
firstRoot.render(<Widget />);

/** `autoResize` is the official default (on); off shows what the rest of the lifecycle leaves behind. */
let firstUnmounted = false;
async function leaks(cycles: number, autoResize = true) {
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
