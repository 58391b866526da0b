import { version as reactVersion, useState } from "react";
import { version as domVersion } from "react-dom";
import { renderToString } from "react-dom/server";
import { render, screen } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router-dom";
import { createStore, useStore } from "zustand";
import { expect, it } from "vitest";

// Runs in both projects: "react" (the workspace's React 19) and "react@18"
// (vitest.react18.config.ts sets HOSTBRIDGE_EXPECTED_REACT_MAJOR=18).
const expected = process.env.HOSTBRIDGE_EXPECTED_REACT_MAJOR ?? "19";

it(`runs React ${expected}, react-dom the same version`, () => {
  expect(reactVersion.split(".")[0]).toBe(expected);
  expect(domVersion).toBe(reactVersion);
});

// Two copies of React in one run fail here: a hook from one copy called while the other
// renders finds no dispatcher ("Invalid hook call"), and elements from one are rejected by the other.
it("has one React: the renderers, Testing Library, zustand and react-router share it", () => {
  const store = createStore(() => ({ n: 1 }));
  function Probe() {
    const [s] = useState("ok");
    const n = useStore(store, (x) => x.n);
    return (
      <span>
        {s}/{n}
      </span>
    );
  }
  function Path() {
    return <span>{useLocation().pathname}</span>;
  }
  const server = document.createElement("div");
  server.innerHTML = renderToString(<Probe />);
  expect(server.textContent).toBe("ok/1");

  render(
    <p data-testid="probe">
      <Probe />
      <MemoryRouter initialEntries={["/a"]}>
        <Path />
      </MemoryRouter>
    </p>,
  );
  expect(screen.getByTestId("probe").textContent).toBe("ok/1/a");
});
