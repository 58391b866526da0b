export declare const BUDGET: number;
export declare function measure(): Promise<{ minified: number; gzip: number }>;
export declare function bundle(): Promise<Uint8Array>;
