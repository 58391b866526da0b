export * from "./globals.js";
export * from "./errors.js";
export type * from "./host-types.js";
export { createHost } from "./host.js";
export { offeredDisplayModes } from "./display-modes.js";
export { createStore, type Store } from "./store.js";
export { createRpc, type Handlers, type Progress, type RequestOptions, type Rpc, type RpcOptions } from "./rpc.js";
export { windowPort, type Port, type WindowPortOptions } from "./port.js";
export { PROTOCOL_VERSION } from "./adapters/mcp-apps.js";
