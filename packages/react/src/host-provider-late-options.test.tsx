import { render } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { HostProvider, useHost } from "./index.js";

function Theme() {
  return <p>{useHost((snapshot) => snapshot.theme)}</p>;
}

// Alone in its file: the document's host must not exist before the test creates it.
it("warns once when a provider's options come after the document's host was created", () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  try {
    render(<Theme />); // a hook outside any provider creates the document's host, without options
    expect(warn).not.toHaveBeenCalled();

    const late = render(
      <HostProvider appCapabilities={{ tools: { listChanged: true } }}>
        <Theme />
      </HostProvider>,
    );
    late.rerender(
      <HostProvider appCapabilities={{ tools: { listChanged: true } }}>
        <Theme />
      </HostProvider>,
    );
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain("HostProvider options ignored");

    render(
      <HostProvider>
        <Theme />
      </HostProvider>,
    );
    expect(warn).toHaveBeenCalledTimes(1);
  } finally {
    warn.mockRestore();
  }
});
