// The tool calls guide's examples (typechecked by `pnpm --filter @hostbridge/docs typecheck`).
import { createHost, TimeoutError } from "@hostbridge/core";
import { createToolCaller, ToolCallError } from "@hostbridge/core/call";

const host = createHost({ appInfo: { name: "pizza-list", version: "1.0.0" } });

// #region options
// Cancellation, a timeout and progress: the host is sent notifications/cancelled on an abort or a timeout.
const controller = new AbortController();
export async function loadMore(cursor: string, showProgress: (text: string) => void) {
  try {
    const result = await host.callTool(
      "load_more_pizzas",
      { cursor },
      {
        signal: controller.signal,
        timeoutMs: 15_000,
        onProgress: ({ progress, total, message }) => showProgress(message ?? `${progress} of ${total ?? "?"}`),
      },
    );
    return result.structuredContent ?? null;
  } catch (error) {
    if (error instanceof TimeoutError) return null; // the host did not answer in time
    throw error; // an abort rejects with the signal's reason
  }
}
export const stopLoading = () => controller.abort();
// #endregion options

// #region caller
// The state of the latest call for any UI framework: useCallTool of @hostbridge/react reads this.
const loadMorePizzas = createToolCaller(host, "load_more_pizzas");
loadMorePizzas.subscribe(() => {
  const { status, data, error } = loadMorePizzas.getSnapshot();
  if (status === "error" && error instanceof ToolCallError) console.warn("The tool said:", error.message);
  if (status === "success") console.log(data?.structuredContent);
});
void loadMorePizzas.call({ cursor: "2" }); // resolves with the result or undefined; never rejects
// #endregion caller
