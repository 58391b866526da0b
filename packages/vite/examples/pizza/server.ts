import { defineWidget, widgetHtmlSource, type Widget } from "@hostbridge/server";

/**
 * The pizza list widget, from the build in production or from the running `vite` in
 * development: the same declaration either way.
 */
export async function pizzaListWidget(options: { widgetsDir: string; devServerUrl?: string }): Promise<Widget> {
  const widgets = options.devServerUrl
    ? widgetHtmlSource({ mode: "development", devServerUrl: options.devServerUrl })
    : widgetHtmlSource({ mode: "production", dir: options.widgetsDir });
  return defineWidget({
    // ui://widget/pizza-list.<hash>.html in production: hosts that cache by URI fetch a new build.
    uri: await widgets.uri("pizza-list", "ui://widget/pizza-list.html"),
    html: () => widgets.html("pizza-list"),
    // The widget's declaration from the manifest (plus the dev server's origin in development).
    csp: await widgets.csp("pizza-list"),
    description: "Pizza places with photos.",
  });
}
