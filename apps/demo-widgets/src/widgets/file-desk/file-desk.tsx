import { useRef, useState, type ChangeEvent } from "react";
import type { FileRef } from "@hostbridge/core";
import { createHooks, useFiles, type ToolCallArgs } from "@hostbridge/react";
import type { DemoApp } from "../../shared/demo-app.js";
import { WidgetShell } from "../../shared/widget-shell.js";
import { StatusLine } from "../../shared/status-line.js";
import { describeError, useAction } from "../../shared/use-action.js";
import "./file-desk.css";

/** `analyze_file`'s file param, as the Apps SDK reference defines it (typed by the server's declaration). */
type AnalyzeFileParam = ToolCallArgs<DemoApp, "analyze_file">["file"];

/**
 * The widget state, in the structured form: the model sees a short summary (`modelContent`) and
 * the ids of added images (`imageIds`), while the file list itself stays private.
 */
interface FileDeskState {
  [key: string]: unknown;
  modelContent: { files: string[] };
  /** Files the user added in this widget, kept so they are still listed after a reload. */
  privateContent: { added: FileRef[] };
  imageIds: string[];
}

const EMPTY_STATE: FileDeskState = { modelContent: { files: [] }, privateContent: { added: [] }, imageIds: [] };
// Typed from the demo server's declarations: open_file_desk renders this widget.
const { useCallTool, useToolOutput, useWidgetState } = createHooks<DemoApp, "open_file_desk", FileDeskState>();

function structuredState(added: FileRef[]): FileDeskState {
  return {
    modelContent: { files: added.map((f) => f.fileName) },
    privateContent: { added },
    imageIds: added.filter((f) => f.mimeType.startsWith("image/")).map((f) => f.fileId),
  };
}

/** The added files from whatever the host kept (also tolerating a plain `{ added }` object). */
function addedFiles(state: unknown): FileRef[] {
  if (!state || typeof state !== "object") return [];
  const { privateContent, added } = state as { privateContent?: { added?: unknown }; added?: unknown };
  return readFiles(privateContent?.added ?? added);
}

type RowResult =
  | { kind: "busy"; message: string }
  | { kind: "link"; downloadUrl: string }
  | { kind: "analysis"; summary: string }
  | { kind: "error"; message: string };

function readFiles(value: unknown): FileRef[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((f): f is FileRef => !!f && typeof f === "object" && typeof (f as FileRef).fileId === "string")
    .map((f) => ({
      fileId: f.fileId,
      fileName: typeof f.fileName === "string" ? f.fileName : f.fileId,
      mimeType: typeof f.mimeType === "string" ? f.mimeType : "",
    }));
}

/** The file desk widget: upload (optionally into the library), pick from the library, links, analysis. */
export function FileDeskWidget() {
  const output = useToolOutput();
  const [state, setState] = useWidgetState(EMPTY_STATE);
  const files = useFiles();
  const analyze = useCallTool("analyze_file");
  const action = useAction();
  const [library, setLibrary] = useState(false);
  const [results, setResults] = useState<Record<string, RowResult>>({});
  const input = useRef<HTMLInputElement>(null);

  const seen = new Set<string>();
  const list = [...readFiles(output?.files), ...addedFiles(state)].filter(
    (f) => !seen.has(f.fileId) && seen.add(f.fileId),
  );

  const addFiles = (added: FileRef[]) => setState((s) => structuredState([...addedFiles(s), ...added]));
  const setResult = (fileId: string, result: RowResult) => setResults((r) => ({ ...r, [fileId]: result }));

  const onFileChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ""; // choosing the same file again fires change again
    if (!file) return;
    await action.run(
      `Uploading ${file.name}…`,
      () => files.upload(file, library ? { library: true } : undefined),
      ({ fileId }) => {
        addFiles([{ fileId, fileName: file.name, mimeType: file.type }]);
        return library ? `Uploaded ${file.name} and saved it to your library.` : `Uploaded ${file.name}.`;
      },
    );
  };

  const onSelect = () =>
    action.run(
      files.isSupported.library ? "Opening your library…" : "Choose a file…",
      () => files.select(),
      (picked) => {
        if (picked.length === 0) return { kind: "warn", message: "No file chosen." };
        addFiles(picked);
        return `Added ${picked.map((f) => f.fileName).join(", ")}.`;
      },
    );

  const onGetLink = async (file: FileRef) => {
    setResult(file.fileId, { kind: "busy", message: "Getting a link…" });
    try {
      const { downloadUrl } = await files.getDownloadUrl(file.fileId);
      setResult(file.fileId, { kind: "link", downloadUrl });
    } catch (error) {
      setResult(file.fileId, { kind: "error", message: describeError(error) });
    }
  };

  const onAnalyze = async (file: FileRef) => {
    setResult(file.fileId, { kind: "busy", message: "Analysing…" });
    try {
      // Files are passed to tools as file params: a fresh download URL plus the id.
      const { downloadUrl } = await files.getDownloadUrl(file.fileId);
      const param: AnalyzeFileParam = { download_url: downloadUrl, file_id: file.fileId };
      if (file.mimeType) param.mime_type = file.mimeType;
      if (file.fileName) param.file_name = file.fileName;
      const result = await analyze.call({ file: param });
      const summary = result?.structuredContent?.summary;
      if (!result || result.isError || typeof summary !== "string") {
        const text = result?.content?.find((block) => block.type === "text")?.text;
        setResult(file.fileId, { kind: "error", message: typeof text === "string" ? text : "The analysis failed." });
        return;
      }
      setResult(file.fileId, { kind: "analysis", summary });
    } catch (error) {
      setResult(file.fileId, { kind: "error", message: describeError(error) });
    }
  };

  const features = [
    { name: "uploadFile", supported: files.isSupported.upload },
    { name: "selectFiles", supported: files.isSupported.library },
    { name: "getFileDownloadUrl", supported: files.isSupported.getDownloadUrl },
    { name: "callTool", supported: analyze.isSupported },
    { name: "setWidgetState", supported: setState.isSupported },
  ];

  return (
    <WidgetShell
      title="File desk"
      subtitle={output ? `${list.length} ${list.length === 1 ? "file" : "files"} on your desk` : "Opening the desk…"}
      features={features}
    >
      <div className="hb-card fd-toolbar">
        <div className="hb-row">
          <button
            type="button"
            className="hb-button"
            data-variant="primary"
            data-testid="upload-file"
            disabled={!files.isSupported.upload || action.busy}
            onClick={() => input.current?.click()}
          >
            Upload a file
          </button>
          <button
            type="button"
            className="hb-button"
            data-testid="select-files"
            disabled={!files.isSupported.select || action.busy}
            onClick={onSelect}
          >
            {files.isSupported.library ? "Choose from library" : "Choose a file"}
          </button>
          <label className="hb-row hb-small fd-check">
            <input
              type="checkbox"
              data-testid="save-to-library"
              checked={library}
              disabled={!files.isSupported.upload}
              onChange={(e) => setLibrary(e.target.checked)}
            />
            Also save uploads to my library
          </label>
          <input
            ref={input}
            type="file"
            className="hb-sr"
            data-testid="file-input"
            aria-label="File to upload"
            tabIndex={-1}
            onChange={onFileChosen}
          />
        </div>
        {!files.isSupported.library && files.isSupported.upload && (
          <p className="hb-small hb-muted fd-note" data-testid="library-fallback">
            This host has no file library picker; choosing a file uploads it instead.
          </p>
        )}
        {!files.isSupported.upload && (
          <p className="hb-small hb-muted fd-note" data-testid="files-unsupported">
            This host does not take file uploads; the files below are shown read-only.
          </p>
        )}
      </div>
      <StatusLine status={action.status} />
      {list.length === 0 ? (
        <p className="hb-muted" data-testid="no-files">
          No files yet. Upload one to get started.
        </p>
      ) : (
        <ul className="hb-list">
          {list.map((file) => (
            <FileRow
              key={file.fileId}
              file={file}
              result={results[file.fileId]}
              canLink={files.isSupported.getDownloadUrl}
              canAnalyze={files.isSupported.getDownloadUrl && analyze.isSupported}
              onGetLink={() => onGetLink(file)}
              onAnalyze={() => onAnalyze(file)}
            />
          ))}
        </ul>
      )}
    </WidgetShell>
  );
}

interface FileRowProps {
  file: FileRef;
  result: RowResult | undefined;
  canLink: boolean;
  canAnalyze: boolean;
  onGetLink(): void;
  onAnalyze(): void;
}

function FileRow({ file, result, canLink, canAnalyze, onGetLink, onAnalyze }: FileRowProps) {
  const busy = result?.kind === "busy";
  return (
    <li className="hb-card fd-row" data-testid="file-row" data-file-id={file.fileId}>
      <div className="hb-row">
        <span className="fd-icon" aria-hidden="true">
          {fileBadge(file)}
        </span>
        <span className="hb-stack fd-meta">
          <span className="fd-name" data-testid="file-name">
            {file.fileName}
          </span>
          <span className="hb-small hb-muted">{file.mimeType || "unknown type"}</span>
        </span>
        <span className="hb-spacer" />
        <button
          type="button"
          className="hb-button"
          data-testid="get-download-url"
          disabled={!canLink || busy}
          onClick={onGetLink}
        >
          Get link
        </button>
        <button
          type="button"
          className="hb-button"
          data-testid="analyze-file"
          disabled={!canAnalyze || busy}
          onClick={onAnalyze}
        >
          Analyze
        </button>
      </div>
      {result?.kind === "busy" && <p className="hb-small hb-muted fd-result">{result.message}</p>}
      {result?.kind === "link" && (
        <p className="hb-small fd-result">
          Temporary link:{" "}
          <a
            className="hb-mono fd-link"
            data-testid="download-url"
            href={result.downloadUrl}
            target="_blank"
            rel="noreferrer"
          >
            {result.downloadUrl}
          </a>
        </p>
      )}
      {result?.kind === "analysis" && (
        <p className="fd-result fd-analysis" data-testid="analysis">
          {result.summary}
        </p>
      )}
      {result?.kind === "error" && (
        <p className="hb-status fd-result" data-kind="error" data-testid="file-error">
          {result.message}
        </p>
      )}
    </li>
  );
}

function fileBadge(file: FileRef): string {
  const ext = file.fileName.includes(".") ? file.fileName.split(".").pop() : undefined;
  return (ext || file.mimeType.split("/")[1] || "file").slice(0, 4).toUpperCase();
}
