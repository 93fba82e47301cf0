'use client';

import { useTranslations } from 'next-intl';
import type { ModeGroup } from './agentPaymentModes';
import { AGENT_PAYMENT_MODE, type PaymentMethod } from './types';

export interface MethodChoiceProps {
  groupId: string;
  methods: readonly PaymentMethod[];
  /** An agent's methods in the specification's payment modes (pay directly, from the wallet). */
  modeGroups: ModeGroup[] | null;
  current: number;
  disabled: boolean;
  onChoose: (method: number) => void;
}

/**
 * The payment methods as one radio group. An agent sees them under the two agent payment modes —
 * paying directly (AGENT) and paying from the agency wallet (WALLET) — as two labelled groups; the
 * chosen method decides the mode.
 */
export function MethodChoice({
  groupId,
  methods,
  modeGroups,
  current,
  disabled,
  onChoose,
}: MethodChoiceProps) {
  const t = useTranslations('Payment');
  const option = (method: PaymentMethod) => (
    <div key={method.method} className="form-check payment-methods__option">
      <input
        className="form-check-input"
        type="radio"
        name={`${groupId}-method`}
        id={`${groupId}-${method.method}`}
        checked={method.method === current}
        onChange={() => onChoose(method.method)}
        data-testid={`method-${method.name}`}
      />
      <label className="form-check-label" htmlFor={`${groupId}-${method.method}`}>
        {t(`methods.${method.labelKey}`)}
      </label>
    </div>
  );

  if (!modeGroups) {
    return (
      <fieldset className="payment-methods" disabled={disabled}>
        <legend className="form-label">{t('choose_method')}</legend>
        {methods.map(option)}
      </fieldset>
    );
  }
  return (
    <fieldset className="payment-methods" disabled={disabled} data-testid="agent-payment-modes">
      <legend className="form-label">{t('choose_method')}</legend>
      {modeGroups.map((group) => (
        <fieldset key={group.mode} className="payment-methods__mode" data-testid={`agent-mode-${group.mode}`}>
          <legend className="payment-methods__mode-title">
            {t(group.mode === AGENT_PAYMENT_MODE.WALLET ? 'agent_modes.wallet' : 'agent_modes.agent')}
          </legend>
          {group.methods.map(option)}
        </fieldset>
      ))}
    </fieldset>
  );
}
