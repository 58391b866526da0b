// Every member of the Host in use: each region is that member's `@example` in src/host-types.ts.
import { createHost, HostError, StorageError, TimeoutError, UnsupportedError } from "@hostbridge/core";

const host = createHost({
  appInfo: { name: "pizza-list", version: "1.0.0" },
  appCapabilities: { tools: { listChanged: true } }, // the widget offers tools (see handleRequest)
});

// #region kind
// Opened on its own (a preview page, a test): there is no host to call tools on.
if (host.kind === "standalone") {
  document.body.textContent = "Open this widget from a chat to see your pizzas.";
}
document.documentElement.dataset.host = host.kind; // "chatgpt" | "mcp-apps" | "standalone"
// #endregion kind

// #region ready
try {
  await host.ready; // the MCP Apps handshake; at once in ChatGPT-only and standalone pages
} catch (error) {
  // TimeoutError or ProtocolVersionError: window.openai (if any) still works, and a host that
  // answers late still connects, so watch `handshake` in the snapshot rather than give up.
  console.warn("MCP Apps handshake failed:", error);
}
// #endregion ready

// #region getSnapshot
// One frozen object: a new one after each change, so read it when rendering.
const { toolOutput, toolStatus, theme, locale } = host.getSnapshot();
document.documentElement.dataset.theme = theme; // "light" | "dark"
document.documentElement.lang = locale; // e.g. "en-US"
// toolOutput: the structuredContent of the tool call that opened the widget
document.body.textContent = toolStatus === "success" ? JSON.stringify(toolOutput) : "Looking for pizzerias…";
// #endregion getSnapshot

// #region subscribe
// The listener gets the names of the keys that changed: re-render only for those this view shows.
const unsubscribe = host.subscribe((changed) => {
  if (!changed.has("toolOutput") && !changed.has("displayMode")) return;
  const snapshot = host.getSnapshot();
  document.body.classList.toggle("expanded", snapshot.displayMode === "fullscreen");
  document.body.textContent = JSON.stringify(snapshot.toolOutput);
});
host.onTeardown(unsubscribe);
// #endregion subscribe

// #region supports
// Show the upload button only where the host can serve it, and keep asking: the answer changes
// when the handshake ends, when the host answers -32601, and after close().
const uploadButton = document.querySelector<HTMLButtonElement>("#upload");
const showUploadButton = () => {
  if (uploadButton) uploadButton.hidden = !host.supports("uploadFile"); // ChatGPT only
};
host.subscribe(showUploadButton);
showUploadButton();
// #endregion supports

// #region callTool
try {
  const result = await host.callTool("search_pizzerias", { city: "Naples", limit: 5 }, { timeoutMs: 10_000 });
  // A tool that failed still answers: `isError`, with the reason in `content`.
  if (result.isError) console.warn("search_pizzerias failed:", result.content);
  else document.body.textContent = JSON.stringify(result.structuredContent);
} catch (error) {
  // No answer at all: no bridge (UnsupportedError), too slow (TimeoutError), refused (HostError).
  if (!(error instanceof TimeoutError)) throw error;
  document.body.textContent = "The pizza server is slow today; try again.";
}
// #endregion callTool

// #region sendFollowUpMessage
if (host.supports("sendFollowUpMessage")) {
  // Posted as if the user wrote it, so the model answers it in the conversation.
  await host.sendFollowUpMessage({ prompt: "Compare the three cheapest pizzerias", scrollToBottom: false });
}
// #endregion sendFollowUpMessage

// #region setWidgetState
try {
  // Restored with the view: the model may read `modelContent`, only the widget sees `privateContent`.
  await host.setWidgetState({ modelContent: { selectedId: "da-michele" }, privateContent: { scrollTop: 240 } });
} catch (error) {
  if (!(error instanceof StorageError)) throw error;
  console.warn("The selection was not saved (nothing changed):", error.cause);
}
// #endregion setWidgetState

// #region uploadFile
const photoInput = document.querySelector<HTMLInputElement>("input[type=file]");
photoInput?.addEventListener("change", async () => {
  const photo = photoInput.files?.[0];
  if (!photo || !host.supports("uploadFile")) return;
  const { fileId } = await host.uploadFile(photo, { library: true }); // also kept in the user's library
  // Image ids in the widget state let the model see the photo on its next turn.
  await host.setWidgetState({ modelContent: { note: "The user's pizza photo" }, imageIds: [fileId] });
});
// #endregion uploadFile

// #region selectFiles
if (host.supports("selectFiles")) {
  // ChatGPT's library picker; the files come back already authorised for this app ([] if cancelled).
  const picked = await host.selectFiles();
  const menus = picked.filter((file) => file.mimeType === "application/pdf");
  document.body.textContent = menus.map((file) => file.fileName).join(", ");
}
// #endregion selectFiles

// #region getFileDownloadUrl
// `fileId` comes from uploadFile or selectFiles; the URL is short-lived, so fetch it when needed.
export async function showPhoto(fileId: string) {
  const { downloadUrl } = await host.getFileDownloadUrl({ fileId });
  const image = document.createElement("img");
  image.src = downloadUrl;
  document.body.append(image);
}
// #endregion getFileDownloadUrl

// #region requestDisplayMode
// The host may refuse or choose another mode (on mobile, pip may become fullscreen):
// lay out for the mode it answers, not the one asked for.
const { mode } = await host.requestDisplayMode({ mode: "fullscreen" });
document.body.classList.toggle("expanded", mode === "fullscreen");
// #endregion requestDisplayMode

// #region requestModal
if (host.supports("requestModal")) {
  await host.requestModal({ template: "ui://widget/pizza-details.html", params: { pizzaId: "margherita" } });
}
// In the modal, the widget mounted from that template reads the params back:
const { view } = host.getSnapshot();
if (view.mode === "modal") console.log(view.params); // { pizzaId: "margherita" }
// #endregion requestModal

// #region requestCheckout
if (host.supports("requestCheckout")) {
  // The server creates the checkout session; ChatGPT shows its checkout for it.
  const { structuredContent: session } = await host.callTool("create_checkout_session", { cartId: "cart-42" });
  if (session) console.log("Checkout answered:", await host.requestCheckout(session));
}
// #endregion requestCheckout

// #region requestClose
document.querySelector("#done")?.addEventListener("click", async () => {
  // The host decides; an MCP Apps host that agrees sends ui/resource-teardown (see onTeardown).
  if (host.supports("requestClose")) await host.requestClose();
});
// #endregion requestClose

// #region notifyIntrinsicHeight
// After a render that changed the height: `observeSize` of @hostbridge/core/resize does this on
// every change, so call it by hand only where that is not used.
host.notifyIntrinsicHeight(document.documentElement.scrollHeight);
// #endregion notifyIntrinsicHeight

// #region openExternal
document.querySelector("a.menu")?.addEventListener("click", async (event) => {
  event.preventDefault(); // the sandboxed iframe cannot navigate away: the host opens the link
  await host.openExternal({ href: "https://pizzeria.example/menu" });
});
// #endregion openExternal

// #region setOpenInAppUrl
// In fullscreen, ChatGPT's "open in app" button goes here (the iframe's own path when unset).
export async function showPizzeria(pizzeriaId: string) {
  if (host.supports("setOpenInAppUrl")) {
    await host.setOpenInAppUrl({ href: `https://pizzeria.example/places/${pizzeriaId}` });
  }
}
// #endregion setOpenInAppUrl

// #region updateModelContext
if (host.supports("updateModelContext")) {
  // Replaces what the model knows of the widget; it reads it on the user's next message.
  await host.updateModelContext({
    content: [{ type: "text", text: "The user is reading the menu of Da Michele." }],
    structuredContent: { pizzeriaId: "da-michele", visiblePizzas: ["margherita", "marinara"] },
  });
}
// #endregion updateModelContext

// #region readResource
try {
  const { contents } = await host.readResource({ uri: "menu://pizzerias/da-michele" });
  const menu = contents[0]?.text; // a text resource; a binary one has `blob` (base64) instead
  if (menu) document.body.textContent = menu;
} catch (error) {
  if (!(error instanceof UnsupportedError)) throw error;
  console.info("This host does not read the server's resources.");
}
// #endregion readResource

// #region log
if (host.supports("log")) {
  // For the host's logs (debugging, telemetry); it never enters the conversation.
  await host.log({ level: "warning", logger: "pizza-list", data: { message: "No photo", pizzaId: "diavola" } });
}
// #endregion log

// #region downloadFile
if (host.supports("downloadFile")) {
  // The sandbox cannot download by itself: the host asks the user, then saves the file.
  const csv = "pizza,count\nmargherita,2\ndiavola,1";
  await host.downloadFile({
    contents: [{ type: "resource", resource: { uri: "file:///order-42.csv", mimeType: "text/csv", text: csv } }],
  });
}
// #endregion downloadFile

// #region onTeardown
// The host waits for this before it removes the widget: save what the user was typing.
host.onTeardown(async () => {
  const draft = document.querySelector("textarea")?.value ?? "";
  await host.setWidgetState({ draft });
});
// #endregion onTeardown

// #region handleRequest
// The host calls a tool the widget offers (`registerAppTools` of @hostbridge/core/tools does this
// for a list of tools); what the handler returns is the result, a throw a JSON-RPC error.
host.handleRequest("tools/call", (params) => {
  const { name } = params as { name: string };
  if (name !== "get_selection") throw new Error(`Unknown tool: ${name}`);
  return { content: [{ type: "text", text: "margherita, diavola" }] };
});
// #endregion handleRequest

// #region sendRequest
try {
  // A request the Host has no method for, sent as it is once the bridge is connected.
  const listed = await host.sendRequest("resources/list", {}, { timeoutMs: 5000 });
  console.log(listed); // the host's result, unchecked
} catch (error) {
  if (error instanceof HostError) console.warn(`The host refused: ${error.rpcCode} ${error.message}`);
  else if (!(error instanceof UnsupportedError)) throw error; // UnsupportedError: no bridge here
}
// #endregion sendRequest

// #region sendNotification
// The widget now offers another tool: tell the host to list them again (registerAppTools of
// @hostbridge/core/tools does this itself). Without a bridge it does nothing.
host.sendNotification("notifications/tools/list_changed");
// #endregion sendNotification

// #region close
// At the end of a test, or when the page goes away: pending calls reject with ClosedError.
await host.close();
console.log(host.supports("callTool")); // false from now on
console.log(host.getSnapshot().closed); // true
// #endregion close
