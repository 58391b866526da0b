// The widget's declaration: the same object the server passes to defineWidget({ csp }).
export const title = "Gallery";
export const csp = { resourceDomains: [] as string[] };
