// Read by the build (statically: literals only) and imported by the server: one declaration.
export const title = "Pizzas";
export const csp = { resourceDomains: ["https://images.example.com"] };
