/** Reads the tool form's JSON arguments: empty means `{}`; anything but an object throws, with the message the form shows. */
export function parseToolArguments(text: string): Record<string, unknown> {
  const value: unknown = JSON.parse(text || "{}");
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new Error("Arguments must be a JSON object");
  return value as Record<string, unknown>;
}
