import { createHost } from "@hostbridge/core";

/** One host for the widget's lifetime (its own module, so editing the component keeps it). */
export const host = createHost({ appInfo: { name: "hello", version: "1.0.0" } });
