/** An in-memory file store standing in for ChatGPT's file storage: uploads, library and downloads. */
export interface StoredFile {
  fileId: string;
  fileName: string;
  mimeType: string;
  bytes: Uint8Array;
}

export interface FileSummary {
  fileId: string;
  fileName: string;
  mimeType: string;
}

/** Largest upload the demo accepts; anything bigger is refused with 413. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

const encoder = new TextEncoder();

/** Files every fresh server starts with, so the file desk has something to show. */
const SEED_FILES: StoredFile[] = [
  {
    fileId: "file_menu",
    fileName: "menu.txt",
    mimeType: "text/plain",
    bytes: encoder.encode("Margherita 12\nMarinara 10\nDiavola 14\nQuattro formaggi 15\n"),
  },
  {
    fileId: "file_orders",
    fileName: "orders.csv",
    mimeType: "text/csv",
    bytes: encoder.encode("date,pizza,count\n2026-11-01,Margherita,31\n2026-11-01,Diavola,18\n2026-11-02,Margherita,27\n"),
  },
];

export class FileStore {
  #files = new Map<string, StoredFile>();
  #counter = 0;

  constructor(seed: StoredFile[] = SEED_FILES) {
    for (const f of seed) this.#files.set(f.fileId, f);
  }

  /** Stores bytes and returns the new file's id (sequential, so tests can predict nothing but order). */
  add(fileName: string, mimeType: string, bytes: Uint8Array): StoredFile {
    this.#counter += 1;
    const file: StoredFile = {
      fileId: `file_upload_${this.#counter}`,
      fileName: fileName || "untitled",
      mimeType: mimeType || "application/octet-stream",
      bytes,
    };
    this.#files.set(file.fileId, file);
    return file;
  }

  get(fileId: string): StoredFile | undefined {
    return this.#files.get(fileId);
  }

  list(): FileSummary[] {
    return [...this.#files.values()].map(({ fileId, fileName, mimeType }) => ({ fileId, fileName, mimeType }));
  }
}

/** A short human summary of a file's content: size, lines and the first line for text files. */
export function summarizeFile(file: { fileName: string | null; mimeType: string | null; bytes: Uint8Array }): string {
  const name = file.fileName ?? "file";
  const size = `${file.bytes.byteLength} bytes`;
  const isText = (file.mimeType ?? "").startsWith("text/") || /\.(txt|csv|md|json)$/i.test(name);
  if (!isText) return `${name}: ${size} of ${file.mimeType ?? "unknown type"}.`;
  const text = new TextDecoder().decode(file.bytes);
  const lines = text.split(/\r?\n/).filter((l) => l.length > 0);
  const first = (lines[0] ?? "").slice(0, 80);
  return `${name}: ${size}, ${lines.length} line${lines.length === 1 ? "" : "s"}; first line "${first}".`;
}
