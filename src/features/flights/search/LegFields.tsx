'use client';

import { useTranslations } from 'next-intl';
import { addDaysIso } from '../dates';
import { AirportField } from './AirportField';
import { DateField } from './DateField';
import type { AirportChoice, FormLeg } from './searchFormModel';
import type { FareQuery } from '../calendar/fareQuery';

export interface LegFieldsProps {
  index: number;
  leg: FormLeg;
  multicity: boolean;
  minDate: string;
  maxDate: string;
  errors?: { from?: string; to?: string; date?: string };
  onChange: (patch: Partial<FormLeg>) => void;
  /** Round trip only: the return date beside the departure. */
  returnDate: string | null;
  returnError?: string;
  onReturnChange: (iso: string) => void;
  /** Changes when a new departure moved the return: its calendar opens, saying why. */
  returnPrompt?: number;
  /** The return was moved by the departure and not chosen since. */
  returnMoved?: boolean;
  /** One way or round trip with both airports chosen: the departure calendar's fares. */
  fares?: FareQuery | null;
}

/** Leaving from, a swap button, going to, and the date(s) of one leg. */
export function LegFields({
  index,
  leg,
  multicity,
  minDate,
  maxDate,
  errors,
  onChange,
  returnDate,
  returnError,
  onReturnChange,
  returnPrompt = 0,
  returnMoved = false,
  fares = null,
}: LegFieldsProps) {
  const t = useTranslations('FlightSearch');
  const message = (key: string | undefined) => (key ? t(`errors.${key}`) : undefined);
  const suffix = multicity ? String(index + 1) : '';
  const swap = () => onChange({ from: leg.to, fromText: leg.toText, to: leg.from, toText: leg.fromText });

  const fields = (
    <>
      <div className="flight-search__places">
        <AirportField
          name={`from${suffix}`}
          label={t('from')}
          text={leg.fromText}
          choice={leg.from}
          error={message(errors?.from)}
          onChange={(text: string, choice: AirportChoice | null) =>
            onChange({ fromText: text, from: choice })
          }
        />
        <button type="button" className="flight-search__swap" onClick={swap} aria-label={t('swap')}>
          <svg
            aria-hidden="true"
            focusable="false"
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M7 4 3 8l4 4M3 8h14M17 20l4-4-4-4M21 16H7" />
          </svg>
        </button>
        <AirportField
          name={`to${suffix}`}
          label={t('to')}
          text={leg.toText}
          choice={leg.to}
          error={message(errors?.to)}
          onChange={(text: string, choice: AirportChoice | null) => onChange({ toText: text, to: choice })}
        />
      </div>
      <div className="flight-search__dates">
        <DateField
          label={t('departure')}
          value={leg.date}
          min={minDate}
          max={maxDate}
          error={message(errors?.date)}
          onChange={(iso) => onChange({ date: iso })}
          fares={fares}
        />
        {returnDate !== null && (
          <DateField
            label={t('return')}
            value={returnDate}
            min={addDaysIso(leg.date || minDate, 1)}
            max={maxDate}
            error={returnError}
            onChange={onReturnChange}
            openRequest={returnPrompt}
            note={returnMoved ? t('return_moved') : undefined}
          />
        )}
      </div>
    </>
  );

  if (!multicity) return <div className="flight-search__leg">{fields}</div>;
  return (
    <fieldset className="flight-search__leg flight-search__leg--multi">
      <legend className="flight-search__leg-title">{t('flight_n', { n: index + 1 })}</legend>
      {fields}
    </fieldset>
  );
}
