export function get(url: string, headers?: Record<string, string>): Promise<Buffer>;
export function scriptsOf(html: string): string[];
export function firstLoadJsKb(url: string): Promise<{ kb: number; files: number }>;
