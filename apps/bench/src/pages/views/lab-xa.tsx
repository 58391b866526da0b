// Official SDK lab: the mount/unmount leak loop with the React entry's `useApp`.
import { createRoot } from "react-dom/client";
import { Widget } from "../../widgets/ext-apps-react-widget.js";
import { measureLeaks, waitForText } from "../lab-util.js";

const firstRoot = createRoot(document.getElementById("root")!);
firstRoot.render(<Widget />);

async function leaks(cycles: number) {
  firstRoot.unmount();
  return measureLeaks(cycles, async (container, track) => {
    const root = createRoot(container);
    root.render(<Widget onAppCreated={track} />);
    await waitForText(container, "Margherita");
    root.unmount(); // useApp closes its App on unmount
  });
}

(window as unknown as { __benchLab: unknown }).__benchLab = { leaks };
