// Everything the core's main entry exports, as a widget importing all of it would carry.
export * from "@hostbridge/core";
