import { useTranslations } from 'next-intl';
import type { HotelDetails } from '../api/booking';

/** The parts of a hotel's details the section shows: they depend on the hotel and the language only. */
export type HotelAboutFacts = Pick<
  HotelDetails,
  'description' | 'amenities' | 'checkInFrom' | 'checkOutUntil' | 'policies'
>;

/**
 * A hotel's description, amenities, check-in and check-out times and policies. Nothing in it
 * responds to input, and none of it changes with the currency: when the server has the hotel it
 * renders this section (the page passes it to the client view), so its code stays on the server.
 */
export function HotelAbout({ details, headingId }: { details: HotelAboutFacts; headingId: string }) {
  const t = useTranslations('hotelBooking');
  return (
    <section className="mb-4" aria-labelledby={headingId}>
      <h2 id={headingId} className="hotel-details__section-title">
        {t('about')}
      </h2>
      <p>{details.description}</p>
      <h3 className="h6">{t('amenities')}</h3>
      <ul className="hotel-details__amenities">
        {details.amenities.map((amenity) => (
          <li key={amenity}>{t(`amenity_names.${amenity}`)}</li>
        ))}
      </ul>
      <dl className="hotel-details__facts mb-0">
        <dt>{t('check_in_from')}</dt>
        <dd>{details.checkInFrom}</dd>
        <dt>{t('check_out_until')}</dt>
        <dd>{details.checkOutUntil}</dd>
        <dt>{t('policy_children')}</dt>
        <dd>{details.policies.children}</dd>
        <dt>{t('policy_extra_beds')}</dt>
        <dd>{details.policies.extraBeds}</dd>
        <dt>{t('policy_pets')}</dt>
        <dd>{details.policies.pets}</dd>
      </dl>
    </section>
  );
}

export default HotelAbout;
