'use client';

import { useCallback, useEffect, useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { parseISO } from 'date-fns';
import { useApi } from '@/lib/app/AppContext';
import { toastSuccess } from '@/components/feedback/toast';
import { Ltr } from '@/components/text/Ltr';
import {
  createSavedTraveller,
  deleteSavedTraveller,
  fetchSavedTravellers,
  updateSavedTraveller,
  type SavedTraveller,
  type SavedTravellerBody,
} from '@/features/travellers/savedTravellersApi';
import { passengerTypeOn } from '@/features/travellers/travellerRules';
import { ConfirmButton } from './ConfirmButton';
import { useFailureText } from './failureText';
import { todayIso } from './today';
import { TravellerForm } from './TravellerForm';

type Listed =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; travellers: SavedTraveller[] };
type Editing = null | 'new' | number;

/** The travellers the checkout offers: listed with their passenger type today, added, edited, deleted. */
export function TravellersSection() {
  const t = useTranslations('Account');
  const tc = useTranslations('Checkout');
  const format = useFormatter();
  const api = useApi();
  const failureText = useFailureText();
  const [listed, setListed] = useState<Listed>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [today] = useState(todayIso);

  useEffect(() => {
    let live = true;
    fetchSavedTravellers(api).then(
      (travellers) => live && setListed({ status: 'ready', travellers }),
      (error: unknown) => live && setListed({ status: 'failed', message: failureText(error) }),
    );
    return () => {
      live = false;
    };
  }, [api, attempt, failureText]);

  const replaceList = useCallback(
    (change: (travellers: SavedTraveller[]) => SavedTraveller[]) =>
      setListed((current) =>
        current.status === 'ready' ? { status: 'ready', travellers: change(current.travellers) } : current,
      ),
    [],
  );

  const save = async (body: SavedTravellerBody) => {
    if (editing === 'new') {
      const created = await createSavedTraveller(api, body);
      replaceList((travellers) => [...travellers, created]);
      void toastSuccess(t('traveller_added'));
    } else if (typeof editing === 'number') {
      const updated = await updateSavedTraveller(api, editing, body);
      replaceList((travellers) => travellers.map((one) => (one.id === updated.id ? updated : one)));
      void toastSuccess(t('traveller_updated'));
    }
    setEditing(null);
  };

  const remove = async (traveller: SavedTraveller) => {
    setDeleting(traveller.id);
    setMessage(null);
    try {
      await deleteSavedTraveller(api, traveller.id);
      replaceList((travellers) => travellers.filter((one) => one.id !== traveller.id));
      void toastSuccess(t('traveller_deleted'));
    } catch (error) {
      setMessage(failureText(error));
    } finally {
      setDeleting(null);
    }
  };

  const dateText = (iso: string) => format.dateTime(parseISO(iso), { dateStyle: 'medium' });

  let list;
  if (listed.status === 'loading') {
    list = (
      <p className="account-page__status" role="status">
        {t('travellers_loading')}
      </p>
    );
  } else if (listed.status === 'failed') {
    list = (
      <div role="alert">
        <p>{listed.message}</p>
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => {
            setListed({ status: 'loading' });
            setAttempt((n) => n + 1);
          }}
        >
          {t('retry')}
        </button>
      </div>
    );
  } else if (listed.travellers.length === 0 && editing !== 'new') {
    list = <p className="account-section__text">{t('travellers_none')}</p>;
  } else {
    list = (
      <ul className="account-travellers" aria-label={t('travellers_title')}>
        {listed.travellers.map((traveller) => {
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
      {listed.status === 'ready' && editing === null && (
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
          {t('traveller_add')}
        </button>
      )}
    </section>
  );
}
