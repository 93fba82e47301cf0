'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { totalTravellers, type Travellers } from './travellers';
import { usePopover } from '@/components/forms/usePopover';
import { PopoverField, PopoverLoading } from '@/components/forms/PopoverField';
import { loadWhenOnline } from '@/lib/app/loadWhenOnline';

/** The +/- panel loads on first open. */
const TravellersPanel = dynamic(() => loadWhenOnline(() => import('./TravellersPanel')), {
  ssr: false,
  loading: PopoverLoading,
});

export interface TravellersFieldProps {
  value: Travellers;
  onChange: (value: Travellers) => void;
  error?: string;
}

export function TravellersField({ value, onChange, error }: TravellersFieldProps) {
  const t = useTranslations('FlightSearch');
  const popover = usePopover();
  return (
    <PopoverField
      label={t('travellers')}
      value={t('travellers_summary', { count: totalTravellers(value) })}
      panelLabel={t('travellers')}
      popover={popover}
      block="flight-travellers"
      error={error}
    >
      <TravellersPanel value={value} onChange={onChange} onDone={() => popover.close(true)} />
    </PopoverField>
  );
}
