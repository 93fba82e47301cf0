'use client';

import { useState, useTransition } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { SearchFormFrame } from '@/features/booking/search/SearchFormFrame';
import { useSearchSubmit } from '@/features/booking/search/useSearchSubmit';
import { useRouter } from '@/i18n/navigation';
import { seedDayLabels } from '@/lib/dates/dayLabels';
import { useAppDispatch } from '@/store/hooks';
import type { HotelSearchDraft } from '../url/hotelDraft';
import { hotelsHref } from '../url/hotelParams';
import { DestinationField } from './DestinationField';
import type { HotelFormLabels } from './formLabels';
import type { Destination, HotelSearch } from './hotelSearch';
import { RecentHotelSearches } from './RecentHotelSearches';
import { recentHotelSearchAdded, type RecentHotelSearch } from './recentHotelSearchesSlice';
import { RoomsField } from './RoomsField';
import { formToSearch, initialHotelForm, validateHotelForm, type HotelFormValues } from './searchForm';
import { StayDatesField } from './StayDatesField';
import { todayIso } from './stayDates';

export interface HotelSearchFormProps {
  /** The search to start from (the results page's own). */
  initialSearch?: HotelSearch | null;
  /** Its destination, named in the page's language. */
  destination?: Destination | null;
  /** What an invalid search URL got right (the Invalid URL page). */
  draft?: HotelSearchDraft | null;
  /** Offer the recent searches under the form (the home page does). */
  showRecent?: boolean;
  /** Today in the app's time zone as the server saw it. */
  today: string;
  /** The server's labels for the first stay (the home page's; see HotelFormLabels). */
  labels?: HotelFormLabels;
  onSearched?: (search: HotelSearch) => void;
}

/**
 * The hotel search form: destination, stay dates, rooms and guests. Errors show once a search was
 * attempted and stay up to date after; nothing typed is thrown away.
 */
export function HotelSearchForm({
  initialSearch,
  destination,
  draft,
  showRecent = false,
  today: serverToday,
  labels,
  onSearched,
}: HotelSearchFormProps) {
  const t = useTranslations('hotels');
  const router = useRouter();
  const dispatch = useAppDispatch();
  const locale = useLocale();
  // Once, before the fields' first render (as the flight form does).
  useState(() => labels && seedDayLabels(locale, false, labels.days));
  const { formRef, today, submitted, submitting } = useSearchSubmit(serverToday, todayIso);
  const [values, setValues] = useState<HotelFormValues>(() =>
    initialHotelForm(serverToday, initialSearch, destination, draft),
  );
  // The results page renders on the server with its first hotels: until it is in, the button says
  // the search is under way (the page shown so far stays, as on a link).
  const [searching, startSearching] = useTransition();

  const run = (search: HotelSearch, place: Destination) => {
    dispatch(recentHotelSearchAdded({ search, destination: place, locale }));
    onSearched?.(search);
    startSearching(() => router.push(hotelsHref(search)));
  };

  const submit = submitting((now) => {
    const search = formToSearch(values, now);
    if (!search || !values.destination) return false;
    run(search, values.destination);
    return true;
  });

  const pickRecent = (recent: RecentHotelSearch) => {
    setValues(initialHotelForm(todayIso(), recent.search, recent.destination));
    run(recent.search, recent.destination);
  };

  const errors = submitted ? validateHotelForm(values, today) : {};
  const message = (key: string | undefined) => (key ? t(`errors.${key}`) : undefined);

  return (
    <SearchFormFrame
      className="flight-search hotel-search"
      formClassName="hotel-search__form"
      after={showRecent && <RecentHotelSearches today={today} onPick={pickRecent} />}
      label={t('form_label')}
      formRef={formRef}
      onSubmit={submit}
    >
      <DestinationField
        text={values.destinationText}
        onTextChange={(text) =>
          setValues((current) => ({
            ...current,
            destinationText: text,
            destination:
              current.destination && current.destination.name === text ? current.destination : null,
          }))
        }
        onSelect={(place) =>
          setValues((current) => ({ ...current, destination: place, destinationText: place.name }))
        }
        error={message(errors.destination)}
      />
      <StayDatesField
        nightsLabels={labels?.nights}
        checkIn={values.checkIn}
        checkOut={values.checkOut}
        today={today}
        onChange={(checkIn, checkOut) => setValues((current) => ({ ...current, checkIn, checkOut }))}
        error={message(errors.dates)}
      />
      <RoomsField
        rooms={values.rooms}
        onChange={(rooms) => setValues((current) => ({ ...current, rooms }))}
        error={message(errors.rooms)}
        summaryLabels={labels?.guests}
      />
      <button
        type="submit"
        className="btn btn-primary flight-search__submit hotel-search__submit"
        aria-busy={searching || undefined}
      >
        {searching && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {searching ? t('searching') : t('search')}
      </button>
    </SearchFormFrame>
  );
}

export default HotelSearchForm;
