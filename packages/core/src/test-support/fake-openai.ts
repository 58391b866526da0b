// Core's tests import the fake window.openai from here; it lives in src/fake-openai.ts because
// `@hostbridge/core/testing` ships it (and a published file never comes from test-support/).
export * from "../fake-openai.js";
