'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { SearchButton, SearchFormFrame } from '@/features/booking/search/SearchFormFrame';
import {
  useSearchForm,
  type SearchFormModule,
  type SearchFormProps,
} from '@/features/booking/search/useSearchForm';
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

/** The kit's search-form props, and the hotel form's own; every page gives the server's today. */
export interface HotelSearchFormProps extends SearchFormProps<HotelSearch> {
  /** Its destination, named in the page's language. */
  destination?: Destination | null;
  /** What an invalid search URL got right (the Invalid URL page). */
  draft?: HotelSearchDraft | null;
  today: string;
  /** The server's labels for the first stay (the home page's; see HotelFormLabels). */
  labels?: HotelFormLabels;
}

/** What the kit's search-form skeleton is handed for hotels. */
const HOTEL_SEARCH_FORM: SearchFormModule<HotelSearch> = {
  messages: 'hotels',
  todayIso,
  href: hotelsHref,
};

/** A search and its destination, as the form and the recent searches hold them. */
type HotelSearchRun = Pick<RecentHotelSearch, 'search' | 'destination'>;

/**
 * The hotel search form: destination, stay dates, rooms and guests. Errors show once a search was
 * attempted and stay up to date after; nothing typed is thrown away.
 */
export function HotelSearchForm(props: HotelSearchFormProps) {
  const { labels } = props;
  const t = useTranslations('hotels');
  const dispatch = useAppDispatch();
  const { locale, today, submitted, message, searching, searchFor, frame } = useSearchForm(
    HOTEL_SEARCH_FORM,
    props,
  );
  // Once, before the fields' first render (as the flight form does).
  useState(() => labels && seedDayLabels(locale, false, labels.days));
  const [values, setValues] = useState<HotelFormValues>(() =>
    initialHotelForm(props.today, props.initialSearch, props.destination, props.draft),
  );

  const run = ({ search, destination }: HotelSearchRun) => {
    dispatch(recentHotelSearchAdded({ search, destination, locale }));
    searchFor(search);
  };

  /** The search the values make, with its destination; null while they make none. */
  const valid = (now: string): HotelSearchRun | null => {
    const search = formToSearch(values, now);
    return search && values.destination ? { search, destination: values.destination } : null;
  };

  const pickRecent = (recent: RecentHotelSearch) => {
    setValues(initialHotelForm(todayIso(), recent.search, recent.destination));
    run(recent);
  };

  const errors = submitted ? validateHotelForm(values, today) : {};

  // The results page renders on the server with its first hotels: until it is in, the button says
  // the search is under way (`searching`; the page shown so far stays, as on a link).
  return (
    <SearchFormFrame
      className="flight-search hotel-search"
      formClassName="hotel-search__form"
      form={frame(valid, run)}
      recent={<RecentHotelSearches today={today} onPick={pickRecent} />}
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
      <SearchButton
        className="btn btn-primary flight-search__submit hotel-search__submit"
        label={t('search')}
        busy={searching}
        busyLabel={t('searching')}
      />
    </SearchFormFrame>
  );
}

export default HotelSearchForm;
