import { describe, expect, it } from "vitest";
import { checkSchema } from "./schema-check.js";
import referenceAnalyzeFile from "./test-support/reference-analyze-file.json" with { type: "json" };
import { referenceFileObject } from "./test-support/fixtures.js";
import { fileParam, fileParams } from "./file-params.js";
import { defineTool } from "./tool.js";
import { validateTool } from "./validate-tool.js";

describe("the Apps SDK reference's analyze_file descriptor", () => {
  it("passes validateTool as written, without errors or warnings", () => {
    // The fixture is the JSON block of the Apps SDK reference, copied verbatim (identical in the Spanish and Korean text).
    expect(referenceAnalyzeFile.name).toBe("analyze_file");
    expect(validateTool(referenceAnalyzeFile)).toEqual([]);
  });

  it("accepts what ChatGPT passes at run time, and rejects a value without file_id", () => {
    const value = {
      download_url: "https://files.example.com/x",
      file_id: "file_123",
      mime_type: "image/png",
      file_name: "input.png",
    };
    expect(checkSchema(referenceAnalyzeFile.inputSchema, { file: value })).toEqual([]);
    expect(
      checkSchema(referenceAnalyzeFile.inputSchema, {
        file: { download_url: "https://files.example.com/x", file_id: "file_1" },
      }),
    ).toEqual([]);
    expect(
      checkSchema(referenceAnalyzeFile.inputSchema, { file: { download_url: "https://files.example.com/x" } }).map(
        (i) => i.message,
      ),
    ).toEqual(['/file is missing the required property "file_id"']);
  });
});

describe("fileParam() / fileParams()", () => {
  it("fileParam() is exactly the Apps SDK reference's file object schema", () => {
    expect(fileParam()).toEqual(referenceFileObject());
    expect(fileParam()).toEqual(referenceAnalyzeFile.inputSchema.$defs.OpenAIFile);
  });

  it("returns a fresh object each call", () => {
    const a = fileParam();
    (a.required as string[]).push("mime_type");
    expect(fileParam().required).toEqual(["download_url", "file_id"]);
  });

  it("fileParams() is an array whose items are the file object", () => {
    expect(fileParams({ maxItems: 5, description: "Photos" })).toEqual({
      type: "array",
      items: referenceFileObject(),
      description: "Photos",
      maxItems: 5,
    });
  });

  it("extra optional properties stay optional", () => {
    const schema = fileParam({ extraProperties: { page: { type: "integer" } } });
    expect(schema.required).toEqual(["download_url", "file_id"]);
    expect((schema.properties as Record<string, unknown>).page).toEqual({ type: "integer" });
  });

  it("a tool built with them passes, single and array, with the field itself required", () => {
    const tool = defineTool({
      name: "compare_files",
      inputSchema: {
        type: "object",
        properties: { base: fileParam(), others: fileParams({ minItems: 1 }) },
        required: ["base", "others"],
      },
      outputSchema: { type: "object", properties: { summary: { type: "string" } }, required: ["summary"] },
      annotations: { readOnlyHint: true, destructiveHint: false, openWorldHint: false },
      fileParams: ["base", "others"],
    });
    expect(tool.violations).toEqual([]);
    expect(tool.descriptor._meta?.["openai/fileParams"]).toEqual(["base", "others"]);
  });
});
