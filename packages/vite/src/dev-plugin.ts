export function devPlugin(_s: unknown) { return { name: "hostbridge:dev" } as import("vite").Plugin; }
