'use client';

import { useId, useMemo, useState } from 'react';
import { Form, Formik } from 'formik';
import { useTranslations } from 'next-intl';
import { useApi } from '@/lib/app/AppContext';
import { rateLimitWait, toApiError } from '@/lib/api/errors';
import { TextInput } from '@/components/forms/FormField';
import {
  cardDigits,
  cardSchema,
  emptyCard,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
  type CardFormValues,
} from './cardRules';
import { cardBrandOf } from './cardBrand';
import { tokenizeCard } from './paymentApi';
import type { CardToken } from './types';

export interface CardFormProps {
  /** Called with the token of a card the API accepted; the form is then reset. */
  onToken: (token: CardToken) => Promise<void>;
  disabled: boolean;
  payLabel: string;
  /** The latest payment answer for a card (a decline), shown on the form. */
  cardError: string | null;
  /** A signed-in payer may keep the card for next time (TOKENIZATION). */
  offerSave?: boolean;
  /** Called when a card was saved with its token, so that lists of saved cards refresh. */
  onSaved?: () => void;
}

const CARD_INVALID = 'This card is not valid, please enter another card';

/**
 * Card details, tokenised by the API (the card number and CVV never leave this form otherwise and
 * are never stored). A card the tokeniser refuses shows its message here.
 */
export function CardForm({
  onToken,
  disabled,
  payLabel,
  cardError,
  offerSave = false,
  onSaved,
}: CardFormProps) {
  const t = useTranslations('Payment');
  const tm = useTranslations('Messages');
  const tErrors = useTranslations('Errors');
  const api = useApi();
  const schema = useMemo(() => cardSchema(), []);
  const [tokenError, setTokenError] = useState<string | null>(null);
  const [save, setSave] = useState(false);
  const saveId = useId();
  const shownError = tokenError ?? cardError;

  return (
    <Formik<CardFormValues>
      initialValues={emptyCard}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        setTokenError(null);
        const expiry = parseExpiry(values.expiry);
        if (!expiry) return;
        let token: CardToken;
        try {
          token = await tokenizeCard(
            api,
            {
              cardNumber: cardDigits(values.cardNumber),
              holderName: values.holderName.trim(),
              expiryMonth: expiry.month,
              expiryYear: expiry.year,
              cvv: values.cvv,
            },
            offerSave && save,
          );
        } catch (error) {
          const apiError = toApiError(error);
          const wait = rateLimitWait(error);
          if (wait) setTokenError(tErrors('rate_limited', { unit: wait.unit, count: wait.count }));
          else
            setTokenError(
              apiError.status === 400 && apiError.serverMessage === CARD_INVALID
                ? tm('card_not_valid')
                : (apiError.serverMessage ?? t('tokenize_failed')),
            );
          return;
        }
        if (token.savedCard) onSaved?.();
        // The card's digits go as soon as they are tokenised: a new attempt needs them typed again.
        helpers.resetForm({ values: { ...emptyCard, holderName: values.holderName } });
        await onToken(token);
      }}
    >
      {({ isSubmitting, values }) => (
        <Form noValidate className="card-form" aria-label={t('card_form_label')}>
          <TextInput
            name="holderName"
            label={t('card_holder')}
            autoComplete="cc-name"
            testId="card-holder"
            maxLength={60}
          />
          <TextInput
            name="cardNumber"
            label={t('card_number')}
            autoComplete="cc-number"
            inputMode="numeric"
            dir="ltr"
            format={formatCardNumber}
            maxLength={23}
            testId="card-number"
          />
          <CardBrandLine digits={cardDigits(values.cardNumber)} />
          <div className="card-form__row">
            <TextInput
              name="expiry"
              label={t('card_expiry')}
              autoComplete="cc-exp"
              inputMode="numeric"
              dir="ltr"
              placeholder={t('card_expiry_placeholder')}
              format={formatExpiry}
              maxLength={5}
              testId="card-expiry"
            />
            <TextInput
              name="cvv"
              label={t('card_cvv')}
              autoComplete="cc-csc"
              inputMode="numeric"
              dir="ltr"
              type="password"
              format={(value) => cardDigits(value).slice(0, 4)}
              maxLength={4}
              testId="card-cvv"
            />
          </div>
          {offerSave && (
            <div className="form-check card-form__save">
              <input
                className="form-check-input"
                type="checkbox"
                id={saveId}
                checked={save}
                onChange={(event) => setSave(event.target.checked)}
                aria-describedby={`${saveId}-hint`}
              />
              <label className="form-check-label" htmlFor={saveId}>
                {t('save_card')}
              </label>
              <p id={`${saveId}-hint`} className="form-text mb-0">
                {t('save_card_hint')}
              </p>
            </div>
          )}
          <div className="checkout-alert" role="alert" data-testid="card-error">
            {shownError && <p className="alert alert-danger mb-0">{shownError}</p>}
          </div>
          <button
            type="submit"
            className="btn btn-primary btn-lg w-100"
            disabled={disabled || isSubmitting}
            data-testid="pay-button"
          >
            {(disabled || isSubmitting) && (
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            )}
            {payLabel}
          </button>
        </Form>
      )}
    </Formik>
  );
}

/** The scheme the typed number belongs to (mada among them), said as the digits come. */
function CardBrandLine({ digits }: { digits: string }) {
  const t = useTranslations('Payment');
  const brand = cardBrandOf(digits);
  return (
    <p className="card-form__brand" aria-live="polite" data-testid="card-brand">
      {brand && (
        <span className={`card-brand card-brand--${brand}`}>
          {t('card_brand', { brand: t(`card_brand_${brand}`) })}
        </span>
      )}
    </p>
  );
}
