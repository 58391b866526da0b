export * from "./globals.js";
export * from "./errors.js";
export type * from "./host-types.js";
export { windowPort, linkedPorts } from "./port.js";
export type { Port, WindowPortOptions } from "./port.js";
