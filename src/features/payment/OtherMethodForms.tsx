'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useFormatPrice } from '@/features/preferences/useFormatPrice';
import { PAYMENT_METHOD, type PaymentInstrument, type PaymentMethod } from './types';

const UPI_PATTERN = /^[A-Za-z0-9._-]{2,64}@[A-Za-z]{2,64}$/;

export interface MethodFormProps {
  method: PaymentMethod;
  disabled: boolean;
  payLabel: string;
  onPay: (instrument: PaymentInstrument) => void;
}

function PayButton({ disabled, label }: { disabled: boolean; label: string }) {
  return (
    <button
      type="submit"
      className="btn btn-primary btn-lg w-100"
      disabled={disabled}
      data-testid="pay-button"
    >
      {disabled && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {label}
    </button>
  );
}

/** UPI, net banking, wallet and loyalty points: what each needs, then the pay button. */
export function OtherMethodForm({ method, disabled, payLabel, onPay }: MethodFormProps) {
  const t = useTranslations('Payment');
  const formatPrice = useFormatPrice();
  const id = useId();
  const [upiId, setUpiId] = useState('');
  const [bankCode, setBankCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (method.method === PAYMENT_METHOD.UPI) {
      if (!UPI_PATTERN.test(upiId.trim())) return setError(t('upi_invalid'));
      setError(null);
      return onPay({ method: method.method, upiId: upiId.trim() });
    }
    if (method.method === PAYMENT_METHOD.NetBanking) {
      if (!bankCode) return setError(t('bank_required'));
      setError(null);
      return onPay({ method: method.method, bankCode });
    }
    onPay({ method: method.method });
  };

  const errorId = `${id}-error`;
  return (
    <form noValidate onSubmit={submit} className="method-form">
      {method.method === PAYMENT_METHOD.UPI && (
        <div className="checkout-field">
          <label htmlFor={`${id}-upi`} className="form-label">
            {t('upi_id')}
          </label>
          <input
            id={`${id}-upi`}
            className={`form-control${error ? ' is-invalid' : ''}`}
            dir="ltr"
            value={upiId}
            placeholder="name@bank"
            onChange={(event) => setUpiId(event.target.value)}
            aria-invalid={Boolean(error) || undefined}
            aria-describedby={error ? errorId : undefined}
          />
        </div>
      )}
      {method.method === PAYMENT_METHOD.NetBanking && (
        <div className="checkout-field">
          <label htmlFor={`${id}-bank`} className="form-label">
            {t('bank')}
          </label>
          <select
            id={`${id}-bank`}
            className={`form-select${error ? ' is-invalid' : ''}`}
            value={bankCode}
            onChange={(event) => setBankCode(event.target.value)}
            aria-invalid={Boolean(error) || undefined}
            aria-describedby={error ? errorId : undefined}
          >
            <option value="">{t('choose_bank')}</option>
            {(method.banks ?? []).map((bank) => (
              <option key={bank.code} value={bank.code}>
                {bank.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {method.method === PAYMENT_METHOD.Wallet && (
        <p className="method-form__balance" data-testid="payment-wallet-balance">
          {t('wallet_balance', {
            balance: formatPrice(method.availableBalance ?? 0, method.currency ?? 'USD'),
          })}
        </p>
      )}
      {method.method === PAYMENT_METHOD.LoyaltyPoints && (
        <p className="method-form__balance">
          {t('points_balance', {
            points: method.points ?? 0,
            value: formatPrice(
              (method.points ?? 0) * (method.pointValue ?? 0),
              method.pointCurrency ?? 'USD',
            ),
          })}
        </p>
      )}
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
      <PayButton disabled={disabled} label={payLabel} />
    </form>
  );
}
