import { contentHash, hashedUri } from "./content-hash.js";
import { HostBridgeServerError, MetadataError } from "./errors.js";
import { type DisplayMode, type OpenAiWidgetCsp, type UiCsp, type WidgetResource, WIDGET_MIME_TYPE } from "./types.js";
import { validateWidget } from "./validate-widget.js";
import { domainsOf, type WidgetDomainPerHost } from "./widget-domain.js";
import { errorsOf, type Violation } from "./violation.js";

/** CSP for a widget, written once; emitted as `_meta.ui.csp` and `_meta["openai/widgetCSP"]`. */
export interface WidgetCsp {
  /** fetch/XHR/WebSocket origins (`connect-src`). */
  connectDomains?: string[];
  /** Origins for images, fonts, scripts, styles (`script-src`, `style-src`, `img-src`, ...). */
  resourceDomains?: string[];
  /** Origins allowed in nested iframes (`frame-src`); needs a justification at review. */
  frameDomains?: string[];
  /** Trusted `openExternal` targets; only ChatGPT's `openai/widgetCSP.redirect_domains` has them. */
  redirectDomains?: string[];
  /** `base-uri` origins; only the standard `ui.csp` has them. */
  baseUriDomains?: string[];
}

/** What `defineWidget` takes: the template URI, its HTML and the metadata both host dialects read. */
export interface WidgetOptions {
  /** The template URI, `ui://...`, e.g. `ui://widget/pizza-list.html`. */
  uri: string;
  /**
   * The whole HTML document the host renders, or a function that reads it on each `resources/read`
   * (e.g. from a build folder during development; not combinable with `hashInUri`).
   */
  html: string | (() => string | Promise<string>);
  /** Resource name for `resources/list`; default: the URI's last path segment without extension. */
  name?: string;
  /** Display title of the resource (`title` in `resources/list`). */
  title?: string;
  /** Summary shown to the model when the component loads (`openai/widgetDescription`, and the resource description). */
  description?: string;
  /** The origins the widget may reach, written once for both CSP dialects. */
  csp?: WidgetCsp;
  /**
   * Dedicated origin of the hosted component: one string for both keys (`ui.domain` and
   * `openai/widgetDomain`), e.g. `https://pizza.example.com`, or one per host where they differ:
   * `{ chatgpt: "https://pizza.example.com", mcpApps: claudeWidgetDomain("https://pizza.example.com/mcp") }`.
   */
  domain?: string | WidgetDomainPerHost;
  /** Render inside a bordered card (`ui.prefersBorder` / `openai/widgetPrefersBorder`). */
  prefersBorder?: boolean;
  /** `openai/ui.availableDisplayModes`; also declare them during MCP Apps initialisation. */
  displayModes?: DisplayMode[];
  /** iframe permissions (`ui.permissions`); hosts may honour them. */
  permissions?: {
    /** Camera access in the iframe (`allow="camera"`). */
    camera?: object;
    /** Microphone access (`allow="microphone"`). */
    microphone?: object;
    /** Location access (`allow="geolocation"`). */
    geolocation?: object;
    /** Writing to the clipboard (`allow="clipboard-write"`). */
    clipboardWrite?: object;
    /**
     * WebMCP tools (the Permission Policy `tools` feature): lets the widget register tools with the
     * browser (`document.modelContext`). On the spec's main branch, after ext-apps 2.0.4; the widget
     * should feature-detect it rather than assume the grant.
     */
    tools?: object;
  };
  /**
   * Put a content hash into the URI (`ui://widget/name.<hash>.html`) so hosts that cache templates
   * by URI fetch the new HTML after a deploy. Tools defined with this widget object follow the new URI.
   */
  hashInUri?: boolean;
  /** Extra `_meta` keys merged over the generated ones. */
  meta?: Record<string, unknown>;
  /** Throw `MetadataError` on rule violations (default true). */
  validate?: boolean;
}

/** A declared widget: its final URI and the `resources/read` content item carrying both dialects. */
export interface Widget {
  /** Always `"widget"`; tells a widget from a tool where both are accepted. */
  readonly kind: "widget";
  /** Final URI (hashed when `hashInUri`). */
  readonly uri: string;
  /** The URI as declared, before hashing. */
  readonly declaredUri: string;
  /** Resource name for `resources/list` (the option, or the URI's last path segment). */
  readonly name: string;
  /** The `title` option, as listed. */
  readonly title?: string;
  /** The `description` option (also `openai/widgetDescription`). */
  readonly description?: string;
  /** Hash of the HTML and metadata (always computed). */
  readonly hash: string;
  /** The content item: `{ uri, mimeType: "text/html;profile=mcp-app", text, _meta }` (no `text` when `html` is a function). */
  readonly resource: WidgetResource;
  /** The content item with the current HTML (reads it when `html` is a function). */
  read(): Promise<WidgetResource>;
  /** Findings of `validateWidget`: warnings only, unless `validate: false` let errors through. */
  readonly violations: readonly Violation[];
}

/** `ui.csp` and `openai/widgetCSP` from one declaration; both always carry the connect and resource lists. */
function buildCsp(csp: WidgetCsp): { ui: UiCsp; openai: OpenAiWidgetCsp } {
  const { connectDomains = [], resourceDomains = [], frameDomains, redirectDomains, baseUriDomains } = csp;
  const uiCsp: UiCsp = { connectDomains: [...connectDomains], resourceDomains: [...resourceDomains] };
  if (frameDomains) uiCsp.frameDomains = [...frameDomains];
  if (baseUriDomains) uiCsp.baseUriDomains = [...baseUriDomains];
  const openaiCsp: OpenAiWidgetCsp = { connect_domains: [...connectDomains], resource_domains: [...resourceDomains] };
  if (frameDomains) openaiCsp.frame_domains = [...frameDomains];
  if (redirectDomains) openaiCsp.redirect_domains = [...redirectDomains];
  return { ui: uiCsp, openai: openaiCsp };
}

/** The generated `ui` and other keys with the `meta` option merged over them (`ui` one level deep). */
function mergeExtraMeta(
  uiMeta: Record<string, unknown>,
  meta: Record<string, unknown>,
  extra: Record<string, unknown>,
): Record<string, unknown> {
  const extraUi = typeof extra.ui === "object" && extra.ui !== null ? (extra.ui as Record<string, unknown>) : {};
  return {
    ...(Object.keys(uiMeta).length || Object.keys(extraUi).length ? { ui: { ...uiMeta, ...extraUi } } : {}),
    ...meta,
    ...omitUi(extra),
  };
}

function buildMeta(options: WidgetOptions): Record<string, unknown> {
  const uiMeta: Record<string, unknown> = {};
  const meta: Record<string, unknown> = {};
  if (options.csp) {
    const csp = buildCsp(options.csp);
    uiMeta.csp = csp.ui;
    meta["openai/widgetCSP"] = csp.openai;
  }
  if (options.permissions) uiMeta.permissions = { ...options.permissions };
  if (options.domain !== undefined) {
    const domains = domainsOf(options.domain);
    uiMeta.domain = domains.ui;
    meta["openai/widgetDomain"] = domains.openai;
  }
  if (options.prefersBorder !== undefined) {
    uiMeta.prefersBorder = options.prefersBorder;
    meta["openai/widgetPrefersBorder"] = options.prefersBorder;
  }
  if (options.displayModes) meta["openai/ui"] = { availableDisplayModes: [...options.displayModes] };
  if (options.description !== undefined) meta["openai/widgetDescription"] = options.description;
  return mergeExtraMeta(uiMeta, meta, options.meta ?? {});
}

function omitUi(meta: Record<string, unknown>): Record<string, unknown> {
  const { ui: _ui, ...rest } = meta;
  return rest;
}

function defaultName(uri: string): string {
  const last =
    uri
      .replace(/[?#].*$/, "")
      .split("/")
      .pop() ?? uri;
  return last.replace(/\.[^.]+$/, "") || uri;
}

// @example-source packages/server/examples/api-reference.ts#defineWidget
/**
 * Declares a widget once and emits the resource content with both metadata dialects:
 * `_meta.ui.*` (MCP Apps) and the `openai/*` aliases (ChatGPT). Validated with `validateWidget`.
 *
 * @throws {MetadataError} code `invalid_widget`, listing every broken rule, unless `validate: false`.
 * @throws {HostBridgeServerError} code `invalid_argument` when `hashInUri` is combined with an `html` function.
 * @example
 * ```ts
 * const pizzaList = defineWidget({
 *   uri: "ui://widget/pizza-list.html",
 *   html: readFileSync("dist/widgets/pizza-list.html", "utf8"),
 *   csp: { connectDomains: ["https://api.example.com"] },
 *   hashInUri: true,
 * });
 * ```
 */
export function defineWidget(options: WidgetOptions): Widget {
  const { html } = options;
  const lazy = typeof html === "function";
  if (lazy && options.hashInUri) {
    throw new HostBridgeServerError(
      "invalid_argument",
      `Widget ${options.uri}: hashInUri needs the HTML at declaration time, not a function.`,
    );
  }
  const meta = buildMeta(options);
  const hash = contentHash(`${lazy ? "" : html}\u0000${JSON.stringify(meta)}`);
  const uri = options.hashInUri ? hashedUri(options.uri, hash) : options.uri;
  const resource: WidgetResource = { uri, mimeType: WIDGET_MIME_TYPE };
  if (!lazy) resource.text = html;
  if (Object.keys(meta).length) resource._meta = meta;
  // A lazy body is only known at read time, so the body rule is left out here.
  const violations = validateWidget(lazy ? { ...resource, text: "<html></html>" } : resource);
  const errors = errorsOf(violations);
  if (errors.length && options.validate !== false)
    throw new MetadataError("invalid_widget", `Widget ${options.uri}`, errors);
  const widget: Widget = {
    kind: "widget",
    uri,
    declaredUri: options.uri,
    name: options.name ?? defaultName(options.uri),
    hash,
    resource,
    violations,
    read: async () =>
      lazy
        ? { uri, mimeType: WIDGET_MIME_TYPE, text: await html(), ...(resource._meta ? { _meta: resource._meta } : {}) }
        : resource,
  };
  return Object.assign(
    widget,
    options.title !== undefined ? { title: options.title } : {},
    options.description !== undefined ? { description: options.description } : {},
  );
}
