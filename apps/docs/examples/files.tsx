// The files guide's example (typechecked by `pnpm --filter @hostbridge/docs typecheck`).
import { useState } from "react";
import { useFiles } from "@hostbridge/react";

// #region files
export function FileDesk() {
  const files = useFiles();
  const [link, setLink] = useState<string | null>(null);
  if (!files.isSupported.upload) return <p>This host takes no files.</p>; // plain MCP Apps hosts
  const pick = async () => {
    // The host's library picker where there is one, else a file input whose file is uploaded.
    const [picked] = await files.select({ accept: "image/*" });
    if (picked) setLink((await files.getDownloadUrl(picked.fileId)).downloadUrl);
  };
  return (
    <div>
      <button onClick={() => void pick()}>Choose an image</button>
      {link && <a href={link}>Download it again</a>}
    </div>
  );
}
// #endregion files
