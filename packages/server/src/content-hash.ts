// A short, fast, synchronous content hash for cache-busting widget URIs (not for security).
// Two independent 32-bit FNV-1a style lanes over UTF-16 code units, printed as 12 hex digits.

/** 12 hex digits that change whenever `text` changes (collisions are possible but unlikely). */
export function contentHash(text: string): string {
  let firstLane = 0x811c9dc5;
  let secondLane = 0x9e3779b9;
  for (let i = 0; i < text.length; i++) {
    const codeUnit = text.charCodeAt(i);
    firstLane = Math.imul(firstLane ^ codeUnit, 0x01000193);
    secondLane = Math.imul(secondLane ^ codeUnit, 0x5bd1e995);
    secondLane ^= secondLane >>> 15;
  }
  firstLane ^= text.length;
  secondLane = Math.imul(secondLane ^ (firstLane >>> 13), 0x85ebca6b);
  return (firstLane >>> 0).toString(16).padStart(8, "0") + (secondLane >>> 0).toString(16).padStart(8, "0").slice(0, 4);
}

/**
 * Puts `hash` into the last path segment before its extension:
 * `ui://widget/pizza-list.html` → `ui://widget/pizza-list.<hash>.html`; without an extension `.<hash>` is appended.
 */
export function hashedUri(uri: string, hash: string): string {
  const cut = uri.search(/[?#]/);
  const base = cut === -1 ? uri : uri.slice(0, cut);
  const rest = cut === -1 ? "" : uri.slice(cut);
  const slash = base.lastIndexOf("/");
  const dot = base.lastIndexOf(".");
  if (dot > slash + 1) return `${base.slice(0, dot)}.${hash}${base.slice(dot)}${rest}`;
  return `${base}.${hash}${rest}`;
}
