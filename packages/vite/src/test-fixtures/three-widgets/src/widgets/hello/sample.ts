export const sample = { toolOutput: { who: "sample" } };
