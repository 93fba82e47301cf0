import { useLocale } from 'next-intl';
import { routeArrow } from '@/lib/bidi';

/**
 * The one way a route is drawn: origin, an arrow in the reading direction, destination. Each end is
 * isolated, so two airport codes on an Arabic page never read backwards ("DXB ← LHR" laid out as
 * LHR-first Latin text); a round trip gets the two-way arrow.
 */
export function Route({ from, to, roundTrip = false }: { from: string; to: string; roundTrip?: boolean }) {
  const locale = useLocale();
  return (
    <span className="route">
      <bdi>{from}</bdi> {routeArrow(locale, roundTrip)} <bdi>{to}</bdi>
    </span>
  );
}
