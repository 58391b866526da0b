/**
 * The arguments of a tool call as a model would stream them: each key appears in order, and a
 * string grows in up to `chunksPerString` steps. The last step is the whole input. What the host
 * sends as `ui/notifications/tool-input-partial`, one step at a time.
 */
export function partialInputSteps(args: Record<string, unknown>, chunksPerString = 3): Record<string, unknown>[] {
  const steps: Record<string, unknown>[] = [];
  const current: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(args)) {
    if (typeof value === "string" && value.length > 1) {
      const size = Math.ceil(value.length / chunksPerString);
      for (let end = size; end < value.length; end += size) steps.push({ ...current, [key]: value.slice(0, end) });
    }
    current[key] = value;
    steps.push({ ...current });
  }
  return steps.length > 0 ? steps : [{}];
}
