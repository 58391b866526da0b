import { App } from "@modelcontextprotocol/ext-apps";

/** The measured widget without React, official `App`: tool output into the DOM, a counter mirrored with `updateModelContext`. */
export function mountWidget(root: HTMLElement): App {
  const app = new App({ name: "bench-widget", version: "1.0.0" });
  let output: { title?: string } | null = null;
  let count = 0;
  const button = document.createElement("button");
  button.dataset.bench = "output";
  const render = () => {
    button.textContent = `${output?.title ?? ""} ${count}`;
  };
  app.ontoolresult = (result) => {
    output = (result.structuredContent as { title?: string }) ?? null;
    render();
  };
  button.onclick = () => {
    count += 1;
    void app.updateModelContext({ structuredContent: { count } });
    render();
  };
  render();
  root.append(button);
  void app.connect();
  return app;
}
