import ICAL from 'ical.js';

/**
 * Reads an iCalendar file (RFC 5545) back for tests with ical.js (Mozilla's iCalendar parser, the
 * one Thunderbird's calendar uses): a file it cannot parse fails the test. ical.js is lenient about
 * the line form, so the CRLF line ends and the 75-character folding are checked here first.
 */

export interface CalendarEvent {
  uid: string;
  summary: string;
  description: string;
  location: string;
  /** CONFIRMED or CANCELLED. */
  status: string;
  start: Date;
  end: Date;
  /** The start and end as written (`2026-12-01T04:30:00Z` for a UTC time). */
  startText: string;
  endText: string;
}

export interface ParsedCalendar {
  /** METHOD (PUBLISH), PRODID… of the VCALENDAR. */
  method: string;
  events: CalendarEvent[];
}

function checkLines(text: string) {
  if (!text.startsWith('BEGIN:VCALENDAR\r\n')) throw new Error('Not an iCalendar file');
  if (/[^\r]\n/.test(text)) throw new Error('A line does not end in CRLF');
  // RFC 5545 asks for 75 octets; the `ics` library folds at 75 characters, which calendar apps read.
  for (const line of text.split('\r\n')) {
    if ([...line].length > 75) throw new Error(`Line longer than 75 characters: ${line}`);
  }
}

const textOf = (component: ICAL.Component, name: string) => {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value : '';
};

export function parseCalendar(text: string): ParsedCalendar {
  checkLines(text);
  const calendar = new ICAL.Component(ICAL.parse(text));
  if (calendar.name !== 'vcalendar') throw new Error(`Not a VCALENDAR: ${calendar.name}`);
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      location: event.location,
      status: textOf(component, 'status'),
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      startText: event.startDate.toString(),
      endText: event.endDate.toString(),
    };
  });
  return { method: textOf(calendar, 'method'), events };
}
