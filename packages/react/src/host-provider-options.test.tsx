import { render } from "@testing-library/react";
import { createHost } from "@hostbridge/core";
import { expect, it, vi } from "vitest";
import { HostProvider, useHost } from "./index.js";

// The document's default host is created once per document, on the first hook or provider that
// needs it: the spy shows what that creation passes on to the handshake.
vi.mock("@hostbridge/core", async (importOriginal) => {
  const core = await importOriginal<typeof import("@hostbridge/core")>();
  return { ...core, createHost: vi.fn(core.createHost) };
});

it("creates the document's host with the provider's appCapabilities and availableDisplayModes", () => {
  function Theme() {
    return <p>{useHost((snapshot) => snapshot.theme)}</p>;
  }
  render(
    <HostProvider appCapabilities={{ tools: { listChanged: true } }} availableDisplayModes={["inline"]}>
      <Theme />
    </HostProvider>,
  );
  expect(vi.mocked(createHost)).toHaveBeenCalledTimes(1);
  expect(vi.mocked(createHost).mock.calls[0]![0]).toMatchObject({
    appCapabilities: { tools: { listChanged: true } },
    availableDisplayModes: ["inline"],
  });
});
