import { createHost, type Host } from "@hostbridge/core";

/** The measured widget without React, hostbridge flavour: tool output into the DOM, a counter kept as widget state. */
export function mountWidget(root: HTMLElement): Host {
  const host = createHost();
  let count = 0;
  const button = document.createElement("button");
  button.dataset.bench = "output";
  const render = () => {
    const output = host.getSnapshot().toolOutput as { title?: string } | null;
    button.textContent = `${output?.title ?? ""} ${count}`;
  };
  host.subscribe(render);
  button.onclick = () => {
    count += 1;
    void host.setWidgetState({ count });
    render();
  };
  render();
  root.append(button);
  return host;
}
