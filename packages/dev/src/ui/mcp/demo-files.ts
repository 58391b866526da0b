/** The demo server's stand-in for ChatGPT's file storage (`/files`), as the host page uses it. */
export interface StoredFile {
  fileId: string;
  fileName: string;
  mimeType: string;
}

/** Uploads a file the widget handed over; the server answers with its id. */
export async function uploadFile(serverOrigin: string, file: Blob): Promise<StoredFile> {
  const name = file instanceof File ? file.name : "upload";
  const res = await fetch(`${serverOrigin}/files`, {
    method: "POST",
    headers: { "content-type": file.type || "application/octet-stream", "x-file-name": encodeURIComponent(name) },
    body: file,
  });
  if (!res.ok) throw new Error(`upload failed (${res.status})`);
  return (await res.json()) as StoredFile;
}

/** The user's library: every file the server holds. */
export async function listFiles(serverOrigin: string): Promise<StoredFile[]> {
  const res = await fetch(`${serverOrigin}/files`);
  if (!res.ok) throw new Error(`listing files failed (${res.status})`);
  return ((await res.json()) as { files: StoredFile[] }).files;
}

export function downloadUrl(serverOrigin: string, fileId: string): string {
  return `${serverOrigin}/files/${encodeURIComponent(fileId)}`;
}
