// The widget's declaration, read by @hostbridge/vite at build time (the document title; a `csp`
// export would list the origins it loads from). It loads nothing external, so it declares no CSP.
export const title = "Pizzas";
