export function waitForUrl(url: string, timeoutMs?: number): Promise<void>;
