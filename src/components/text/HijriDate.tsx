'use client';

import { hijriDate } from '@/lib/dates/hijri';
import { useShowHijri } from '@/lib/dates/useShowHijri';

export interface HijriDateProps {
  /** YYYY-MM-DD, or a local YYYY-MM-DDTHH:mm time (its day). */
  date: string;
  withWeekday?: boolean;
}

/**
 * " — 17 جمادى الآخرة 1448 هـ" after a Gregorian date on an Arabic page of a club that shows Hijri
 * dates (lib/dates/hijri: the engine's Umm al-Qura calendar); nothing otherwise.
 */
export function HijriDate({ date, withWeekday = false }: HijriDateProps) {
  const show = useShowHijri();
  if (!show) return null;
  return (
    <span className="hijri-date" lang="ar">
      {' — '}
      {hijriDate(date, withWeekday)}
    </span>
  );
}
