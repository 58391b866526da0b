export * from "./globals.js";
export * from "./errors.js";
export type * from "./host-types.js";
