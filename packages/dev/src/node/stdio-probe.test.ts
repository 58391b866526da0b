import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { DevHostError } from "./errors.js";
import { probeStdioServer } from "./stdio-probe.js";

const probeServer = fileURLToPath(new URL("../../test-fixtures/probe-server.mjs", import.meta.url));

async function failure(command: string, timeoutMs?: number): Promise<DevHostError> {
  const error = await probeStdioServer(command, undefined, timeoutMs).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DevHostError);
  return error as DevHostError;
}

describe("probeStdioServer", () => {
  it("reads the name of a stdio MCP server", async () => {
    const identity = await probeStdioServer(`node ${JSON.stringify(probeServer)}`, undefined);
    expect(identity.name).toBe("probe-server");
    expect(identity.protocolVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("quotes what a command printed on stdout when it exits without answering", async () => {
    const error = await failure(`node -e "console.log(1)"`);
    expect(error.code).toBe("command_failed");
    expect(error.message).toBe(
      `"node -e "console.log(1)"" is not a working stdio MCP server: it exited (code 0) without answering the MCP initialize.\nIts last output:\n1`,
    );
  });

  it("quotes stderr and stdout in the order they came, with the exit code", async () => {
    const error = await failure(`node -e "console.log('listening on 3000'); console.error('boom'); process.exit(2)"`);
    expect(error.message).toContain("it exited (code 2)");
    expect(error.message).toMatch(/Its last output:\n[\s\S]*listening on 3000[\s\S]*boom/);
  });

  it("says a silent command printed nothing when it does not answer in time", async () => {
    const error = await failure(`node -e "setInterval(() => {}, 1000)"`, 500);
    expect(error.code).toBe("not_mcp_server");
    expect(error.message).toMatch(
      /did not answer an MCP initialize on stdio within 500 ms[\s\S]*It printed nothing\.$/,
    );
  });
});
