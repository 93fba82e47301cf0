'use client';

import { useTransition, type FormEvent, type Ref } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from '@/i18n/navigation';
import { useSearchSubmit } from './useSearchSubmit';

/** What every module's search form is given by the page that shows it; a module adds its own. */
export interface SearchFormProps<Search> {
  /** The search to start from (the results page's own). */
  initialSearch?: Search | null;
  /** Offer the recent searches under the form (the home page does). */
  showRecent?: boolean;
  /** Today in the app's time zone as the server saw it; the module's day is read otherwise. */
  today?: string;
  onSearched?: (search: Search) => void;
}

/** What a module's search form hands the kit once. */
export interface SearchFormModule<Search> {
  /** Its message namespace: the form's name (`form_label`) and its errors (`errors.<key>`). */
  messages: string;
  /** Today in the module's time zone. */
  todayIso: () => string;
  /** The results page of a search. */
  href: (search: Search) => string;
}

/** The form element's part of `SearchFormFrame`: its name, its submit, and whether the recent searches show. */
export interface SearchFormHandle {
  ref: Ref<HTMLFormElement>;
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  showRecent: boolean;
}

/**
 * A search form's skeleton, the same for every module: the page's language (`locale`, the recent
 * searches are kept in it), today (the server's, read again on submit),
 * errors from the first submit on (`submitted`, `message`), the submit (`frame`), and a search run
 * (`searchFor`: the page is told, then the results page opened; `searching` until it is in).
 */
export function useSearchForm<Search>(module: SearchFormModule<Search>, props: SearchFormProps<Search>) {
  const t = useTranslations(module.messages);
  const router = useRouter();
  const locale = useLocale();
  const { formRef, today, refreshToday, submitted, submitting } = useSearchSubmit(
    props.today ?? module.todayIso,
    module.todayIso,
  );
  // The results page may render on the server first: until it is in, the form can say the search
  // is under way (the page shown so far stays, as on a link).
  const [searching, startSearching] = useTransition();

  /** An error's words, by its key under the module's `errors`. */
  const message = (key: string | undefined) => (key ? t(`errors.${key}`) : undefined);

  const searchFor = (search: Search) => {
    props.onSearched?.(search);
    startSearching(() => router.push(module.href(search)));
  };

  /**
   * The frame's form. On submit, `valid(today)` is what the values search for, or null when they
   * fail (the errors then show, and the first takes the focus); `run` runs it.
   */
  const frame = <Valid>(
    valid: (today: string) => Valid | null,
    run: (what: Valid) => void,
  ): SearchFormHandle => ({
    ref: formRef,
    label: t('form_label'),
    onSubmit: submitting((now) => {
      const what = valid(now);
      if (what !== null) run(what);
      return what !== null;
    }),
    showRecent: props.showRecent ?? false,
  });

  return { locale, today, refreshToday, submitted, message, searching, searchFor, frame };
}
