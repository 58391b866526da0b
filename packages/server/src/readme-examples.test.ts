import { expect, it } from "vitest";

// The README's examples that need nothing but this package, run so that they cannot rot
// (the others are only typechecked: they need a widget build or register alternatives).

it("the file params example declares a clean tool", async () => {
  const { analysePhotos } = await import("../examples/file-params.js");
  expect(analysePhotos.violations).toEqual([]);
  expect(analysePhotos.descriptor._meta).toEqual({ "openai/fileParams": ["photo", "attachments"] });
});

it("the audit example finds no errors in the pizza example server", async () => {
  const { findings } = await import("../examples/audit-server.js");
  expect(findings.filter((finding) => finding.severity === "error")).toEqual([]);
});
