import { createRoot } from "react-dom/client";
import { createHost } from "@hostbridge/core";
import { HostProvider } from "@hostbridge/react";
import { PizzaList } from "./pizza-list.js";

const host = createHost({ appInfo: { name: "pizza-list", version: "1.0.0" } });
createRoot(document.getElementById("root")!).render(
  <HostProvider host={host}>
    <PizzaList />
  </HostProvider>,
);
