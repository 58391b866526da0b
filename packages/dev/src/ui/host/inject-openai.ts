/** Escapes a JSON text for an inline script (no `</script>`, no HTML comment openers). */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * Makes a widget document a ChatGPT frame: sets `window.__hostbridgeOpenaiInit` and runs the
 * `window.openai` frame script before any of the widget's own scripts, so the globals exist
 * synchronously on first render.
 */
export function injectOpenAi(html: string, init: object, frameScript: string): string {
  const scripts =
    `<script>window.__hostbridgeOpenaiInit=${scriptSafeJson(init)};</script>` +
    `<script>${frameScript.replace(/<\/script/gi, "<\\/script")}</script>`;
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (head) {
    const at = head.index + head[0].length;
    return html.slice(0, at) + scripts + html.slice(at);
  }
  const htmlTag = /<html(\s[^>]*)?>/i.exec(html);
  if (htmlTag) {
    const at = htmlTag.index + htmlTag[0].length;
    return `${html.slice(0, at)}<head>${scripts}</head>${html.slice(at)}`;
  }
  return scripts + html;
}
