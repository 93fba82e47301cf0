import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';

export const PAGE_LOCALES: string[];
export const NEXT_CLIENT_HEADERS: string[];

export interface PageEntry {
  headers: OutgoingHttpHeaders;
  parts: Buffer[];
  nonce: string;
  bytes: number;
}

export function newNonce(): string;
export function cacheKeyOf(
  method: string | undefined,
  url: string | undefined,
  headers: IncomingHttpHeaders,
): string | null;
export function entryFrom(answer: {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}): PageEntry | null;
export function pageHeaders(headers: OutgoingHttpHeaders): OutgoingHttpHeaders;
export function answerWith(entry: PageEntry, nonce: string): { headers: OutgoingHttpHeaders; body: Buffer };
export function acceptsGzip(header: string | undefined): boolean;

export class PageCache {
  constructor(options: { ttlMs: number; maxBytes: number; now?: () => number });
  readonly ttlMs: number;
  readonly bytes: number;
  get(key: string): PageEntry | null;
  set(key: string, entry: PageEntry): void;
  running(key: string): Promise<PageEntry | null> | null;
  begin(key: string): (entry: PageEntry | null) => void;
}
