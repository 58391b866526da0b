import type { Plugin, PluginOption } from "vite";

/** Milliseconds spent inside each `<plugin> <hook>` (e.g. `hostbridge:build transform`), and calls. */
export type HookTimes = Map<string, { ms: number; calls: number }>;

const HOOKS = [
  "config",
  "configResolved",
  "buildStart",
  "resolveId",
  "load",
  "transform",
  "generateBundle",
  "buildEnd",
];

/** The plugins of `options` flattened, each hook of those whose name starts with `prefix` timed into `times`. */
export async function timedPlugins(options: PluginOption[], prefix: string, times: HookTimes): Promise<Plugin[]> {
  const flat: Plugin[] = [];
  const visit = async (option: PluginOption | Promise<PluginOption>): Promise<void> => {
    const resolved = await option;
    if (Array.isArray(resolved)) for (const inner of resolved) await visit(inner);
    else if (resolved) flat.push(resolved as Plugin);
  };
  for (const option of options) await visit(option);
  return flat.map((plugin) => (plugin.name.startsWith(prefix) ? timePlugin(plugin, times) : plugin));
}

function timePlugin(plugin: Plugin, times: HookTimes): Plugin {
  const timed: Record<string, unknown> = { ...(plugin as unknown as Record<string, unknown>) };
  for (const hook of HOOKS) {
    const original = (plugin as unknown as Record<string, unknown>)[hook];
    if (original === undefined) continue;
    const handler = (typeof original === "function" ? original : (original as { handler: unknown }).handler) as (
      this: unknown,
      ...args: unknown[]
    ) => unknown;
    const key = `${plugin.name} ${hook}`;
    const wrapped = function (this: unknown, ...args: unknown[]) {
      const started = performance.now();
      const record = () => {
        const entry = times.get(key) ?? { ms: 0, calls: 0 };
        entry.ms += performance.now() - started;
        entry.calls += 1;
        times.set(key, entry);
      };
      const result = handler.apply(this, args);
      if (result instanceof Promise) return result.finally(record);
      record();
      return result;
    };
    timed[hook] = typeof original === "function" ? wrapped : { ...(original as object), handler: wrapped };
  }
  return timed as unknown as Plugin;
}
