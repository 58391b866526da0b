import { describe, expect, it } from "vitest";
import { PREVIEW_CSP, previewDocument, shownContents } from "./resource-content.js";

const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

describe("shownContents", () => {
  it("shows text as text, and marks an MCP App widget as HTML", () => {
    const [widget, readme] = shownContents({
      contents: [
        { uri: "ui://w.html", mimeType: "text/html;profile=mcp-app", text: "<!doctype html><p>hi</p>" },
        { uri: "file:///r.md", mimeType: "text/markdown", text: "# Notes" },
      ],
    });
    expect(widget).toMatchObject({ text: "<!doctype html><p>hi</p>", html: true, blobBytes: null });
    expect(readme).toMatchObject({ text: "# Notes", html: false });
  });

  it("decodes a text blob (UTF-8), and leaves binary data as a byte count", () => {
    const [html, image] = shownContents({
      contents: [
        { uri: "ui://w.html", mimeType: "text/html;profile=mcp-app", blob: base64("<html>café</html>") },
        { uri: "file:///p.png", mimeType: "image/png", blob: base64("\u0089PNG....") },
      ],
    });
    expect(html).toMatchObject({ text: "<html>café</html>", html: true });
    expect(image).toMatchObject({ text: null, html: false });
    expect(image?.blobBytes).toBeGreaterThan(0);
  });

  it("tells HTML without a type by its start, and keeps invalid UTF-8 binary", () => {
    const [untyped, invalid] = shownContents({
      contents: [
        { uri: "x://a", text: "  <!DOCTYPE html><html></html>" },
        { uri: "x://b", blob: btoa("\xff\xfe\xfd") },
      ],
    });
    expect(untyped?.html).toBe(true);
    expect(invalid).toMatchObject({ text: null, blobBytes: 3 });
  });
});

describe("previewDocument", () => {
  it("puts a CSP that allows no request and no script before the resource's markup", () => {
    const document = previewDocument('<html><img src="https://tracker.example/p.gif"></html>');
    expect(document.startsWith(`<meta http-equiv="Content-Security-Policy" content="${PREVIEW_CSP}">`)).toBe(true);
    expect(PREVIEW_CSP).toContain("default-src 'none'");
    expect(PREVIEW_CSP).not.toMatch(/script-src|https:/);
  });
});
