// `@hostbridge/react/restore`: the tool output that survives a reload, on its own entry so a widget
// that does not use it does not carry `keepToolOutput`.
export { useKeptToolOutput, type KeptToolOutputState } from "./use-kept-tool-output.js";
