'use client';

import { useLocale, useTranslations } from 'next-intl';
import { CountStepper } from '@/components/forms/CountStepper';
import { formatNumber } from '../format';
import {
  changeCount,
  decrementBlocker,
  incrementBlocker,
  PASSENGER_KINDS,
  type PassengerKind,
  type TravellerLimit,
  type Travellers,
} from './travellers';

export interface TravellersPanelProps {
  value: Travellers;
  onChange: (value: Travellers) => void;
  onDone: () => void;
}

/** Reasons worth telling: a button at 0 (or 1 adult) explains itself. */
const TOLD: ReadonlySet<TravellerLimit> = new Set(['max_total', 'max_kind', 'infants_per_adult']);

/**
 * Adults, children and infants with +/- buttons. A button at a limit is disabled, and the reason is
 * shown under the rows (and read out, aria-live) while it applies.
 */
export default function TravellersPanel({ value, onChange, onDone }: TravellersPanelProps) {
  const t = useTranslations('FlightSearch');
  const locale = useLocale();
  const reasons = new Set<TravellerLimit>();
  const rows = PASSENGER_KINDS.map((kind: PassengerKind) => {
    const up = incrementBlocker(value, kind);
    const down = decrementBlocker(value, kind);
    for (const reason of [up, down]) if (reason && TOLD.has(reason)) reasons.add(reason);
    return { kind, up, down };
  });

  return (
    <div className="flight-travellers__panel">
      <ul className="list-unstyled m-0">
        {rows.map(({ kind, up, down }) => (
          <li key={kind} className="flight-travellers__row">
            <CountStepper
              id={`travellers-${kind}`}
              label={t(`kind.${kind}`)}
              hint={t(`kind_hint.${kind}`)}
              value={formatNumber(value[kind], locale)}
              removeLabel={t(`remove.${kind}`)}
              addLabel={t(`add.${kind}`)}
              canRemove={down === null}
              canAdd={up === null}
              onRemove={() => onChange(changeCount(value, kind, -1))}
              onAdd={() => onChange(changeCount(value, kind, 1))}
            />
          </li>
        ))}
      </ul>
      <div className="flight-travellers__reasons" aria-live="polite" data-testid="traveller-limits">
        {[...reasons].map((reason) => (
          <p key={reason} className="m-0">
            {t(`limit.${reason}`)}
          </p>
        ))}
      </div>
      <button type="button" className="btn btn-primary w-100 mt-2" onClick={onDone}>
        {t('done')}
      </button>
    </div>
  );
}
