export const title = "Hello";
