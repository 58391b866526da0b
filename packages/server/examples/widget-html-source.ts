// The README's widgetHtmlSource example (typechecked with the package; running it needs a widget
// build in dist/widgets, or a Vite dev server named by VITE_DEV_SERVER).
import { defineWidget, widgetHtmlSource } from "@hostbridge/server";

// #region source
const widgets = process.env.VITE_DEV_SERVER
  ? widgetHtmlSource({ mode: "development", devServerUrl: process.env.VITE_DEV_SERVER })
  : widgetHtmlSource({ mode: "production", dir: "dist/widgets" });
const quotes = defineWidget({
  uri: await widgets.uri("quotes", "ui://widget/quotes.html"),
  html: () => widgets.html("quotes"),
  csp: await widgets.csp("quotes"),
});
// #endregion source

export { quotes };
