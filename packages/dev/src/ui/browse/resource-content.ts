import type { ReadResourceResult } from "@modelcontextprotocol/client";

/** One content of a `resources/read` answer, as the Resources view shows it. */
export interface ShownContent {
  uri: string;
  mimeType: string | null;
  /** The text (a base64 blob decoded when it is text), or `null` for binary data. */
  text: string | null;
  /** Bytes of a blob left binary. */
  blobBytes: number | null;
  /** Whether it is an HTML document (an MCP App widget, or `text/html`): it gets a preview. */
  html: boolean;
}

const TEXT_TYPES = /^(text\/|application\/(json|xml|javascript|[a-z.+-]*\+(json|xml)))/;

/** Decodes base64 to UTF-8 text, or `null` when it is not valid UTF-8. */
function decodedText(base64: string): string | null {
  try {
    const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

type Content = ReadResourceResult["contents"][number];

/** The content's text: its `text`, or its blob decoded when the type says text. */
function textOf(content: Content, blob: string | null, mimeType: string | null): string | null {
  if ("text" in content && typeof content.text === "string") return content.text;
  return blob !== null && (mimeType === null || TEXT_TYPES.test(mimeType)) ? decodedText(blob) : null;
}

/** Whether the text is an HTML document: by its type, or by its start when it has none. */
const isHtml = (text: string, mimeType: string | null) =>
  mimeType !== null ? mimeType.startsWith("text/html") : /^\s*<(!doctype html|html)/i.test(text);

/** The contents of a read resource, each as text where it is text. */
export function shownContents(result: ReadResourceResult): ShownContent[] {
  return result.contents.map((content) => {
    const mimeType = content.mimeType ?? null;
    const blob = "blob" in content && typeof content.blob === "string" ? content.blob : null;
    const text = textOf(content, blob, mimeType);
    return {
      uri: content.uri,
      mimeType,
      text,
      blobBytes: blob !== null && text === null ? Math.floor((blob.length * 3) / 4) : null,
      html: text !== null && isHtml(text, mimeType),
    };
  });
}

/** What the preview allows: inline styles and inline images, no script, no request anywhere. */
export const PREVIEW_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:";

/**
 * `html` for a static preview in an `<iframe sandbox srcdoc>`: a CSP `<meta>` goes first, so the
 * resource can reach no server from the dev host page (scripts are off by the sandbox anyway).
 */
export function previewDocument(html: string): string {
  return `<meta http-equiv="Content-Security-Policy" content="${PREVIEW_CSP}">${html}`;
}
