import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik, useFormikContext } from 'formik';
import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { renderApp } from '@tests/render';
import { DateField } from './DateField';
import { isCompleteDate } from './dateParts';

const schema = yup.object({
  birth: yup
    .string()
    .required('Validation.valid_dob')
    .test('date', 'Validation.valid_dob', (value) => isCompleteDate(value)),
});

/** Shows the form's value, so the tests read what the form would submit. */
function Spy() {
  const { values } = useFormikContext<{ birth: string }>();
  return <output aria-label="form value">{values.birth}</output>;
}
const formValue = () => screen.getByRole('status', { name: 'form value' }).textContent;

function SetFromOutside({ value }: { value: string }) {
  const { setFieldValue } = useFormikContext<{ birth: string }>();
  return (
    <button type="button" onClick={() => void setFieldValue('birth', value)}>
      fill
    </button>
  );
}

function renderField(locale: 'en' | 'ar' = 'en', initial = '') {
  const label = locale === 'ar' ? 'تاريخ الميلاد' : 'Date of birth';
  renderApp(
    <Formik initialValues={{ birth: initial }} validationSchema={schema} onSubmit={() => undefined}>
      <Form>
        <DateField name="birth" label={label} autoComplete="bday" />
        <Spy />
        <SetFromOutside value="1985-12-09" />
        <button type="submit">go</button>
      </Form>
    </Formik>,
    { locale },
  );
  return screen.getByRole('group', { name: label });
}

describe('DateField', () => {
  it('asks for day, month and year in that order, each labelled, inside a named group', () => {
    const group = renderField();
    const parts = [...group.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')];
    expect(parts.map((part) => part.labels?.[0]?.textContent)).toEqual(['Day', 'Month', 'Year']);
    expect(within(group).getByRole('combobox', { name: 'Month' })).toHaveDisplayValue('Month');
    expect(within(group).getByRole('textbox', { name: 'Day' })).toHaveAttribute('autocomplete', 'bday-day');
  });

  it('in Arabic names the parts and the months in Arabic', () => {
    const group = renderField('ar');
    expect(within(group).getByRole('textbox', { name: 'اليوم' })).toBeInTheDocument();
    expect(within(group).getByRole('textbox', { name: 'السنة' })).toBeInTheDocument();
    const month = within(group).getByRole('combobox', { name: 'الشهر' });
    expect(within(month).getByRole('option', { name: 'أبريل' })).toHaveValue('4');
  });

  it('gives the form YYYY-MM-DD once the date is whole', async () => {
    const user = userEvent.setup();
    const group = renderField();
    await user.type(within(group).getByRole('textbox', { name: 'Day' }), '3');
    await user.selectOptions(within(group).getByRole('combobox', { name: 'Month' }), 'April');
    await user.type(within(group).getByRole('textbox', { name: 'Year' }), '1990');
    expect(formValue()).toBe('1990-04-03');
    // What was typed stays as typed.
    expect(within(group).getByRole('textbox', { name: 'Day' })).toHaveValue('3');
  });

  it('accepts Arabic-Indic digits', async () => {
    const user = userEvent.setup();
    const group = renderField('ar');
    await user.type(within(group).getByRole('textbox', { name: 'اليوم' }), '١٢');
    await user.selectOptions(within(group).getByRole('combobox', { name: 'الشهر' }), '11');
    await user.type(within(group).getByRole('textbox', { name: 'السنة' }), '١٩٩٠');
    expect(within(group).getByRole('textbox', { name: 'اليوم' })).toHaveValue('12');
    expect(formValue()).toBe('1990-11-12');
  });

  it('keeps a half-typed date and, once left, says it is not valid (announced, tied to each part)', async () => {
    const user = userEvent.setup();
    const group = renderField();
    const day = within(group).getByRole('textbox', { name: 'Day' });
    await user.type(day, '31');
    // Moving between the parts is not leaving the field.
    await user.tab();
    expect(screen.queryByText('Please enter a valid date of birth')).not.toBeInTheDocument();
    await user.tab();
    await user.tab();
    const error = await screen.findByText('Please enter a valid date of birth');
    expect(error).toHaveAttribute('aria-live', 'polite');
    expect(day).toHaveAttribute('aria-invalid', 'true');
    expect(day).toHaveAccessibleDescription('Please enter a valid date of birth');
    expect(day).toHaveValue('31');
    expect(formValue()).toBe('--31');
  });

  it('follows a value set from outside (a saved traveller chosen)', async () => {
    const user = userEvent.setup();
    const group = renderField('en', '1990-04-03');
    expect(within(group).getByRole('textbox', { name: 'Day' })).toHaveValue('03');
    await user.click(screen.getByRole('button', { name: 'fill' }));
    await waitFor(() => expect(within(group).getByRole('textbox', { name: 'Year' })).toHaveValue('1985'));
    expect(within(group).getByRole('textbox', { name: 'Day' })).toHaveValue('09');
    expect(within(group).getByRole('combobox', { name: 'Month' })).toHaveDisplayValue('December');
  });
});
