// What the build and the server know about this widget. Read statically by @hostbridge/vite
// (keep the values literal): the title of dist/widgets/quotes.html, and the domains the widget may
// load from or connect to. The build fails on anything the MCP Apps default CSP would block
// unless its domain is listed here.
export const title = "Quotes";

export const csp = {
  connectDomains: [],
  // @openai/apps-sdk-ui's CSS declares the KaTeX fonts of its Markdown math on OpenAI's CDN (a
  // browser fetches them only when math is shown).
  resourceDomains: ["https://cdn.openai.com"],
};
