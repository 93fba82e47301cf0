'use client';

import { useId, useMemo, useState, type FocusEvent } from 'react';
import { useField } from 'formik';
import { useLocale, useTranslations } from 'next-intl';
import { joinDateParts, latinDigits, monthNames, splitDateValue, type DateParts } from './dateParts';

export interface DateFieldProps {
  /** The Formik field: '' , a half-typed "YEAR-MONTH-DAY", or YYYY-MM-DD. */
  name: string;
  label: string;
  /** `bday` gives the parts the browser's birthday autofill (bday-day, bday-month, bday-year). */
  autoComplete?: 'bday' | 'off';
  /** Prefix of the parts' test ids (`-day`, `-month`, `-year`). */
  testId?: string;
}

/**
 * A calendar day typed as day, month (by name) and year, in that order in the page's direction, so
 * it reads naturally in English and in Arabic and fits a phone. Arabic-Indic digits are accepted.
 * Validation belongs to the form's schema; its message (a full translation key) is shown once the
 * field has been left or the form submitted, and announced.
 */
export function DateField({ name, label, autoComplete = 'off', testId }: DateFieldProps) {
  const t = useTranslations('DateField');
  // Validation messages are full keys (`Validation.valid_dob`), as the form's schema gives them.
  const tError = useTranslations();
  const locale = useLocale();
  const id = useId();
  const [field, meta, helpers] = useField<string>(name);
  const months = useMemo(() => monthNames(locale), [locale]);

  // What is typed stays as typed ("3", not "03") until the value is changed from outside the field
  // (a saved traveller chosen, a draft restored): then the parts follow the new value.
  const [parts, setParts] = useState<DateParts>(() => splitDateValue(field.value));
  const [shown, setShown] = useState(field.value ?? '');
  if ((field.value ?? '') !== shown) {
    setShown(field.value ?? '');
    setParts(splitDateValue(field.value));
  }

  const change = (patch: Partial<DateParts>) => {
    const next = { ...parts, ...patch };
    const value = joinDateParts(next);
    setParts(next);
    setShown(value);
    void helpers.setValue(value);
  };

  // The field counts as visited when focus leaves the group, not when it moves between its parts.
  const leave = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) void helpers.setTouched(true);
  };

  const invalid = Boolean(meta.error) && meta.touched;
  const errorId = `${id}-error`;
  const partProps = {
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? errorId : undefined,
  };
  const bday = autoComplete === 'bday';

  return (
    <fieldset className="date-field" onBlur={leave} data-testid={testId}>
      <legend className="form-label date-field__legend">{label}</legend>
      <div className="date-field__parts">
        <div className="date-field__part date-field__part--day">
          <label htmlFor={`${id}-day`} className="date-field__part-label">
            {t('day')}
          </label>
          <input
            id={`${id}-day`}
            name={`${name}-day`}
            className={`form-control${invalid ? ' is-invalid' : ''}`}
            inputMode="numeric"
            dir="ltr"
            maxLength={2}
            autoComplete={bday ? 'bday-day' : 'off'}
            value={parts.day}
            onChange={(event) => change({ day: latinDigits(event.target.value, 2) })}
            data-testid={testId && `${testId}-day`}
            {...partProps}
          />
        </div>
        <div className="date-field__part date-field__part--month">
          <label htmlFor={`${id}-month`} className="date-field__part-label">
            {t('month')}
          </label>
          <select
            id={`${id}-month`}
            name={`${name}-month`}
            className={`form-select${invalid ? ' is-invalid' : ''}`}
            autoComplete={bday ? 'bday-month' : 'off'}
            value={parts.month}
            onChange={(event) => change({ month: event.target.value })}
            data-testid={testId && `${testId}-month`}
            {...partProps}
          >
            <option value="">{t('choose_month')}</option>
            {months.map((month, index) => (
              <option key={month} value={String(index + 1)}>
                {month}
              </option>
            ))}
          </select>
        </div>
        <div className="date-field__part date-field__part--year">
          <label htmlFor={`${id}-year`} className="date-field__part-label">
            {t('year')}
          </label>
          <input
            id={`${id}-year`}
            name={`${name}-year`}
            className={`form-control${invalid ? ' is-invalid' : ''}`}
            inputMode="numeric"
            dir="ltr"
            maxLength={4}
            autoComplete={bday ? 'bday-year' : 'off'}
            value={parts.year}
            onChange={(event) => change({ year: latinDigits(event.target.value, 4) })}
            data-testid={testId && `${testId}-year`}
            {...partProps}
          />
        </div>
      </div>
      <div id={errorId} className="invalid-feedback d-block" aria-live="polite">
        {invalid && meta.error ? tError(meta.error) : null}
      </div>
    </fieldset>
  );
}
