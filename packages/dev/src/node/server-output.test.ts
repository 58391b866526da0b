import { describe, expect, it } from "vitest";
import { createServerOutput } from "./server-output.js";

describe("createServerOutput", () => {
  it("keeps only the last lines, still numbered in order", () => {
    const output = createServerOutput(3);
    for (const text of ["a", "b", "c", "d", "e"]) output.push("stdout", text);
    expect(output.after(0).map((line) => [line.seq, line.text])).toEqual([
      [3, "c"],
      [4, "d"],
      [5, "e"],
    ]);
  });

  it("gives the lines after the one the page last saw, with their stream", () => {
    const output = createServerOutput();
    output.push("stdout", "ready");
    output.push("stderr", "warning: slow");
    expect(output.after(1)).toEqual([expect.objectContaining({ seq: 2, stream: "stderr", text: "warning: slow" })]);
    expect(output.after(2)).toEqual([]);
  });
});
