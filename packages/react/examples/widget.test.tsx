// The README's "Testing" block, as a test of widget.tsx would read. Typechecked by `pnpm typecheck`
// (tsconfig.json maps @hostbridge/testing, which depends on this package, to its sources); run by
// the testing kit, which imports this file (packages/testing/src/react/readme-example.test.tsx).
import { PizzaList } from "./widget.js";

// #region test
import { expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { createHost } from "@hostbridge/core";
import { createChatGptHost } from "@hostbridge/testing";
import { HostProvider } from "@hostbridge/react";

it("lists the pizzas", () => {
  createChatGptHost({ toolOutput: { city: "Paris", pizzas: [{ id: "1", name: "Margherita" }], nextCursor: null } });
  render(
    <HostProvider host={createHost({ window, storage: null })}>
      <PizzaList />
    </HostProvider>,
  );
  expect(screen.getByText("Margherita")).toBeTruthy();
});
// #endregion test
