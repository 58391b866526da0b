/**
 * A frame without storage, as hosts with opaque-origin frames give it (the MCP Inspector): while
 * blocked, reading `window.localStorage` or `sessionStorage` throws a `SecurityError`, as a
 * browser does there. Returns the function that gives storage back.
 */
export function blockFrameStorage(win: Window): () => void {
  const names = ["localStorage", "sessionStorage"] as const;
  const saved = names.map((name) => [name, Object.getOwnPropertyDescriptor(win, name)] as const);
  for (const name of names) {
    Object.defineProperty(win, name, {
      configurable: true,
      get() {
        throw new DOMException(
          `Failed to read the '${name}' property from 'Window': The document is sandboxed and lacks the 'allow-same-origin' flag.`,
          "SecurityError",
        );
      },
    });
  }
  return () => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(win, name, descriptor);
      else delete (win as unknown as Record<string, unknown>)[name];
    }
  };
}
