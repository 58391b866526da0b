import {
  defineWidget,
  type Widget,
  type WidgetCsp,
  type WidgetHtmlSource,
  type WidgetOptions,
} from "@hostbridge/server";

/** A widget the build (its manifest) or the Vite dev server knows: its name, title and declared CSP. */
export interface FoundWidget {
  /** The widget's folder under `src/widgets/`, e.g. `quotes`. */
  name: string;
  /** Its title (`title` in its `widget.ts`). */
  title: string;
  /** The domains it declared (`csp` in its `widget.ts`); `undefined` takes the manifest's. */
  csp?: WidgetCsp;
}

/** What a widget's server module chooses about it; the URI, HTML and CSP come from the build. */
export type WidgetDetails = Omit<WidgetOptions, "uri" | "html" | "csp" | "title">;

/** Every widget of the project, declared for `@hostbridge/server`. */
export interface ProjectWidgets {
  /** The widgets' names, sorted. */
  readonly names: readonly string[];
  /**
   * Declares the widget `name` with `details` (its description, display modes, ...) and returns it,
   * for `defineTool({ widget })`. Throws when the build has no such widget.
   */
  declare(name: string, details?: WidgetDetails): Widget;
  /** Every widget: those declared with details, and the others as the build describes them. */
  all(): Widget[];
}

/** A widget's `ui://` URI before the build's content hash. */
export const widgetUri = (name: string) => `ui://widget/${name}.html`;

/**
 * Reads what `source` needs to serve each of `found` (its URI with the content hash in production,
 * its CSP with the dev server's origin in development), so the server declares every widget the
 * build made without naming any: a widget added later is served with no server edit.
 */
export async function loadProjectWidgets(
  source: WidgetHtmlSource,
  found: readonly FoundWidget[],
): Promise<ProjectWidgets> {
  const known = new Map<string, Omit<WidgetOptions, "html"> & { html: () => Promise<string> }>();
  for (const widget of [...found].sort((a, b) => a.name.localeCompare(b.name))) {
    known.set(widget.name, {
      uri: await source.uri(widget.name, widgetUri(widget.name)),
      html: () => source.html(widget.name),
      csp: await source.csp(widget.name, widget.csp),
      title: widget.title,
    });
  }
  const declared = new Map<string, Widget>();
  const declare = (name: string, details: WidgetDetails = {}): Widget => {
    const options = known.get(name);
    if (!options) {
      const names = [...known.keys()].join(", ") || "none";
      throw new Error(
        `No widget "${name}" was built (widgets: ${names}): is there a src/widgets/${name}/main.tsx, and did the build run?`,
      );
    }
    const widget = defineWidget({ ...options, ...details });
    declared.set(name, widget);
    return widget;
  };
  return {
    names: [...known.keys()],
    declare,
    all: () => [...known.keys()].map((name) => declared.get(name) ?? declare(name)),
  };
}
