// The demo server's declarations, as a type only: `import type` is erased from the build, so no
// server code reaches a widget bundle, while `createHooks<DemoApp, …>()` types every hook from them.
export type { DemoApp } from "../../../demo-server/src/create-server.js";
