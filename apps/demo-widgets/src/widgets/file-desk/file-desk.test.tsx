import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { DEFAULT_FILE_LIBRARY, cleanup as cleanupHosts } from "@hostbridge/testing";
import type { UnknownObject } from "@hostbridge/core";
import { renderIn } from "../../test-support/render-in-host.js";
import { FILES } from "../../test-support/fixtures.js";
import { FileDeskWidget } from "./file-desk.js";

const tools = {
  analyze_file: (args: UnknownObject) => {
    const file = args.file as { file_id: string; file_name?: string; mime_type?: string };
    return {
      structuredContent: { fileId: file.file_id, fileName: file.file_name ?? null, mimeType: file.mime_type ?? null, summary: `Looked at ${file.file_name}.` },
      content: [],
    };
  },
};

beforeEach(() => localStorage.clear());
afterEach(async () => {
  cleanup();
  await cleanupHosts();
});

const row = (fileName: string) => screen.getAllByTestId("file-row").find((r) => r.textContent?.includes(fileName))!;

describe("file-desk in ChatGPT", () => {
  it("uploads a chosen file into the library and lists it", async () => {
    const { chatgpt } = await renderIn("chatgpt", <FileDeskWidget />, { chatgpt: { toolOutput: FILES, tools } });
    expect(screen.getByText("report.pdf")).toBeTruthy();
    fireEvent.click(screen.getByTestId("save-to-library"));
    const file = new File(["hello"], "notes.txt", { type: "text/plain" });
    fireEvent.change(screen.getByTestId("file-input"), { target: { files: [file] } });

    await waitFor(() => expect(screen.getAllByTestId("file-row")).toHaveLength(2));
    expect(chatgpt!.uploads).toHaveLength(1);
    expect(chatgpt!.uploads[0]).toMatchObject({ library: true });
    expect(chatgpt!.callsOf("uploadFile")[0]!.args[1]).toEqual({ library: true });
    expect(row("notes.txt").dataset.fileId).toBe(chatgpt!.uploads[0]!.fileId);
    expect(screen.getByTestId("status").textContent).toContain("saved it to your library");
    // Kept in widget state, so a reload still lists it.
    expect(chatgpt!.widgetStates.at(-1)).toMatchObject({ added: [{ fileName: "notes.txt", mimeType: "text/plain" }] });
  });

  it("picks files from the library, gets a link and analyses a file through its file param", async () => {
    const { chatgpt } = await renderIn("chatgpt", <FileDeskWidget />, { chatgpt: { toolOutput: FILES, tools } });
    expect(screen.getByTestId("select-files").textContent).toBe("Choose from library");
    fireEvent.click(screen.getByTestId("select-files"));
    await waitFor(() => expect(screen.getAllByTestId("file-row")).toHaveLength(1 + DEFAULT_FILE_LIBRARY.length));
    expect(chatgpt!.callsOf("selectFiles")).toHaveLength(1);

    fireEvent.click(within(row("report.pdf")).getByTestId("get-download-url"));
    const link = await within(row("report.pdf")).findByTestId("download-url");
    expect(link.getAttribute("href")).toContain("f-report");

    fireEvent.click(within(row("report.pdf")).getByTestId("analyze-file"));
    expect((await within(row("report.pdf")).findByTestId("analysis")).textContent).toBe("Looked at report.pdf.");
    const [name, args] = chatgpt!.callsOf("callTool")[0]!.args as [string, { file: UnknownObject }];
    expect(name).toBe("analyze_file");
    expect(args.file).toEqual({
      download_url: expect.stringContaining("f-report"),
      file_id: "f-report",
      mime_type: "application/pdf",
      file_name: "report.pdf",
    });
  });

  it("falls back to a file chooser whose file is uploaded when there is no library", async () => {
    const { chatgpt } = await renderIn("chatgpt", <FileDeskWidget />, { chatgpt: { toolOutput: FILES, fileLibrary: false } });
    expect(screen.getByTestId("library-fallback")).toBeTruthy();
    expect(screen.getByTestId("feature-selectFiles").dataset.supported).toBe("false");
    const button = screen.getByTestId("select-files");
    expect(button.textContent).toBe("Choose a file");

    // The hook's fallback opens a transient <input type=file>: answer it like a user would.
    const clicked = new Promise<HTMLInputElement>((resolve) => {
      const original = HTMLInputElement.prototype.click;
      HTMLInputElement.prototype.click = function (this: HTMLInputElement) {
        HTMLInputElement.prototype.click = original;
        resolve(this);
      };
    });
    fireEvent.click(button);
    const input = await clicked;
    fireEvent.change(input, { target: { files: [new File(["x"], "photo.png", { type: "image/png" })] } });
    await waitFor(() => expect(screen.getAllByTestId("file-row")).toHaveLength(2));
    expect(chatgpt!.uploads).toHaveLength(1);
    expect(row("photo.png")).toBeTruthy();
  });

  it("shows the tool's error when the analysis fails", async () => {
    await renderIn("chatgpt", <FileDeskWidget />, {
      chatgpt: { toolOutput: FILES, tools: { analyze_file: { isError: true, content: [{ type: "text", text: "Unsupported format" }] } } },
    });
    fireEvent.click(within(row("report.pdf")).getByTestId("analyze-file"));
    expect((await screen.findByTestId("file-error")).textContent).toBe("Unsupported format");
  });
});

describe("file-desk in an MCP Apps host", () => {
  it("lists the files read-only and says the host takes no uploads", async () => {
    await renderIn("mcp-apps", <FileDeskWidget />, { mcp: { toolOutput: FILES, tools } });
    expect(await screen.findByText("report.pdf")).toBeTruthy();
    expect(screen.getByTestId("files-unsupported")).toBeTruthy();
    expect((screen.getByTestId("upload-file") as HTMLButtonElement).disabled).toBe(true);
    expect((within(row("report.pdf")).getByTestId("analyze-file") as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId("feature-uploadFile").dataset.supported).toBe("false");
    expect(screen.getByTestId("feature-callTool").dataset.supported).toBe("true");
  });
});
