import frameScript from "virtual:openai-frame-script";
import { DevHostLayout } from "./components/dev-host-layout.js";
import type { DevHostConfig } from "./host/types.js";
import { useDevSession } from "./host/use-dev-session.js";

/**
 * The dev host: a local chat host that runs an MCP server's widgets as any of the host profiles.
 * The session hook holds the state and wires the `use*` hooks to each other; the layout renders it,
 * with the frame script the page build bundled (`virtual:openai-frame-script`).
 */
export function App({ config }: { config: DevHostConfig }) {
  const session = useDevSession(config);
  return <DevHostLayout config={config} session={session} frameScript={frameScript} />;
}
