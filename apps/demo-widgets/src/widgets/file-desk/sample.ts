import type { WidgetSample } from "@hostbridge/vite";

/** Dev-server data (the fake host of a page opened on its own): a desk with one file, and an `analyze_file` that reports what it got. */
export const sample: WidgetSample = {
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
