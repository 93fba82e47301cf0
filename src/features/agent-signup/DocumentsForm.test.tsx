import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ar from '@messages/ar.json';
import en from '@messages/en.json';
import { renderApp } from '@tests/render';
import { failure, fakeApi, ok, type FakeAnswer } from '@tests/mocks/fakeApi';
import type { AgentApplication } from './api';
import { DocumentsForm } from './DocumentsForm';

const application: AgentApplication = {
  id: 11,
  status: 2,
  submittedAt: null,
  reviewedAt: null,
  rejectionReason: null,
  editable: true,
  missing: ['documents'],
  person: {
    firstName: 'Layla',
    lastName: 'Haddad',
    email: 'layla@agency.test',
    isEmailVerified: true,
    phoneCountryCode: '+971',
    phoneNumber: '501234567',
    secondaryPhoneCountryCode: null,
    secondaryPhoneNumber: null,
  },
  company: null,
  branding: { logoUrl: null, primaryColor: null, secondaryColor: null },
  documents: [],
};

const aPdf = () => new File(['%PDF-1.4\n%%EOF'], 'licence.pdf', { type: 'application/pdf' });

/** The API's refusals of an upload (docs/storage.md) reach the applicant in their language. */
describe('DocumentsForm: the upload limits', () => {
  it.each([
    ['en', 403, 'file: verify your email before uploading', en.Errors.upload_email_unverified],
    ['ar', 403, 'file: verify your email before uploading', ar.Errors.upload_email_unverified],
    ['en', 400, 'file: the documents may hold at most 20 MB together', en.Errors.documents_total_too_large],
    ['ar', 400, 'file: the documents may hold at most 20 MB together', ar.Errors.documents_total_too_large],
    ['ar', 400, 'file: at most 10 documents', ar.Errors.too_many_documents],
  ] as const)('%s: %i %s is shown translated, never raw', async (locale, status, message, expected) => {
    const api = fakeApi({ 'POST /agent/application/documents': failure(status, message) });
    renderApp(<DocumentsForm application={application} onChanged={() => undefined} />, { api, locale });
    const label = locale === 'ar' ? ar.AgentSignup.choose_document : en.AgentSignup.choose_document;
    await userEvent.upload(screen.getByLabelText(label), aPdf());
    expect(await screen.findByText(expected)).toBeInTheDocument();
    expect(screen.queryByText(message)).toBeNull();
  });

  it('says when the hourly upload budget allows the next file, in Arabic', async () => {
    const api = fakeApi({
      'POST /agent/application/documents': failure(
        429,
        'Too many attempts. Please try again in 12 minutes.',
        {
          'retry-after': '700',
        },
      ),
    });
    renderApp(<DocumentsForm application={application} onChanged={() => undefined} />, { api, locale: 'ar' });
    await userEvent.upload(screen.getByLabelText(ar.AgentSignup.choose_document), aPdf());
    expect(await screen.findByText(/محاولات كثيرة جدًا.*12 دقيقة/)).toBeInTheDocument();
  });
});

describe('DocumentsForm: the upload', () => {
  it("shows the upload's progress as the client reports it, then the answered application", async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const api = fakeApi({
      'POST /agent/application/documents': (call) => {
        call.onUploadProgress?.({ loaded: 512, total: 1024, bytes: 512, lengthComputable: true });
        return new Promise<FakeAnswer>((resolve) => (answer = resolve));
      },
    });
    const changed: AgentApplication[] = [];
    renderApp(<DocumentsForm application={application} onChanged={(next) => changed.push(next)} />, { api });
    await userEvent.upload(screen.getByLabelText(en.AgentSignup.choose_document), aPdf());
    expect(await screen.findByText('Uploading licence.pdf: 50%')).toBeInTheDocument();
    const uploaded = {
      ...application,
      documents: [
        {
          id: 3,
          kind: 'TRADE_LICENCE' as const,
          fileName: 'licence.pdf',
          contentType: 'application/pdf',
          size: 14,
          uploadedAt: '2026-11-28T10:00:00Z',
        },
      ],
    };
    answer(ok(uploaded, 201));
    await waitFor(() => expect(changed).toEqual([uploaded]));
    expect(screen.queryByText(/Uploading licence\.pdf/)).toBeNull();
    const [call] = api.callsTo('POST /agent/application/documents');
    expect(call?.onUploadProgress).toEqual(expect.any(Function));
  });
});
