import type { Theme } from "vitepress";
import DefaultTheme from "vitepress/theme";
import { LiveWidgets } from "./live-widgets.js";
import "./live-widgets.css";

/** VitePress's default theme (search, light and dark) with the live examples' component. */
export default {
  extends: DefaultTheme,
  enhanceApp({ app }) {
    app.component("LiveWidgets", LiveWidgets);
  },
} satisfies Theme;
