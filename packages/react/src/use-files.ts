import { useCallback, useMemo } from "react";
import type { FileRef } from "@hostbridge/core";
import { useHostInstance } from "./host-context.js";
import { useHostSupports } from "./use-supports.js";

/** What `useFiles` returns. */
export interface FilesControl {
  /** Uploads a file the user chose; `{ library: true }` also saves it to the user's file library. */
  upload(
    file: Blob,
    options?: { library?: boolean },
  ): Promise<{
    /** The host's id of the uploaded file. */
    fileId: string;
  }>;
  /**
   * Lets the user pick files: the host's library picker (`selectFiles`) where there is one, else a
   * file input whose files are uploaded. Resolves `[]` when the user cancels the file input.
   */
  select(options?: { accept?: string; multiple?: boolean }): Promise<FileRef[]>;
  /** A temporary download URL for a file id. */
  getDownloadUrl(fileId: string): Promise<{
    /** The temporary URL. */
    downloadUrl: string;
  }>;
  /** What the host offers, function by function. */
  isSupported: {
    /** `upload` works. */
    upload: boolean;
    /** `select` works (through the library picker or a file input). */
    select: boolean;
    /** The host has a file library picker (`selectFiles`). */
    library: boolean;
    /** `getDownloadUrl` works. */
    getDownloadUrl: boolean;
  };
}

/** Opens a hidden `<input type=file>` and resolves with the chosen files (`[]` on cancel). */
function pickWithInput(options: { accept?: string; multiple?: boolean }): Promise<File[]> {
  return new Promise((resolve) => {
    const input = document.createElement("input");
    input.type = "file";
    input.hidden = true;
    input.multiple = options.multiple ?? false;
    if (options.accept) input.accept = options.accept;
    const finish = () => {
      input.remove();
      resolve(Array.from(input.files ?? []));
    };
    input.addEventListener("change", finish, { once: true });
    input.addEventListener("cancel", finish, { once: true });
    document.body.append(input);
    input.click();
  });
}

// @example-source packages/react/examples/hooks.tsx#useFiles
/**
 * File upload, the library picker (with a file-input fallback) and download URLs.
 * @example
 * ```tsx
 * export function PhotoPicker() {
 *   const files = useFiles();
 *   const [photos, setPhotos] = useState<FileRef[]>([]);
 *   if (!files.isSupported.select) return null; // no uploads in a plain MCP Apps host
 *   const pick = async () => setPhotos(await files.select({ accept: "image/*", multiple: true }));
 *   return (
 *     <>
 *       <button type="button" onClick={pick}>
 *         Add photos
 *       </button>
 *       <p>{photos.map((photo) => photo.fileName).join(", ")}</p>
 *     </>
 *   );
 * }
 * ```
 */
export function useFiles(): FilesControl {
  const host = useHostInstance();
  const canUpload = useHostSupports(host, "uploadFile");
  const canPick = useHostSupports(host, "selectFiles");
  const canDownload = useHostSupports(host, "getFileDownloadUrl");
  const upload = useCallback((file: Blob, options?: { library?: boolean }) => host.uploadFile(file, options), [host]);
  const select = useCallback(
    async (options: { accept?: string; multiple?: boolean } = {}) => {
      if (host.supports("selectFiles") || !host.supports("uploadFile")) return host.selectFiles();
      const files = await pickWithInput(options);
      return Promise.all(
        files.map(async (file) => ({
          fileId: (await host.uploadFile(file)).fileId,
          fileName: file.name,
          mimeType: file.type,
        })),
      );
    },
    [host],
  );
  const getDownloadUrl = useCallback((fileId: string) => host.getFileDownloadUrl({ fileId }), [host]);
  const isSupported = useMemo(
    () => ({ upload: canUpload, select: canPick || canUpload, library: canPick, getDownloadUrl: canDownload }),
    [canUpload, canPick, canDownload],
  );
  return { upload, select, getDownloadUrl, isSupported };
}
