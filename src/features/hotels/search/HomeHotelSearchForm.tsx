'use client';

import dynamic from 'next/dynamic';

/** The home page's hotel form hydrates from its own chunk (as the flight form does). */
const HotelSearchForm = dynamic(() => import('./HotelSearchForm'));

export function HomeHotelSearchForm({ today }: { today: string }) {
  return <HotelSearchForm showRecent today={today} />;
}
