import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { DEFAULT_FILE_LIBRARY, renderWidget, type HostMode } from "@hostbridge/testing";
import type { UnknownObject } from "@hostbridge/core";
import { FILES } from "../../test-support/fixtures.js";
import { FileDeskWidget } from "./file-desk.js";

const tools = {
  analyze_file: (args: UnknownObject) => {
    const file = args.file as { file_id: string; file_name?: string; mime_type?: string };
    return {
      structuredContent: {
        fileId: file.file_id,
        fileName: file.file_name ?? null,
        mimeType: file.mime_type ?? null,
        summary: `Looked at ${file.file_name}.`,
      },
      content: [],
    };
  },
};

const row = (fileName: string) =>
  screen.getAllByTestId("file-row").find((r) => within(r).getByTestId("file-name").textContent === fileName)!;
const rowById = (fileId: string) => screen.getAllByTestId("file-row").find((r) => r.dataset.fileId === fileId)!;

// ChatGPT alone and ChatGPT with the MCP Apps bridge: the file functions come from window.openai.
describe.each<HostMode>(["chatgpt", "chatgpt+mcp"])("file-desk in %s", (mode) => {
  it("uploads a chosen file into the library, lists it and keeps it in widget state", async () => {
    const view = await renderWidget(<FileDeskWidget />, { host: mode, toolOutput: FILES, tools });
    expect(screen.getByText("report.pdf")).toBeTruthy();
    fireEvent.click(screen.getByTestId("save-to-library"));
    const file = new File(["hello"], "notes.txt", { type: "text/plain" });
    fireEvent.change(screen.getByTestId("file-input"), { target: { files: [file] } });

    await waitFor(() => expect(screen.getAllByTestId("file-row")).toHaveLength(2));
    const chatgpt = view.chatgpt!;
    expect(chatgpt.uploads).toHaveLength(1);
    expect(chatgpt.uploads[0]).toMatchObject({ library: true });
    expect(chatgpt.callsOf("uploadFile")[0]!.args[1]).toEqual({ library: true });
    expect(row("notes.txt").dataset.fileId).toBe(chatgpt.uploads[0]!.fileId);
    expect(screen.getByTestId("status").textContent).toContain("saved it to your library");
    // The structured form: the model sees the names, the list itself stays private.
    expect(chatgpt.openai.widgetState).toEqual({
      modelContent: { files: ["notes.txt"] },
      privateContent: {
        added: [{ fileId: chatgpt.uploads[0]!.fileId, fileName: "notes.txt", mimeType: "text/plain" }],
      },
      imageIds: [],
    });
  });

  it("picks files from the library, gets a link and analyses a file through its file param", async () => {
    const view = await renderWidget(<FileDeskWidget />, { host: mode, toolOutput: FILES, tools });
    expect(screen.getByTestId("select-files").textContent).toBe("Choose from library");
    fireEvent.click(screen.getByTestId("select-files"));
    await waitFor(() => expect(screen.getAllByTestId("file-row")).toHaveLength(1 + DEFAULT_FILE_LIBRARY.length));
    expect(view.chatgpt!.callsOf("selectFiles")).toHaveLength(1);

    fireEvent.click(within(rowById("f-report")).getByTestId("get-download-url"));
    const link = await within(rowById("f-report")).findByTestId("download-url");
    expect(link.getAttribute("href")).toContain("f-report");

    fireEvent.click(within(rowById("f-report")).getByTestId("analyze-file"));
    expect((await within(rowById("f-report")).findByTestId("analysis")).textContent).toBe("Looked at report.pdf.");
    expect(view.toolCalls()).toEqual([
      {
        name: "analyze_file",
        args: {
          file: {
            download_url: expect.stringContaining("f-report"),
            file_id: "f-report",
            mime_type: "application/pdf",
            file_name: "report.pdf",
          },
        },
      },
    ]);
  });
});

describe("file-desk fallbacks", () => {
  it("lists the files it added before a reload", async () => {
    const added = [{ fileId: "file-upload-9", fileName: "old.png", mimeType: "image/png" }];
    await renderWidget(<FileDeskWidget />, {
      host: "chatgpt",
      toolOutput: FILES,
      widgetState: { modelContent: { files: ["old.png"] }, privateContent: { added }, imageIds: ["file-upload-9"] },
    });
    expect(screen.getAllByTestId("file-row").map((r) => r.dataset.fileId)).toEqual(["f-report", "file-upload-9"]);
  });

  it("falls back to a file chooser whose file is uploaded when there is no library", async () => {
    const view = await renderWidget(<FileDeskWidget />, { host: "chatgpt", toolOutput: FILES, fileLibrary: false });
    expect(screen.getByTestId("library-fallback")).toBeTruthy();
    expect(screen.getByTestId("feature-selectFiles").dataset.supported).toBe("false");
    const button = screen.getByTestId("select-files");
    expect(button.textContent).toBe("Choose a file");

    // The hook's fallback opens a transient <input type=file>: answer it like a user would.
    const original = HTMLInputElement.prototype.click;
    const clicked = new Promise<HTMLInputElement>((resolve) => {
      HTMLInputElement.prototype.click = function (this: HTMLInputElement) {
        resolve(this);
      };
    });
    try {
      fireEvent.click(button);
      const input = await clicked;
      fireEvent.change(input, { target: { files: [new File(["x"], "photo.png", { type: "image/png" })] } });
    } finally {
      HTMLInputElement.prototype.click = original;
    }
    await waitFor(() => expect(screen.getAllByTestId("file-row")).toHaveLength(2));
    expect(view.chatgpt!.uploads).toHaveLength(1);
    expect(row("photo.png")).toBeTruthy();
    // An image's id is listed for the model.
    expect(view.chatgpt!.openai.widgetState).toMatchObject({ imageIds: [view.chatgpt!.uploads[0]!.fileId] });
  });

  it("shows the tool's error when the analysis fails", async () => {
    await renderWidget(<FileDeskWidget />, {
      host: "chatgpt",
      toolOutput: FILES,
      tools: { analyze_file: { isError: true, content: [{ type: "text", text: "Unsupported format" }] } },
    });
    fireEvent.click(within(row("report.pdf")).getByTestId("analyze-file"));
    expect((await screen.findByTestId("file-error")).textContent).toBe("Unsupported format");
  });

  it("lists the files read-only in a plain MCP Apps host", async () => {
    await renderWidget(<FileDeskWidget />, { host: "mcp-apps", toolOutput: FILES, tools });
    expect(screen.getByText("report.pdf")).toBeTruthy();
    expect(screen.getByTestId("files-unsupported")).toBeTruthy();
    expect((screen.getByTestId("upload-file") as HTMLButtonElement).disabled).toBe(true);
    expect((within(row("report.pdf")).getByTestId("analyze-file") as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId("feature-uploadFile").dataset.supported).toBe("false");
    expect(screen.getByTestId("feature-callTool").dataset.supported).toBe("true");
  });
});
