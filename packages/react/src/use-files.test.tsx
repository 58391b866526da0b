import { act } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useFiles } from "./use-files.js";
import { chatGptHost } from "./test-support/chatgpt-host.js";
import { captureHook } from "./test-support/render-with.js";

describe("useFiles", () => {
  it("uploads (to the library when asked) and gets download URLs", async () => {
    const { host, openai } = chatGptHost();
    openai.answers.uploadFile = async () => ({ fileId: "file_1" });
    openai.answers.getFileDownloadUrl = async () => ({ downloadUrl: "https://files.example/1" });
    const files = captureHook(host, useFiles);
    const file = new File(["hi"], "a.txt", { type: "text/plain" });
    expect(await files.get().upload(file, { library: true })).toEqual({ fileId: "file_1" });
    expect(openai.calls[0]).toEqual(["uploadFile", file, { library: true }]);
    expect(await files.get().getDownloadUrl("file_1")).toEqual({ downloadUrl: "https://files.example/1" });
    expect(openai.calls[1]).toEqual(["getFileDownloadUrl", { fileId: "file_1" }]);
    expect(files.get().isSupported).toEqual({ upload: true, select: true, library: true, getDownloadUrl: true });
  });

  it("select() uses the host's library picker when there is one", async () => {
    const { host, openai } = chatGptHost();
    const picked = [{ fileId: "f", fileName: "x.png", mimeType: "image/png" }];
    openai.answers.selectFiles = async () => picked;
    const files = captureHook(host, useFiles);
    expect(await files.get().select()).toEqual(picked);
  });

  it("select() falls back to a file input plus upload where selectFiles is missing", async () => {
    const { host, openai } = chatGptHost({ withoutSelectFiles: true });
    let n = 0;
    openai.answers.uploadFile = async () => ({ fileId: `up_${++n}` });
    const files = captureHook(host, useFiles);
    expect(files.get().isSupported).toEqual({ upload: true, select: true, library: false, getDownloadUrl: true });

    let result: Promise<unknown> | undefined;
    act(() => {
      result = files.get().select({ multiple: true, accept: "image/*" });
    });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.multiple).toBe(true);
    expect(input.accept).toBe("image/*");
    const chosen = [
      new File(["1"], "one.png", { type: "image/png" }),
      new File(["2"], "two.txt", { type: "text/plain" }),
    ];
    Object.defineProperty(input, "files", { value: chosen });
    input.dispatchEvent(new Event("change"));
    expect(await result).toEqual([
      { fileId: "up_1", fileName: "one.png", mimeType: "image/png" },
      { fileId: "up_2", fileName: "two.txt", mimeType: "text/plain" },
    ]);
    expect(document.querySelector('input[type="file"]')).toBeNull();
    expect(openai.calls.map(([m]) => m)).toEqual(["uploadFile", "uploadFile"]);
  });

  it("select() resolves [] when the user cancels the file input", async () => {
    const { host } = chatGptHost({ without: ["selectFiles", "getFileDownloadUrl"] });
    const files = captureHook(host, useFiles);
    const result = files.get().select();
    document.querySelector('input[type="file"]')!.dispatchEvent(new Event("cancel"));
    expect(await result).toEqual([]);
  });

  it("says nothing is supported in a host without files, and select() rejects with UnsupportedError", async () => {
    const { host } = chatGptHost({ without: ["uploadFile", "selectFiles", "getFileDownloadUrl"] });
    const files = captureHook(host, useFiles);
    expect(files.get().isSupported).toEqual({ upload: false, select: false, library: false, getDownloadUrl: false });
    await expect(files.get().select()).rejects.toMatchObject({ code: "unsupported" });
  });
});
