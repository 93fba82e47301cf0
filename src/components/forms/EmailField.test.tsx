import { Formik } from 'formik';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@tests/render';
import * as yup from 'yup';
import { EMAIL_PATTERN } from '@/lib/forms/rules';
import { EmailField } from './EmailField';

/** The e-mail rule of the forms that use the field (auth's and the agent's). */
const resetEmailSchema = yup.object({
  email: yup.string().trim().required('enter_your_email').matches(EMAIL_PATTERN, 'email_valid'),
});

function renderField(locale: 'en' | 'ar' = 'en') {
  return renderApp(
    <Formik initialValues={{ email: '' }} validationSchema={resetEmailSchema} onSubmit={() => undefined}>
      <EmailField label={locale === 'ar' ? 'البريد الإلكتروني' : 'Email address'} />
    </Formik>,
    { locale },
  );
}

describe('EmailField', () => {
  it('drops plus signs and disallowed characters as they are typed', async () => {
    renderField();
    const input = screen.getByLabelText('Email address');
    await userEvent.type(input, 'ali+promo <x>@mail.test');
    expect(input).toHaveValue('alipromox@mail.test');
  });

  it('says which characters it removed, keeps hyphens and underscores (issue 30, item 7)', async () => {
    renderField();
    const input = screen.getByLabelText('Email address');
    await userEvent.type(input, 'first_last-x+tag@mail.test');
    expect(input).toHaveValue('first_last-xtag@mail.test');
    expect(screen.getByTestId('email-removed')).toHaveTextContent('Removed from the e-mail: +.');
    expect(input).toHaveAccessibleDescription(/Removed from the e-mail: \+/);
    await userEvent.clear(input);
    expect(screen.getByTestId('email-removed')).toBeEmptyDOMElement();
  });

  it('names a removed accented letter in Arabic too', async () => {
    renderField('ar');
    const input = screen.getByLabelText('البريد الإلكتروني');
    await userEvent.type(input, 'jöhn@mail.test');
    expect(input).toHaveValue('jhn@mail.test');
    expect(screen.getByTestId('email-removed')).toHaveTextContent('حُذف من البريد الإلكتروني: ö.');
  });

  it('validates while typing and shows a tick once the address is valid', async () => {
    renderField();
    const input = screen.getByLabelText('Email address');
    await userEvent.type(input, 'ali@mail');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.queryByTestId('email-valid')).not.toBeInTheDocument();

    await userEvent.type(input, '.test');
    await waitFor(() => expect(input).toHaveClass('is-valid'));
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Valid email address');
  });

  it('validates on blur once something is typed; an empty field waits for the submit', async () => {
    renderField();
    const input = screen.getByLabelText('Email address');
    await userEvent.click(input);
    await userEvent.tab();
    expect(screen.queryByText('Please enter your email address')).not.toBeInTheDocument();
    await userEvent.type(input, 'ali@mail.test');
    await userEvent.clear(input);
    await userEvent.type(input, 'ali@');
    await userEvent.tab();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows its messages in Arabic', async () => {
    renderField('ar');
    const input = screen.getByLabelText('البريد الإلكتروني');
    await userEvent.type(input, 'x@y');
    expect(await screen.findByText('يرجى إدخال بريد إلكتروني صحيح')).toBeInTheDocument();
    expect(input).toHaveAttribute('dir', 'ltr');
  });
});
