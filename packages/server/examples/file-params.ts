// The README's file params example (typechecked with the package; src/readme-examples.test.ts runs it).
import { defineTool, fileParam, fileParams } from "@hostbridge/server";

// #region declare
const analysePhotos = defineTool({
  name: "analyse_photos",
  inputSchema: { type: "object", properties: { photo: fileParam(), attachments: fileParams() }, required: ["photo"] },
  fileParams: ["photo", "attachments"],
  annotations: { readOnlyHint: true, destructiveHint: false, openWorldHint: false },
});
// #endregion declare

export { analysePhotos };
