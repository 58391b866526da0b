// Stands in for the project's server/app.ts: the README's server half is typechecked with
// @hostbridge/server (which this package does not depend on), and its type is what the widget imports.
export type { PizzaApp } from "../../../../server/examples/typed-hooks-app.js";
