import { Client } from "@modelcontextprotocol/client";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import { DevHostError } from "./errors.js";
import type { ServerIdentity } from "./probe.js";
import { shellCommand } from "./server-command.js";

/**
 * Starts the command once as a stdio MCP server, does the `initialize` handshake and stops it
 * again: proof that the command speaks MCP on stdio before the dev host opens. A command that
 * prints something else, exits, or stays silent gets a message that says so.
 */
export async function probeStdioServer(
  command: string,
  cwd: string | undefined,
  timeoutMs = 15_000,
): Promise<ServerIdentity> {
  const shell = shellCommand(command);
  const transport = new StdioClientTransport({
    ...shell,
    ...(cwd ? { cwd } : {}),
    stderr: "pipe",
    env: process.env as Record<string, string>,
  });
  let stderr = "";
  const client = new Client({ name: "hostbridge-dev-probe", version: "0.1.0" });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new DevHostError(
            "not_mcp_server",
            `"${command}" did not answer an MCP initialize on stdio within ${timeoutMs} ms. If it starts an HTTP server, pass its URL with --server <url>.${tailNote(stderr)}`,
          ),
        ),
      timeoutMs,
    );
  });
  try {
    const connecting = client.connect(transport);
    transport.stderr?.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString("utf8")).slice(-2000)));
    await Promise.race([connecting, timeout]);
    const info = client.getServerVersion();
    return { name: info?.name ?? "unnamed server", version: info?.version ?? "", protocolVersion: "" };
  } catch (error) {
    if (error instanceof DevHostError) throw error;
    throw new DevHostError(
      "command_failed",
      `"${command}" is not a working stdio MCP server: ${(error as Error).message}.${tailNote(stderr)}`,
      { cause: error },
    );
  } finally {
    clearTimeout(timer);
    await client.close().catch(() => undefined);
  }
}

function tailNote(stderr: string): string {
  const text = stderr.trim();
  return text ? `\nIts last output:\n${text}` : "";
}
