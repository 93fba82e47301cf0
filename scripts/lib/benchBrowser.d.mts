export interface EventEntry {
  id: number;
  name: string;
  start: number;
  duration: number;
}
export function latencyByInteraction(events: EventEntry[]): number[];
