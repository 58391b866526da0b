/**
 * The widget's CSP declaration: the same object it gives `@hostbridge/server`'s `defineWidget({ csp })`
 * (emitted there as `_meta.ui.csp`). The build checks external resources against it.
 */
export interface WidgetCspDeclaration {
  /** fetch/XHR/WebSocket/EventSource origins (`connect-src`); literal URLs in the code are checked at build time. */
  connectDomains?: string[];
  /** Origins of scripts, styles, fonts, images and media (`script-src`, `style-src`, `font-src`, `img-src`, `media-src`). */
  resourceDomains?: string[];
  /** Origins of nested iframes (`frame-src`). */
  frameDomains?: string[];
  /** `openExternal` targets (ChatGPT only); not checked at build time. */
  redirectDomains?: string[];
  /** `base-uri` origins. A `<base>` tag still fails the build: hosts render the document from their own origin. */
  baseUriDomains?: string[];
}

/** One widget given explicitly in `hostbridge({ widgets })`. */
export interface WidgetSource {
  /** The entry module, relative to the Vite root (e.g. `src/pizza/main.tsx`). */
  entry: string;
  /** Sample data for the dev page opened on its own (a module exporting `sample`), relative to the root. */
  sample?: string;
  /** The document title (default: the widget's `widget.ts` `title`, else its name). */
  title?: string;
  /** The widget's CSP declaration (default: its `widget.ts` `csp` when it sits beside the entry). */
  csp?: WidgetCspDeclaration;
}

/** What the build does when a widget would break under the MCP Apps default CSP. */
export type CspCheckMode = "error" | "warn" | "off";

/** Options of `hostbridge()`. */
export interface HostbridgeOptions {
  /**
   * The widgets, by name (`dist/widgets/<name>.html`). Default: every folder of `widgetsDir` that
   * has an entry module (`main.tsx`, `main.ts`, `index.tsx`, ...).
   */
  widgets?: Record<string, string | WidgetSource>;
  /** Folder searched by convention, relative to the Vite root (default `src/widgets`). */
  widgetsDir?: string;
  /** Folder inside `build.outDir` for the widget files and `manifest.json` (default `widgets`). */
  outputDir?: string;
  /** `"error"` (default) fails the build on a CSP problem; `"warn"` only logs it; `"off"` skips the check. */
  cspCheck?: CspCheckMode;
  /**
   * Adds `@vitejs/plugin-react` (fast refresh in dev) with these options; `false` if your config
   * adds it itself or the widgets do not use React (default `true`).
   */
  react?: boolean | Record<string, unknown>;
  /** The `lang` of every widget document (default `en`). */
  lang?: string;
  /**
   * Builds the widgets' React code on Preact's compat layer (`preact/compat`, installed in the
   * project): `react`, `react-dom` and the JSX runtime become Preact's, for a widget of about a
   * third of the size. Every hook of `@hostbridge/react` works there. In `vite` (dev) an edit
   * reloads the widget instead of React Fast Refresh (its state is not kept). Default `false`.
   */
  preact?: boolean;
}

/** A widget as the plugin resolved it (absolute paths). */
export interface ResolvedWidget {
  /** The widget's name (its folder). */
  name: string;
  /** Absolute path of the entry module. */
  entry: string;
  /** Absolute path of the sample module, when there is one. */
  sample?: string;
  /** Absolute path of the `widget.ts` declaration it was read from, when there is one. */
  declarationFile?: string;
  /** The title from the plugin options or its declaration, else its name. */
  title: string;
  /** The origins it declared in the plugin options or its declaration (`{}` when none). */
  csp: WidgetCspDeclaration;
}
