import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The docs app's folder (`apps/docs`). */
export const docsRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
/** The repository's root. */
export const repositoryRoot = join(docsRoot, "..", "..");
/** The site's source folder (VitePress `srcDir`). */
export const siteRoot = join(docsRoot, "src");
/** Where generated reference pages go (git-ignored, rewritten on every build). */
export const referenceRoot = join(siteRoot, "reference");
/** Generated data the VitePress config reads (sidebars). */
export const generatedDataRoot = join(siteRoot, ".vitepress", "generated");
