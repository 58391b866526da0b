// `@hostbridge/core/testing`: helpers for tests and local tooling, kept out of the main entry so a
// widget never carries them.
export { linkedPorts, type LinkedPorts } from "./linked-ports.js";
export { defaultOpenAiGlobals, type OpenAiGlobalValues } from "./default-openai-globals.js";
export {
  installFakeOpenAi,
  type FakeOpenAi,
  type FakeOpenAiAnswer,
  type FakeOpenAiFunction,
  type FakeOpenAiGlobals,
  type FakeOpenAiOptions,
} from "./fake-openai.js";
export {
  portTransport,
  type JsonRpcFrame,
  type PortTransport,
  type PortTransportTaps,
} from "./port-transport.js";
