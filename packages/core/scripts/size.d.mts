export declare const BUDGETS: { createHost: number; entry: number };
export declare function bundle(name?: "createHost" | "entry"): Promise<Uint8Array>;
export declare function measure(name?: "createHost" | "entry"): Promise<{ minified: number; gzip: number }>;
