/**
 * Reads an iCalendar file (RFC 5545) back for tests: unfolds continuation lines, splits each
 * content line into name, parameters and value, and groups the VEVENTs. No iCalendar parser is
 * installed in the project (ical.js would be the library to add); this reads only what the tests
 * check, and checks the CRLF line ends and the folding on the way.
 */

export interface CalendarProperty {
  name: string;
  params: Record<string, string>;
  value: string;
}

export interface ParsedCalendar {
  properties: CalendarProperty[];
  events: Map<string, string>[];
}

/** `\\n`, `\\,`, `\\;` and `\\\\` as RFC 5545 escapes TEXT values. */
export function unescapeText(value: string): string {
  return value.replace(/\\([nN,;\\])/g, (_, character: string) =>
    character === 'n' || character === 'N' ? '\n' : character,
  );
}

export function parseCalendar(text: string): ParsedCalendar {
  if (!text.startsWith('BEGIN:VCALENDAR\r\n')) throw new Error('Not an iCalendar file');
  const physical = text.split('\r\n');
  // RFC 5545 asks for 75 octets; the `ics` library folds at 75 characters, which calendar apps read.
  for (const line of physical) {
    if ([...line].length > 75) throw new Error(`Line longer than 75 characters: ${line}`);
  }
  // A line starting with a space or a tab continues the previous one.
  const lines: string[] = [];
  for (const line of physical) {
    if ((line.startsWith(' ') || line.startsWith('\t')) && lines.length > 0) {
      lines[lines.length - 1] += line.slice(1);
    } else if (line !== '') lines.push(line);
  }
  const properties: CalendarProperty[] = lines.map((line) => {
    const colon = line.indexOf(':');
    const [name = '', ...params] = line.slice(0, colon).split(';');
    return {
      name: name.toUpperCase(),
      params: Object.fromEntries(params.map((param) => param.split('=') as [string, string])),
      value: line.slice(colon + 1),
    };
  });
  const events: Map<string, string>[] = [];
  let current: Map<string, string> | null = null;
  for (const property of properties) {
    if (property.name === 'BEGIN' && property.value === 'VEVENT') current = new Map();
    else if (property.name === 'END' && property.value === 'VEVENT') {
      if (current) events.push(current);
      current = null;
    } else current?.set(property.name, property.value);
  }
  if (properties.at(-1)?.value !== 'VCALENDAR') throw new Error('The calendar does not end');
  return { properties, events };
}

/** `20261201T043000Z` → the instant. */
export function utcOf(value: string): Date {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) throw new Error(`Not a UTC date-time: ${value}`);
  const [, year, month, day, hours, minutes, seconds] = match.map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!, hours!, minutes!, seconds!));
}
