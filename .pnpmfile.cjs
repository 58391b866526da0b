// pnpm hooks for this workspace.
//
// beforePacking (pnpm pack / pnpm publish): the "@hostbridge/source" export condition points at a
// package's TypeScript sources, which only the workspace has (tests and typechecks resolve through
// it). A published package ships dist/ only, so the condition is dropped from the packed
// package.json; every other condition ("types" first, then "default") stays as written.
// scripts/publish-readiness checks the result from the tarballs.

const SOURCE_CONDITION = "@hostbridge/source";

/** The exports map (or any nested conditions object) without the source condition. */
function withoutSourceCondition(value) {
  if (Array.isArray(value)) return value.map(withoutSourceCondition);
  if (value === null || typeof value !== "object") return value;
  const kept = {};
  for (const [key, nested] of Object.entries(value)) {
    if (key !== SOURCE_CONDITION) kept[key] = withoutSourceCondition(nested);
  }
  return kept;
}

module.exports = {
  hooks: {
    beforePacking(manifest) {
      if (manifest.exports !== undefined) manifest.exports = withoutSourceCondition(manifest.exports);
      return manifest;
    },
  },
};
