import { lstat, readlink } from "node:fs/promises";
import { join } from "node:path";
import { CreateError } from "./errors.js";

/**
 * Refuses (a `CreateError` `symlink_in_target`) when any path the project would write, or a folder
 * on the way to it, is a symbolic link inside `folder`: writing through it would change a file
 * outside the project (a `package.json` linked to one elsewhere, a `src` linked to another folder).
 * `folder` itself may be a link; the person chose it. Checked for every path before anything is
 * written, so a refusal leaves the folder as it was.
 */
export async function assertNoLinks(folder: string, relativePaths: readonly string[]): Promise<void> {
  const checked = new Set<string>();
  for (const path of relativePaths) {
    const segments = path.split("/");
    for (let depth = 1; depth <= segments.length; depth++) {
      const inside = segments.slice(0, depth).join("/");
      if (checked.has(inside)) continue;
      checked.add(inside);
      const linkTarget = await linkTargetOf(join(folder, inside));
      if (linkTarget !== undefined)
        throw new CreateError(
          "symlink_in_target",
          `${join(folder, inside)} is a symbolic link (to ${linkTarget}); create-hostbridge does not write through links, which could change files outside the project. Remove the link, or choose another folder.`,
        );
    }
  }
}

/** Where the link at `path` points, or `undefined` when nothing is there or it is not a link. */
async function linkTargetOf(path: string): Promise<string | undefined> {
  try {
    if (!(await lstat(path)).isSymbolicLink()) return undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  return readlink(path);
}
