import { describe, expect, it } from "vitest";
import { partialInputSteps } from "./partial-input.js";

describe("partialInputSteps", () => {
  it("adds keys in order and grows strings, ending with the whole input", () => {
    const steps = partialInputSteps({ city: "San Francisco", limit: 4 });
    expect(steps).toEqual([
      { city: "San F" },
      { city: "San Franci" },
      { city: "San Francisco" },
      { city: "San Francisco", limit: 4 },
    ]);
  });

  it("has one empty step for no arguments", () => {
    expect(partialInputSteps({})).toEqual([{}]);
  });
});
