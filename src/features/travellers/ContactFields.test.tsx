import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { Form, Formik, useFormikContext } from 'formik';
import { beforeEach, describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { renderApp } from '@tests/render';
import { aClub } from '@tests/builders/aClub';
import type { TaxIdLabel } from '@/lib/club/types';
import { ok } from '@tests/mocks/fakeApi';
import { resetBrowserState } from '@tests/mocks/browserState';
import { ContactFields } from './ContactFields';
import { contactFields } from './contactRules';

/**
 * The checkout contact's calling code is the searchable country picker of sign-up and contact-us:
 * every country is listed, those sharing a calling code too, in both languages (issue 30, item 1).
 */

// In the API's order (by dialling code), with the first country of a shared code listed first.
const countryRows = [
  ['American Samoa', 'AS', 'ASM', '1684'],
  ['Canada', 'CA', 'CAN', '1'],
  ['United States', 'US', 'USA', '1'],
  ['Kazakhstan', 'KZ', 'KAZ', '7'],
  ['Russia', 'RU', 'RUS', '7'],
  ['Italy', 'IT', 'ITA', '39'],
  ['Guernsey', 'GG', 'GGY', '44'],
  ['United Kingdom', 'GB', 'GBR', '44'],
  ['Tanzania', 'TZ', 'TZA', '255'],
  ['Saudi Arabia', 'SA', 'SAU', '966'],
  ['United Arab Emirates', 'AE', 'ARE', '971'],
].map(([country, alpha2_code, alpha3_code, country_code]) => ({
  country,
  alpha2_code,
  alpha3_code,
  country_code,
}));

interface Values {
  email: string;
  phoneCountry?: string;
  phoneCountryCode: string;
  phoneNumber: string;
  gstNumber: boolean;
  companyName: string;
  registrationNo: string;
}

const seen: { latest: Values | null } = { latest: null };
function Probe() {
  const { values } = useFormikContext<Values>();
  useEffect(() => {
    seen.latest = values;
  }, [values]);
  return null;
}

function renderContact(
  initial: Partial<Values> = {},
  locale: 'en' | 'ar' = 'en',
  taxIdLabel: TaxIdLabel = 'VAT',
) {
  const values: Values = {
    email: '',
    phoneCountry: '',
    phoneCountryCode: '',
    phoneNumber: '',
    gstNumber: false,
    companyName: '',
    registrationNo: '',
    ...initial,
  };
  return renderApp(
    <Formik initialValues={values} validationSchema={yup.object(contactFields())} onSubmit={() => undefined}>
      <Form>
        <ContactFields />
        <Probe />
      </Form>
    </Formik>,
    { locale, club: aClub({ taxIdLabel }), routes: { 'GET /common/country/list': ok(countryRows) } },
  );
}

const toggle = () => screen.getByTestId('country-picker-toggle');
const listed = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.id.split('-').pop());

beforeEach(() => {
  resetBrowserState();
  seen.latest = null;
});

describe('the checkout contact country picker', () => {
  it('lists every country with its calling code, those sharing a code included', async () => {
    const user = userEvent.setup();
    renderContact();
    await waitFor(() => expect(toggle()).toBeEnabled());
    await user.click(toggle());
    expect(listed()).toEqual(expect.arrayContaining(['US', 'CA', 'RU', 'KZ', 'GB', 'GG', 'IT']));
    expect(screen.getByRole('option', { name: /Canada/ })).toHaveTextContent('+1');
    expect(screen.getByRole('option', { name: /United States/ })).toHaveTextContent('+1');
    expect(screen.getByRole('option', { name: /Russia/ })).toHaveTextContent('+7');
    expect(screen.getByRole('option', { name: /Italy/ })).toHaveTextContent('+39');
  });

  it('finds the United Kingdom by its name, and keeps it (not Guernsey) with +44', async () => {
    const user = userEvent.setup();
    renderContact();
    await waitFor(() => expect(toggle()).toBeEnabled());
    await user.click(toggle());
    await user.type(screen.getByRole('combobox', { name: 'Search for a country' }), 'United K');
    expect(listed()).toEqual(['GB']);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Country code: United Kingdom +44' })).toBeVisible();
    expect(seen.latest).toMatchObject({ phoneCountry: 'GB', phoneCountryCode: '+44' });
  });

  it('keeps Canada when it was chosen, although the United States shares +1', async () => {
    renderContact({ phoneCountry: 'CA', phoneCountryCode: '+1' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Country code: Canada +1' })).toBeEnabled(),
    );
    expect(seen.latest).toMatchObject({ phoneCountry: 'CA', phoneCountryCode: '+1' });
  });

  it('starts at the club country when nothing is chosen, and at the code a profile gave', async () => {
    const { unmount } = renderContact();
    await waitFor(() => expect(seen.latest).toMatchObject({ phoneCountry: 'AE', phoneCountryCode: '+971' }));
    unmount();
    renderContact({ phoneCountryCode: '+966' });
    await waitFor(() => expect(seen.latest).toMatchObject({ phoneCountry: 'SA', phoneCountryCode: '+966' }));
  });

  it('searches Arabic names on Arabic pages', async () => {
    const user = userEvent.setup();
    renderContact({}, 'ar');
    await waitFor(() => expect(toggle()).toBeEnabled());
    await user.click(toggle());
    await user.type(screen.getByRole('combobox', { name: 'ابحث عن دولة' }), 'كندا');
    expect(listed()).toEqual(['CA']);
    await user.keyboard('{Enter}');
    expect(seen.latest).toMatchObject({ phoneCountry: 'CA', phoneCountryCode: '+1' });
  });
});

describe('the company tax block (issue 30 item 22)', () => {
  it.each([
    ['TRN', 'en', 'I need a tax invoice for my company (TRN)', 'Tax registration number (TRN)'],
    ['VAT', 'en', 'I need a tax invoice for my company (VAT number)', 'VAT registration number'],
    ['GST', 'en', 'I need a tax invoice for my company (GST number)', 'GST number'],
    ['TRN', 'ar', 'أحتاج إلى فاتورة ضريبية لشركتي (رقم التسجيل الضريبي)', 'رقم التسجيل الضريبي (TRN)'],
    [
      'VAT',
      'ar',
      'أحتاج إلى فاتورة ضريبية لشركتي (رقم تسجيل ضريبة القيمة المضافة)',
      'رقم تسجيل ضريبة القيمة المضافة',
    ],
  ] as const)('asks a %s club (%s) for its own tax number', async (label, locale, toggleText, fieldLabel) => {
    const user = userEvent.setup();
    renderContact({}, locale, label);
    const checkbox = await screen.findByRole('checkbox', { name: toggleText });
    await user.click(checkbox);
    expect(await screen.findByLabelText(fieldLabel)).toBeInTheDocument();
    if (label !== 'GST') expect(screen.queryByText(/GST/)).not.toBeInTheDocument();
  });
});
