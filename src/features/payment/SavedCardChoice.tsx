'use client';

import { useId, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { SavedCardLabel } from './SavedCardLabel';
import { useSavedCardsQuery } from './savedCardsApi';
import type { SavedCard } from './types';

const NEW_CARD = 'new';

export interface SavedCardChoiceProps {
  userId: number;
  disabled: boolean;
  payLabel: string;
  /** The latest answer to a payment with a saved card (a decline), shown under the choice. */
  error: string | null;
  onPaySaved: (card: SavedCard) => void;
  /** The form for a card typed now: shown when there is no saved card, or "A new card" is chosen. */
  newCardForm: ReactNode;
}

/**
 * A signed-in user's saved cards at the payment step (the specification's TOKENIZATION): pick one
 * and pay, or type a new card. With none saved the step says so ("You haven't added any card") above
 * the card form. An API without saved cards (an optional extension) leaves the card form alone.
 */
export function SavedCardChoice({
  userId,
  disabled,
  payLabel,
  error,
  onPaySaved,
  newCardForm,
}: SavedCardChoiceProps) {
  const t = useTranslations('Payment');
  const tm = useTranslations('Messages');
  const id = useId();
  const read = useSavedCardsQuery(userId);
  const [choice, setChoice] = useState<string | null>(null);

  if (read.isError) return newCardForm;
  if (!read.data) {
    return (
      <p className="saved-cards__status" role="status">
        {t('saved_cards_loading')}
      </p>
    );
  }
  const cards = read.data;
  const chosen =
    cards.some((card) => card.id === choice) || choice === NEW_CARD ? choice : (cards[0]?.id ?? NEW_CARD);
  const card = cards.find((saved) => saved.id === chosen);

  return (
    <div className="saved-cards" data-testid="saved-cards">
      {cards.length === 0 ? (
        <>
          <h3 className="saved-cards__title">{t('saved_cards_title')}</h3>
          <p className="saved-cards__empty" data-testid="no-saved-cards">
            {tm('no_card_added')}
          </p>
        </>
      ) : (
        <fieldset className="saved-cards__list" disabled={disabled}>
          <legend className="saved-cards__title">{t('saved_cards_title')}</legend>
          {[...cards.map((saved) => saved.id), NEW_CARD].map((value) => {
            const saved = cards.find((c) => c.id === value);
            return (
              <div key={value} className="form-check saved-cards__option">
                <input
                  className="form-check-input"
                  type="radio"
                  name={`${id}-saved-card`}
                  id={`${id}-${value}`}
                  checked={chosen === value}
                  onChange={() => setChoice(value)}
                />
                <label className="form-check-label" htmlFor={`${id}-${value}`}>
                  {saved ? <SavedCardLabel card={saved} /> : t('new_card')}
                </label>
              </div>
            );
          })}
        </fieldset>
      )}
      {card ? (
        <>
          <div className="checkout-alert" role="alert" data-testid="saved-card-error">
            {error && <p className="alert alert-danger mb-0">{error}</p>}
          </div>
          <button
            type="button"
            className="btn btn-primary btn-lg w-100"
            disabled={disabled}
            onClick={() => onPaySaved(card)}
            data-testid="pay-button"
          >
            {disabled && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {payLabel}
          </button>
        </>
      ) : (
        newCardForm
      )}
    </div>
  );
}
