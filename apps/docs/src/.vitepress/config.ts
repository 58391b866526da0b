import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig, type DefaultTheme, type MarkdownRenderer } from "vitepress";

const generatedSidebars = fileURLToPath(new URL("./generated/sidebars.json", import.meta.url));
if (!existsSync(generatedSidebars)) {
  throw new Error(
    "The generated pages are missing: run `pnpm docs:build` or `pnpm docs:dev` from the repository root.",
  );
}
/** Written by scripts/generate.ts: the API reference's and the host profiles' sidebars. */
const generated = JSON.parse(readFileSync(generatedSidebars, "utf8")) as {
  api: DefaultTheme.SidebarItem[];
  hosts: DefaultTheme.SidebarItem[];
  checks?: DefaultTheme.SidebarItem[];
  widgets: string[];
};

/** The guides, in the order a newcomer reads them. */
const guides: DefaultTheme.SidebarItem[] = [
  {
    text: "Getting started",
    items: [
      { text: "Start a project", link: "/guide/start" },
      { text: "Your first widget", link: "/guide/first-widget" },
    ],
  },
  {
    text: "Inside the widget",
    items: [
      { text: "The Host and its snapshot", link: "/guide/host" },
      { text: "Routing and supports()", link: "/guide/routing" },
      { text: "Widget state", link: "/guide/widget-state" },
      { text: "Tool calls", link: "/guide/tool-calls" },
      { text: "Display modes and modals", link: "/guide/display-modes" },
      { text: "Host styles", link: "/guide/host-styles" },
      { text: "Files", link: "/guide/files" },
      { text: "App-provided tools", link: "/guide/app-tools" },
    ],
  },
  {
    text: "Toolchain",
    items: [
      { text: "Testing", link: "/guide/testing" },
      { text: "hostbridge dev", link: "/guide/dev" },
      { text: "hostbridge check", link: "/guide/check" },
      { text: "Building with @hostbridge/vite", link: "/guide/vite" },
      { text: "The server package", link: "/guide/server" },
    ],
  },
  {
    text: "Shipping",
    items: [
      { text: "Shipping to ChatGPT and Claude", link: "/guide/shipping" },
      { text: "Migrating", link: "/guide/migrating" },
    ],
  },
];

const reference: DefaultTheme.SidebarItem[] = [
  {
    text: "Reference",
    link: "/reference/",
    items: [
      { text: "Host compatibility", link: "/reference/compatibility" },
      ...generated.hosts,
      ...(generated.checks ?? []),
      { text: "Sizes", link: "/reference/sizes" },
      { text: "Error codes", link: "/reference/errors" },
    ],
  },
  ...generated.api,
];

/** GitHub's heading id: lower case, punctuation dropped, each space a hyphen. */
function githubSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** The state a markdown-it core rule gets. */
type CoreState = Parameters<Parameters<MarkdownRenderer["core"]["ruler"]["push"]>[1]>[0];
/** One markdown-it token. */
type MarkdownToken = CoreState["tokens"][number];

/**
 * The API pages carry the package READMEs (through typedoc), written for GitHub: raw HTML there
 * (a line starting with `<resourceDomains>` inside a code span) is shown as text, not compiled by Vue.
 */
function apiPagesHtmlAsText(markdownIt: MarkdownRenderer, state: CoreState): void {
  const path = (state.env as { relativePath?: string }).relativePath ?? "";
  if (!path.startsWith("reference/api/")) return;
  const asText = (html: string) => markdownIt.utils.escapeHtml(html);
  for (const token of state.tokens) {
    if (token.type === "html_block") token.content = htmlBlockAsText(token.content, asText);
    inlineHtmlAsText(token.children ?? [], asText);
  }
}

/** An HTML block as a paragraph of text; an HTML comment is dropped. */
function htmlBlockAsText(content: string, asText: (html: string) => string): string {
  return content.trim().startsWith("<!--") ? "" : `<p v-pre>${asText(content)}</p>\n`;
}

/** Inline HTML as text, except typedoc's own anchors (`<a id="property-calls"></a>`), which its links point at. */
function inlineHtmlAsText(children: MarkdownToken[], asText: (html: string) => string): void {
  let inAnchor = false;
  for (const child of children) {
    if (child.type !== "html_inline") continue;
    const anchorPart = inAnchor ? child.content === "</a>" : /^<a id="[\w-]+">$/.test(child.content);
    if (anchorPart) inAnchor = !inAnchor;
    else child.content = `<span v-pre>${asText(child.content)}</span>`;
  }
}

/** The hostbridge documentation site: VitePress's default theme, local search, light and dark. */
export default defineConfig({
  title: "hostbridge",
  description:
    "One TypeScript SDK for widgets in ChatGPT, Claude and every MCP Apps host, with the toolchain around it.",
  base: process.env.DOCS_BASE ?? "/",
  cleanUrls: false,
  lastUpdated: false,
  appearance: true,
  head: [["link", { rel: "icon", type: "image/svg+xml", href: `${process.env.DOCS_BASE ?? "/"}favicon.svg` }]],
  themeConfig: {
    nav: [
      { text: "Guide", link: "/guide/start" },
      { text: "Live examples", link: "/examples/" },
      { text: "Reference", link: "/reference/" },
      { text: "API", link: "/reference/api/" },
    ],
    sidebar: {
      "/guide/": guides,
      "/examples/": guides,
      "/reference/": reference,
    },
    search: { provider: "local" },
    outline: [2, 3],
  },
  markdown: {
    // GitHub's heading ids, so a README's link to a heading (`README.md#toolchain-...`) still lands
    // when typedoc brings that README into the site.
    anchor: { slugify: githubSlug },
    config(markdownIt) {
      markdownIt.core.ruler.push("api-pages-html-as-text", (state) => apiPagesHtmlAsText(markdownIt, state));
      // Inline code is code, not a Vue template: `appCapabilities={{ tools: {} }}` must show as written.
      const renderInlineCode = markdownIt.renderer.rules.code_inline;
      markdownIt.renderer.rules.code_inline = (tokens, index, options, env, renderer) => {
        tokens[index]?.attrSet("v-pre", "");
        return renderInlineCode
          ? renderInlineCode(tokens, index, options, env, renderer)
          : renderer.renderToken(tokens, index, options);
      };
    },
  },
  vite: {
    // Workspace packages resolve to their TypeScript sources: no package build needed first.
    resolve: { conditions: ["@hostbridge/source"] },
    // The live examples' widget list, known only once the generator ran (see theme/live-widgets.ts).
    define: { __LIVE_WIDGETS__: JSON.stringify(generated.widgets) },
    server: { fs: { allow: ["../../.."] } },
  },
});
