import type { GetPromptResult, ReadResourceResult } from "@modelcontextprotocol/client";
import { type ReactNode, useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { previewDocument, type ShownContent, shownContents } from "../browse/resource-content.js";
import { CopyButton } from "./copy-button.js";
import { Segmented } from "./segmented.js";
import { JsonTree } from "./json-tree.js";

/** What the browse dialog shows: a resource read or a prompt got, while loading, done or failed. */
export type BrowseView =
  | { kind: "resource"; title: string; state: "loading" }
  | { kind: "resource"; title: string; state: "done"; result: ReadResourceResult }
  | { kind: "prompt"; title: string; state: "loading" }
  | { kind: "prompt"; title: string; state: "done"; result: GetPromptResult }
  | { kind: "resource" | "prompt"; title: string; state: "failed"; message: string };

type ContentTab = "source" | "preview" | "raw";

/** One content of a read resource: its source, a static preview when it is HTML, the raw JSON. */
function ResourceContent({ content, raw }: { content: ShownContent; raw: unknown }) {
  const [tab, setTab] = useState<ContentTab>(content.html ? "preview" : "source");
  const tabs: ContentTab[] = content.html ? ["preview", "source", "raw"] : ["source", "raw"];
  return (
    <div className="browse-content" data-testid="resource-content">
      <div className="panel-header">
        <code className="small">{content.mimeType ?? "no mimeType"}</code>
        <Segmented<ContentTab>
          name="Show the content as"
          value={tab}
          options={tabs}
          onChange={setTab}
          testId="resource-tab"
          labels={{ preview: "Preview", source: "Source", raw: "Raw" }}
        />
        {content.text !== null && <CopyButton text={content.text} label="Copy" />}
      </div>
      {tab === "preview" && content.text !== null && (
        <>
          <iframe
            className="resource-preview"
            data-testid="resource-preview"
            title={`Preview of ${content.uri}`}
            // No script and no request: the preview shows markup and inline styles only.
            sandbox=""
            srcDoc={previewDocument(content.text)}
          />
          <p className="muted small">Static preview: scripts do not run. Run a tool that names it to see it live.</p>
        </>
      )}
      {tab === "source" &&
        (content.text !== null ? (
          <pre className="json browse-source" data-testid="resource-source">
            {content.text}
          </pre>
        ) : (
          <p className="muted small">Binary content, {content.blobBytes ?? 0} bytes.</p>
        ))}
      {tab === "raw" && (
        <div className="json">
          <JsonTree value={raw} />
        </div>
      )}
    </div>
  );
}

/** A prompt's messages, each with its role; a content that is not text shows as JSON. */
function PromptMessages({ result }: { result: GetPromptResult }) {
  return (
    <ol className="prompt-messages" data-testid="prompt-messages">
      {result.messages.map((message, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the messages are a fixed answer, never reordered.
        <li key={index}>
          <span className="badge muted">{message.role}</span>{" "}
          {message.content.type === "text" ? (
            <span className="prompt-text">{message.content.text}</span>
          ) : (
            <JsonTree value={message.content} />
          )}
        </li>
      ))}
    </ol>
  );
}

function body(view: BrowseView): ReactNode {
  if (view.state === "loading") return <p className="muted">Asking the server…</p>;
  if (view.state === "failed")
    return (
      <p className="error" data-testid="browse-error" role="alert">
        {view.message}
      </p>
    );
  if (view.kind === "prompt") return <PromptMessages result={view.result} />;
  return shownContents(view.result).map((content, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the contents are a fixed answer, never reordered; a URI may repeat.
    <ResourceContent key={`${content.uri}:${index}`} content={content} raw={view.result.contents[index]} />
  ));
}

/** A dialog over the page with what the server answered for a resource or a prompt. Escape closes it. */
export function BrowseDialog({ view, onClose }: { view: BrowseView; onClose(): void }) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => event.key === "Escape" && onClose();
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [onClose]);
  // Into the page's root (its theme's colours), not the sidebar: that is its own stacking context, under the inspector.
  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop is a mouse shortcut; Escape and the Close button are the keyboard path.
    // biome-ignore lint/a11y/useKeyWithClickEvents: same: Escape closes it.
    <div className="modal-backdrop" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div className="modal browse-dialog" role="dialog" aria-label={view.title} data-testid="browse-dialog">
        <header>
          <span className="muted small">{view.kind === "resource" ? "resources/read" : "prompts/get"}</span>
          <code className="small">{view.title}</code>
          <button type="button" className="ghost" data-testid="browse-close" onClick={onClose}>
            Close
          </button>
        </header>
        <div className="browse-body">{body(view)}</div>
      </div>
    </div>,
    document.querySelector(".app") ?? document.body,
  );
}
