// `@hostbridge/react/styles`: the host-styles hook, on its own entry so a widget that does not
// use it does not carry `applyHostStyles`.
export { useHostStyles } from "./use-host-styles.js";
