/** Objects and arrays deeper than this start folded. */
const OPEN_LEVELS = 1;

function summary(value: object): string {
  return Array.isArray(value)
    ? `[…] ${value.length} ${value.length === 1 ? "item" : "items"}`
    : `{…} ${Object.keys(value).length} ${Object.keys(value).length === 1 ? "key" : "keys"}`;
}

/** A JSON value as a tree whose objects and arrays fold (`<details>`), the top levels open. */
export function JsonTree({ value, name, depth = 0 }: { value: unknown; name?: string; depth?: number }) {
  const key = name === undefined ? null : <span className="json-key">{name}: </span>;
  if (typeof value !== "object" || value === null) {
    return (
      <div className="json-leaf">
        {key}
        <span className={`json-${value === null ? "null" : typeof value}`}>{JSON.stringify(value) ?? "undefined"}</span>
      </div>
    );
  }
  const children = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  return (
    <details className="json-node" open={depth < OPEN_LEVELS}>
      <summary>
        {key}
        <span className="muted">{summary(value)}</span>
      </summary>
      <div className="json-children">
        {children.map(([childName, child]) => (
          <JsonTree key={childName} name={childName} value={child} depth={depth + 1} />
        ))}
      </div>
    </details>
  );
}
