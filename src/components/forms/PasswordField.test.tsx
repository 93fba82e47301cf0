import { Formik } from 'formik';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@tests/render';
import { PasswordField } from './PasswordField';

/** The popup's password field never changes what is typed or pasted without saying so (issue 30, item 7). */
function renderField(locale: 'en' | 'ar' = 'en') {
  renderApp(
    <Formik initialValues={{ password: '' }} onSubmit={() => undefined}>
      <PasswordField name="password" label="Password" autoComplete="new-password" testId="password" />
    </Formik>,
    { locale },
  );
  return screen.getByLabelText('Password');
}

describe('PasswordField', () => {
  it('says when a pasted password was cut at 15 characters (the browser does not cut it first)', async () => {
    const input = renderField();
    expect(input).not.toHaveAttribute('maxlength');
    await userEvent.click(input);
    await userEvent.paste('Abcdefghijk@1234567');
    expect(input).toHaveValue('Abcdefghijk@123');
    expect(screen.getByTestId('password-changed')).toHaveTextContent(
      'Only the first 15 characters were kept: a password here has at most 15.',
    );
  });

  it('says when spaces or other signs were removed, without naming them', async () => {
    const input = renderField();
    await userEvent.type(input, 'Tra vel?@123');
    expect(input).toHaveValue('Travel@123');
    expect(screen.getByTestId('password-changed')).toHaveTextContent(
      'Spaces and signs other than ! @ # $ % ^ & * were removed from the password.',
    );
    expect(input).toHaveAccessibleDescription(/were removed from the password/);
  });

  it('says nothing when nothing was changed, in Arabic too', async () => {
    const input = renderField('ar');
    await userEvent.type(input, 'كلمة١٢٣!x');
    expect(input).toHaveValue('كلمة١٢٣!x');
    expect(screen.getByTestId('password-changed')).toBeEmptyDOMElement();
    await userEvent.type(input, ' ');
    expect(screen.getByTestId('password-changed')).toHaveTextContent('حُذفت من كلمة المرور المسافات');
  });
});
