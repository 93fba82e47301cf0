'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { toastSuccess } from '@/components/feedback/toast';
import { Ltr } from '@/components/text/Ltr';
import { formatDate } from '@/lib/dates/dayLabels';
import {
  useAddSavedTravellerMutation,
  useChangeSavedTravellerMutation,
  useRemoveSavedTravellerMutation,
  useSavedTravellersQuery,
  type SavedTraveller,
  type SavedTravellerBody,
} from '@/features/travellers/savedTravellersApi';
import { passengerTypeOn } from '@/features/travellers/travellerRules';
import { ConfirmButton } from './ConfirmButton';
import { useFailureText } from './failureText';
import { ListLoadState } from './ListLoadState';
import { todayIso } from './today';
import { TravellerForm } from './TravellerForm';

type Editing = null | 'new' | number;

/** The travellers the checkout offers: listed with their passenger type today, added, edited, deleted. */
export function TravellersSection() {
  const t = useTranslations('Account');
  const tc = useTranslations('Checkout');
  const locale = useLocale();
  const failureText = useFailureText();
  // The list is read again whenever a traveller is added, changed or removed (its tag).
  const listed = useSavedTravellersQuery();
  const [addTraveller] = useAddSavedTravellerMutation();
  const [changeTraveller] = useChangeSavedTravellerMutation();
  const [removeTraveller] = useRemoveSavedTravellerMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [today] = useState(todayIso);

  const save = async (body: SavedTravellerBody) => {
    if (editing === 'new') {
      await addTraveller(body).unwrap();
      void toastSuccess(t('traveller_added'));
    } else if (typeof editing === 'number') {
      await changeTraveller({ id: editing, body }).unwrap();
      void toastSuccess(t('traveller_updated'));
    }
    setEditing(null);
  };

  const remove = async (traveller: SavedTraveller) => {
    setDeleting(traveller.id);
    setMessage(null);
    try {
      await removeTraveller(traveller.id).unwrap();
      void toastSuccess(t('traveller_deleted'));
    } catch (error) {
      setMessage(failureText(error));
    } finally {
      setDeleting(null);
    }
  };

  const dateText = (iso: string) => formatDate(iso, locale);

  const travellers = listed.data;
  let list;
  if (!travellers) {
    list = (
      <ListLoadState
        loadingText={t('travellers_loading')}
        failed={listed.isError}
        error={listed.error}
        onRetry={() => void listed.refetch()}
      />
    );
  } else if (travellers.length === 0 && editing !== 'new') {
    list = <p className="account-section__text">{t('travellers_none')}</p>;
  } else {
    list = (
      <ul className="account-travellers" aria-label={t('travellers_title')}>
        {travellers.map((traveller) => {
          const name = `${traveller.firstName} ${traveller.lastName}`;
          if (editing === traveller.id) {
            return (
              <li key={traveller.id} className="account-traveller account-traveller--editing">
                <TravellerForm traveller={traveller} onSubmit={save} onCancel={() => setEditing(null)} />
              </li>
            );
          }
          return (
            <li key={traveller.id} className="account-traveller" aria-label={name}>
              <div className="account-traveller__head">
                <span className="account-traveller__name">{name}</span>
                <span className="account-traveller__type">
                  {tc(`type_name.${passengerTypeOn(traveller.dateOfBirth, today)}`)}
                </span>
              </div>
              <dl className="account-traveller__details">
                <div>
                  <dt>{tc('date_of_birth')}</dt>
                  <dd>{dateText(traveller.dateOfBirth)}</dd>
                </div>
                <div>
                  <dt>{tc('gender')}</dt>
                  <dd>{tc(`gender_${traveller.gender}`)}</dd>
                </div>
                <div>
                  <dt>{tc('passport_number')}</dt>
                  <dd>
                    <Ltr>{traveller.passportNumber}</Ltr>
                  </dd>
                </div>
                <div>
                  <dt>{tc('passport_expiry')}</dt>
                  <dd>{dateText(traveller.expiryDate)}</dd>
                </div>
              </dl>
              <div className="account-traveller__actions">
                <button
                  type="button"
                  className="btn btn-outline-primary btn-sm"
                  onClick={() => setEditing(traveller.id)}
                  aria-label={t('traveller_edit', { name })}
                  disabled={editing !== null}
                >
                  {t('edit')}
                </button>
                <ConfirmButton
                  label={t('delete')}
                  accessibleName={t('traveller_delete', { name })}
                  question={t('traveller_delete_question', { name })}
                  confirmLabel={t('traveller_delete_confirm')}
                  busy={deleting === traveller.id}
                  onConfirm={() => void remove(traveller)}
                />
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section className="account-section" id="account-travellers" aria-labelledby="account-travellers-title">
      <h2 className="account-section__title" id="account-travellers-title">
        {t('travellers_title')}
      </h2>
      <p className="account-section__text">{t('travellers_text')}</p>
      {editing === 'new' && (
        <div className="account-traveller account-traveller--editing">
          <TravellerForm traveller={null} onSubmit={save} onCancel={() => setEditing(null)} />
        </div>
      )}
      {list}
      <div className="account-form__failure" role="alert">
        {message}
      </div>
      {travellers && editing === null && (
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
          {t('traveller_add')}
        </button>
      )}
    </section>
  );
}
