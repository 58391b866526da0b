export const sample = { toolOutput: { who: "sample" }, theme: "dark" as const };
