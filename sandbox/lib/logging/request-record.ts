/** What one answered request was, as logged (and counted by the metrics). */
export interface RequestRecord {
  requestId: string;
  method: string;
  route: string;
  status: number;
  durationMs: number;
  clubId?: number;
}
