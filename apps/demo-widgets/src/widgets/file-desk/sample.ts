import type { DevSample } from "../../shared/dev-host.js";

/** Dev-server data: a desk with one file, and an `analyze_file` that reports what it got. */
export const sample: DevSample = {
  toolOutput: { files: [{ fileId: "file-menu", fileName: "menu.txt", mimeType: "text/plain" }] },
  tools: {
    analyze_file: (args) => {
      const file = (args.file ?? {}) as { file_id?: string; file_name?: string; mime_type?: string };
      return {
        content: [],
        structuredContent: {
          fileId: file.file_id ?? "",
          fileName: file.file_name ?? null,
          mimeType: file.mime_type ?? null,
          summary: `${file.file_name ?? file.file_id}: looks fine (sample analysis).`,
        },
      };
    },
  },
};
