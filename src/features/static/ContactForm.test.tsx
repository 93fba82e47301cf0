import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@tests/render';
import { fakeApi, failure, ok, type FakeRoute } from '@tests/mocks/fakeApi';
import { toastError, toastSuccess } from '@/components/feedback/toast';
import { ContactForm } from './ContactForm';

vi.mock('@/i18n/navigation', () => import('@tests/mocks/navigation'));
vi.mock('@/components/feedback/toast', () => ({
  toastSuccess: vi.fn(() => Promise.resolve()),
  toastError: vi.fn(() => Promise.resolve()),
}));
// The ALTCHA widget needs Web Workers and WebCrypto (tests/mocks/captcha).
vi.mock('@/components/forms/Captcha', () => import('@tests/mocks/captcha'));

const countries = [
  {
    country: 'United Arab Emirates',
    alpha2_code: 'AE',
    alpha3_code: 'ARE',
    country_code: '+971',
    pattern: '5X XXX XXXX',
    length: [9],
    regex: '5\\d{8}',
  },
];

beforeEach(() => {
  vi.mocked(toastSuccess).mockClear();
  vi.mocked(toastError).mockClear();
});

function setup(contact: FakeRoute, locale: 'en' | 'ar' = 'en') {
  const api = fakeApi({ 'GET /common/country/list': ok(countries), 'POST /contact': contact });
  renderApp(<ContactForm />, { api, locale });
  return api;
}

async function fillIn() {
  await userEvent.type(screen.getByLabelText('Full name'), 'Sara Haddad');
  await userEvent.type(screen.getByLabelText('Email address'), 'sara@mail.test');
  await waitFor(() => expect(screen.getByTestId('phone-input')).toBeEnabled());
  await userEvent.type(screen.getByTestId('phone-input'), '501234567');
  await userEvent.type(screen.getByLabelText('Subject'), 'Change of date');
  await userEvent.type(screen.getByLabelText('Message'), 'Can I move my flight?');
  await userEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send message' }));

describe('ContactForm', () => {
  it('names every missing field with the section 5 keys and sends nothing', async () => {
    const api = setup(ok({ id: 1 }, 201));
    await send();
    expect(await screen.findByText('Please enter your full name')).toBeInTheDocument();
    expect(screen.getByText('Please enter an email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter your mobile number')).toBeInTheDocument();
    expect(screen.getByText('Please enter a subject')).toBeInTheDocument();
    expect(screen.getByText('Please enter your message')).toBeInTheDocument();
    expect(screen.getByText('Please confirm that you are not a robot')).toBeInTheDocument();
    expect(api.callsTo('POST /contact')).toHaveLength(0);
  });

  it('sends the message, toasts the success and empties the form', async () => {
    const api = setup(ok({ id: 7 }, 201));
    await fillIn();
    await send();
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith(
        'Thank you. We received your message and sent you a confirmation by email.',
      ),
    );
    expect(api.callsTo('POST /contact')[0]?.body).toEqual({
      fullName: 'Sara Haddad',
      email: 'sara@mail.test',
      phoneCountryCode: '+971',
      phoneNo: '501234567',
      subject: 'Change of date',
      message: 'Can I move my flight?',
      captcha: { provider: 'altcha', token: 'solved-payload' },
    });
    await waitFor(() => expect(screen.getByLabelText('Subject')).toHaveValue(''));
  });

  it('toasts a translated wait on 429 and keeps everything typed', async () => {
    setup(failure(429, 'Too many attempts. Please try again in 42 minutes.', { 'retry-after': '2520' }));
    await fillIn();
    await send();
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('Too many attempts. Please try again in 42 minutes.'),
    );
    expect(screen.getByLabelText('Full name')).toHaveValue('Sara Haddad');
    expect(screen.getByLabelText('Subject')).toHaveValue('Change of date');
    expect(screen.getByLabelText('Message')).toHaveValue('Can I move my flight?');
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it('toasts the 429 in Arabic on the Arabic page', async () => {
    setup(failure(429, 'Too many attempts. Please try again in 1 minute.', { 'retry-after': '30' }), 'ar');
    await userEvent.type(screen.getByLabelText('الاسم الكامل'), 'سارة الحداد');
    await userEvent.type(screen.getByLabelText('البريد الإلكتروني'), 'sara@mail.test');
    await waitFor(() => expect(screen.getByTestId('phone-input')).toBeEnabled());
    await userEvent.type(screen.getByTestId('phone-input'), '501234567');
    await userEvent.type(screen.getByLabelText('الموضوع'), 'سؤال');
    await userEvent.type(screen.getByLabelText('الرسالة'), 'مرحبًا');
    await userEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await userEvent.click(screen.getByRole('button', { name: 'إرسال الرسالة' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith(expect.stringMatching(/[\u0600-\u06FF]/)));
  });

  it("toasts the server's message on another failure, keeps the values and asks for the captcha again", async () => {
    const api = setup(failure(400, 'Captcha already used'));
    await fillIn();
    await send();
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Captcha already used'));
    expect(screen.getByLabelText('Email address')).toHaveValue('sara@mail.test');
    await send();
    expect(await screen.findByText('Please confirm that you are not a robot')).toBeInTheDocument();
    expect(api.callsTo('POST /contact')).toHaveLength(1);
  });
});

describe('ContactForm with a preset subject (the accessibility statement\'s "Report a barrier")', () => {
  it('starts with the subject filled in, and it stays editable', async () => {
    renderApp(<ContactForm subject="Accessibility barrier" />, {
      api: fakeApi({ 'GET /common/country/list': ok(countries), 'POST /contact': ok({ id: 1 }, 201) }),
    });
    const subject = screen.getByLabelText('Subject');
    expect(subject).toHaveValue('Accessibility barrier');
    await userEvent.type(subject, ' on checkout');
    expect(subject).toHaveValue('Accessibility barrier on checkout');
  });
});
