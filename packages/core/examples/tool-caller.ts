// The `@example` of `createToolCaller` (src/call.ts).
import { createHost } from "@hostbridge/core";
import { createToolCaller } from "@hostbridge/core/call";

const host = createHost({ appInfo: { name: "pizza-list", version: "1.0.0" } });

// #region createToolCaller
const loadMore = createToolCaller(host, "load_more_pizzas");
loadMore.subscribe(() => {
  const { status, data, error } = loadMore.getSnapshot();
  document.body.classList.toggle("loading", status === "pending");
  // A result with isError comes as a ToolCallError, its first text as the message.
  if (error) document.body.textContent = error.message;
  else if (status === "success") document.body.textContent = JSON.stringify(data?.structuredContent);
});
await loadMore.call({ page: 2 }); // never rejects: a failure lands in `error`
// #endregion createToolCaller
