'use client';

import dynamic from 'next/dynamic';
import type { HotelFormLabels } from './formLabels';
import { loadWhenOnline } from '@/lib/app/loadWhenOnline';

/** The home page's hotel form hydrates from its own chunk (as the flight form does). */
const HotelSearchForm = dynamic(() => loadWhenOnline(() => import('./HotelSearchForm')));

/** Today and the first stay's labels come from the server (see HotelFormLabels). */
export function HomeHotelSearchForm({ today, labels }: { today: string; labels: HotelFormLabels }) {
  return <HotelSearchForm showRecent today={today} labels={labels} />;
}
