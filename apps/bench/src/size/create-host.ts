// `createHost` and what it needs, nothing else: the figure of the design's first budget (the same
// entry as packages/core/scripts/size.mjs measures).
export { createHost } from "@hostbridge/core";
