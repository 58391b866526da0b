import { describe, expect, it } from "vitest";
import { linkedPorts } from "./linked-ports.js";
import { portTransport } from "./port-transport.js";

describe("portTransport", () => {
  it("delivers JSON-RPC frames both ways and ignores other traffic", async () => {
    const { viewPort, hostPort } = linkedPorts();
    const transport = portTransport(hostPort);
    const received: unknown[] = [];
    transport.onmessage = (message) => received.push(message);
    const seenByView: unknown[] = [];
    viewPort.listen((message) => seenByView.push(message));
    await transport.start();

    viewPort.post({ jsonrpc: "2.0", method: "ping" });
    viewPort.post({ type: "unrelated" });
    await transport.send({ jsonrpc: "2.0" });

    await expect.poll(() => received).toEqual([{ jsonrpc: "2.0", method: "ping" }]);
    await expect.poll(() => seenByView).toEqual([{ jsonrpc: "2.0" }]);
  });

  it("tells the protocol it closed once, stops listening, and refuses to send after close", async () => {
    const { viewPort, hostPort } = linkedPorts();
    const transport = portTransport(hostPort);
    const received: unknown[] = [];
    let closes = 0;
    transport.onmessage = (message) => received.push(message);
    transport.onclose = () => closes++;
    await transport.start();

    await transport.close();
    await transport.close();
    viewPort.post({ jsonrpc: "2.0", method: "late" });

    expect(closes).toBe(1);
    await expect(transport.send({ jsonrpc: "2.0" })).rejects.toThrow("closed");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toEqual([]);
  });
});
