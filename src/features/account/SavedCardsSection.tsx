'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { toApiError } from '@/lib/api/errors';
import { SavedCardLabel } from '@/features/payment/SavedCardLabel';
import { useRemoveSavedCardMutation, useSavedCardsQuery } from '@/features/payment/savedCardsApi';
import type { SavedCard } from '@/features/payment/types';
import { ConfirmButton } from './ConfirmButton';
import { useFailureText } from './failureText';
import { ListLoadState } from './ListLoadState';

/** A club API that answers these for a call it does not have: its saved cards are simply absent. */
const ABSENT = [404, 405, 501];

/**
 * The cards kept at the payment step (TOKENIZATION), each with a way to remove it; with none, the
 * specification's "You haven't added any card". A card is added by paying with it.
 */
export function SavedCardsSection({ userId }: { userId: number }) {
  const t = useTranslations('Account');
  const tp = useTranslations('Payment');
  const tm = useTranslations('Messages');
  const failureText = useFailureText();
  const listed = useSavedCardsQuery(userId);
  const [removeCard] = useRemoveSavedCardMutation();
  const [removing, setRemoving] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  if (listed.isError && ABSENT.includes(toApiError(listed.error).status)) return null;

  const remove = async (card: SavedCard) => {
    setRemoving(card.id);
    setMessage(null);
    try {
      await removeCard(card.id).unwrap();
    } catch (error) {
      setMessage(failureText(error) || tp('remove_card_failed'));
    } finally {
      setRemoving(null);
    }
  };

  const cards = listed.data;
  let list;
  if (!cards) {
    list = (
      <ListLoadState
        loadingText={tp('saved_cards_loading')}
        failed={listed.isError}
        error={listed.error}
        onRetry={() => void listed.refetch()}
      />
    );
  } else if (cards.length === 0) {
    list = (
      <p className="saved-cards__empty" data-testid="no-saved-cards">
        {tm('no_card_added')}
      </p>
    );
  } else {
    list = (
      <ul className="account-cards" aria-label={tp('saved_cards_title')}>
        {cards.map((card) => (
          <li key={card.id} className="account-card">
            <SavedCardLabel card={card} />
            <ConfirmButton
              label={tp('remove_card')}
              accessibleName={tp('remove_card_label', { last4: card.last4 })}
              question={t('card_remove_question', { last4: card.last4 })}
              confirmLabel={t('card_remove_confirm')}
              busy={removing === card.id}
              onConfirm={() => void remove(card)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="account-section" id="account-cards" aria-labelledby="account-cards-title">
      <h2 className="account-section__title" id="account-cards-title">
        {t('cards_title')}
      </h2>
      <p className="account-section__text">{t('cards_text')}</p>
      {list}
      <div className="account-form__failure" role="alert">
        {message}
      </div>
    </section>
  );
}
