import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentApplications, users } from '../../db/schema';
import { MAX_IMAGE_BYTES } from '../../lib/body-limit';
import {
  aCompany,
  aPdf,
  aPngLogo,
  aStartBody,
  completeApplicant,
  saveBranding,
  sendForm,
  startApplication,
  submittedApplicant,
  uploadDocument,
  verifyApplicantEmail,
  verifiedApplicant,
  type Applicant,
} from '../../test-support/agents';
import { DEMO_PASSWORD, freshEmail, inboxOf, logIn, ticketFor } from '../../test-support/auth';
import {
  NAKHLA_ID,
  TEST_CONFIG,
  expectError,
  readEnvelope,
  startTestSandbox,
  type TestSandbox,
} from '../../test-support/sandbox';
import type { AgentApplication, AgentBranding } from './schemas';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

const read = (token: string, club?: number) => sandbox.call('/agent/application', { token, club });
async function application(response: Response, status = 200): Promise<AgentApplication> {
  const envelope = await readEnvelope<AgentApplication>(response);
  expect(response.status, envelope.message).toBe(status);
  return envelope.data;
}
const putCompany = (token: string, body: unknown) =>
  sandbox.call('/agent/application/company', { method: 'PUT', token, body });
const submit = (token: string, club?: number) =>
  sandbox.call('/agent/application/submit', { method: 'POST', token, club });
const pdfFile = (name = 'licence.pdf') => ({ bytes: aPdf(), name, type: 'application/pdf' });

/** Moves an application's state as the operator would (the operator's page has its own tests). */
async function setState(applicant: Applicant, status: 1 | 2 | 3 | 4) {
  await sandbox.database.db
    .update(users)
    .set({ agentApproval: status })
    .where(eq(users.id, applicant.user.id));
}

describe('POST /agent/application (the person step)', () => {
  it('creates an unverified AGENT, PENDING, with an empty application, and mails a SIGNUP code', async () => {
    const applicant = await startApplication(sandbox, {
      overrides: { secondaryPhoneCountryCode: '+966', secondaryPhoneNumber: '551234567' },
    });
    expect(applicant.user).toMatchObject({
      userType: 6,
      agentApproval: 2,
      isEmailVerified: false,
      firstName: 'Omar',
      lastName: 'Al Khalil',
    });
    expect(applicant.application).toMatchObject({
      status: 2,
      submittedAt: null,
      editable: true,
      company: null,
      documents: [],
      branding: { logoUrl: null, primaryColor: null, secondaryColor: null },
      missing: ['email', 'company', 'logo', 'primaryColor', 'secondaryColor', 'documents'],
      person: { secondaryPhoneCountryCode: '+966', secondaryPhoneNumber: '551234567' },
    });
    const [mail] = await inboxOf(sandbox, applicant.email);
    expect(mail?.otpType).toBe(1);
  });

  it('verifies the email with the existing code flow', async () => {
    const applicant = await startApplication(sandbox);
    const token = await verifyApplicantEmail(sandbox, applicant);
    const current = await application(await read(token));
    expect(current.person.isEmailVerified).toBe(true);
    expect(current.missing).not.toContain('email');
  });

  it('answers 400 without a valid flow ticket for the email, before anything is created', async () => {
    const email = freshEmail('agent');
    const missing = await sandbox.call('/agent/application', { body: aStartBody(email) });
    expect(await expectError(missing, 400)).toBe('ticket: Required');
    const otherEmails = await ticketFor(sandbox, freshEmail('agent'));
    for (const ticket of ['forged.ticket.value', otherEmails]) {
      const response = await sandbox.call('/agent/application', { body: { ...aStartBody(email), ticket } });
      expect(await expectError(response, 400)).toBe('Please start again and confirm you are not a robot.');
    }
    expect(await inboxOf(sandbox, email)).toEqual([]);
  });

  it.each([
    [{ confirmPassword: 'Other@123' }, 'confirmPassword: passwords do not match'],
    [{ firstName: 'R2D2' }, 'firstName: must contain letters only'],
    [{ phoneNumber: '12' }, 'phoneNumber: must be 7 to 15 digits'],
    [{ secondaryPhoneNumber: '551234567' }, 'secondaryPhoneCountryCode: Required'],
    [{ password: 'short' }, 'password: must be at least 8 characters'],
  ])('answers 400 naming the field for %o', async (overrides, message) => {
    const email = freshEmail('agent');
    const body = { ...aStartBody(email, overrides), ticket: await ticketFor(sandbox, email) };
    expect(await expectError(await sandbox.call('/agent/application', { body }), 400)).toContain(message);
  });

  it('answers 409 for an email that is registered', async () => {
    const email = 'customer@skyline.test';
    const body = { ...aStartBody(email), ticket: await ticketFor(sandbox, email) };
    expect(await expectError(await sandbox.call('/agent/application', { body }), 409)).toBe(
      'This email is already registered',
    );
  });

  it('keeps a not-yet-approved agent out of the wallet and the agent panel', async () => {
    const applicant = await startApplication(sandbox);
    const login = await logIn(sandbox, applicant.email, DEMO_PASSWORD);
    expect(login.user.agentApproval).toBe(2);
    const balance = await sandbox.call(`/agent/wallet/available/balance/${applicant.user.id}`, {
      token: login.token,
    });
    expect(await expectError(balance, 403)).toBe('Your agent application is not approved yet');
    const handoff = await sandbox.call('/auth/handoff-token', { method: 'POST', token: login.token });
    expect(await expectError(handoff, 403)).toBe('Your agent application is not approved yet');
  });

  it('tells the demo agent apart: approved, no application', async () => {
    const agent = await logIn(sandbox, 'agent@skyline.test');
    expect(agent.user.agentApproval).toBe(1);
    expect(await expectError(await read(agent.token), 404)).toBe('No agent application');
    const customer = await logIn(sandbox, 'customer@skyline.test');
    expect(customer.user.agentApproval).toBeNull();
    expect(await expectError(await read(customer.token), 403)).toBe('Only agent applicants can do this');
  });
});

describe('PUT /agent/application/company', () => {
  it('saves the company; the IATA number only when there is one', async () => {
    const { token } = await startApplication(sandbox);
    const saved = await application(await putCompany(token, aCompany()));
    expect(saved.company).toEqual({
      companyName: 'Khalil Travel & Tours',
      pointOfContact: 'Omar Al Khalil',
      address: 'Office 12, Al Wasl Road, Dubai',
      haveIata: true,
      iataNumber: '12345678',
    });
    const without = await application(await putCompany(token, aCompany({ haveIata: false })));
    expect(without.company).toMatchObject({ haveIata: false, iataNumber: null });
  });

  it('takes Arabic punctuation and digits in the company name and address', async () => {
    const { token } = await startApplication(sandbox);
    const arabic = { companyName: 'الخليل للسفر، ذ.م.م', address: 'مكتب ١٢، شارع الوصل؛ دبي' };
    const saved = await application(await putCompany(token, aCompany(arabic)));
    expect(saved.company).toMatchObject(arabic);
  });

  it.each([
    [{ haveIata: true, iataNumber: '' }, 'iataNumber: Required'],
    [{ haveIata: true, iataNumber: '12AB' }, 'iataNumber: must be 7 or 8 digits'],
    [{ address: 'x'.repeat(201) }, 'address: must be at most 200 characters'],
    [{ companyName: '' }, 'companyName: must not be empty'],
    [{ pointOfContact: 'Omar <b>' }, 'pointOfContact: must contain letters only'],
  ])('answers 400 naming the field for %o', async (overrides, message) => {
    const { token } = await startApplication(sandbox);
    expect(await expectError(await putCompany(token, aCompany(overrides)), 400)).toContain(message);
  });
});

describe('PUT /agent/application/branding', () => {
  it('stores the logo re-encoded, the colours lower-case, and serves the logo to anyone', async () => {
    const { token } = await verifiedApplicant(sandbox);
    const saved = await application(await saveBranding(sandbox, token, { primaryColor: '#0B5CAD' }));
    expect(saved.branding.primaryColor).toBe('#0b5cad');
    expect(saved.branding.secondaryColor).toBe('#fa0');
    expect(saved.branding.logoUrl).toMatch(
      new RegExp(`^${TEST_CONFIG.publicUrl}/assets/agent-logo/[0-9a-f]{32}\\.png$`),
    );
    const served = await sandbox.app.request(new URL(saved.branding.logoUrl!).pathname);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([metadata.width, metadata.height]).toEqual([300, 120]);

    // The colours alone can change once a logo is there.
    const colours = await application(
      await saveBranding(sandbox, token, { logo: null, primaryColor: '#123', secondaryColor: '#abcdef' }),
    );
    expect(colours.branding).toEqual({ ...saved.branding, primaryColor: '#123', secondaryColor: '#abcdef' });

    // A colour left out or empty keeps the saved one (the spec's edit form has them optional).
    const kept = await application(
      await sendForm(sandbox, '/agent/application/branding', {
        method: 'PUT',
        token,
        fields: { primaryColor: '', secondaryColor: '#00ff00' },
      }),
    );
    expect(kept.branding).toMatchObject({ primaryColor: '#123', secondaryColor: '#00ff00' });
  });

  it('answers 400 for a first save without a logo, a bad colour, or a logo that is not an image', async () => {
    const { token } = await verifiedApplicant(sandbox);
    expect(await expectError(await saveBranding(sandbox, token, { logo: null }), 400)).toBe('logo: Required');
    expect(await expectError(await saveBranding(sandbox, token, { primaryColor: 'red' }), 400)).toContain(
      'primaryColor: must be a hex colour such as #1a2b3c',
    );
    expect(await expectError(await saveBranding(sandbox, token, { secondaryColor: '#abcd' }), 400)).toContain(
      'secondaryColor: ',
    );
    const pdfAsLogo = { bytes: aPdf(), name: 'logo.png', type: 'image/png' };
    expect(await expectError(await saveBranding(sandbox, token, { logo: pdfAsLogo }), 400)).toBe(
      'logo: must be a JPEG, PNG or WebP image',
    );
  });

  it('answers 413 for a 6 MB logo', async () => {
    const { token } = await verifiedApplicant(sandbox);
    const bytes = Buffer.concat([await aPngLogo(), Buffer.alloc(6 * 1024 * 1024)]);
    const response = await saveBranding(sandbox, token, {
      logo: { bytes, name: 'big.png', type: 'image/png' },
    });
    expect(await expectError(response, 413)).toBe('logo: the file is larger than 5 MB');
  });
});

describe('documents', () => {
  it('adds a PDF and an image, lists them, serves them to the applicant only, and removes one', async () => {
    const applicant = await verifiedApplicant(sandbox);
    const { token } = applicant;
    const first = await application(
      await uploadDocument(sandbox, token, pdfFile('Trade licence 2026.pdf')),
      201,
    );
    expect(first.documents).toEqual([
      expect.objectContaining({
        kind: 'TRADE_LICENCE',
        fileName: 'Trade licence 2026.pdf',
        contentType: 'application/pdf',
        size: aPdf().length,
      }),
    ]);
    const png = await aPngLogo();
    const second = await application(
      await uploadDocument(
        sandbox,
        token,
        { bytes: png, name: 'scan.pdf', type: 'application/pdf' },
        'OTHER',
      ),
      201,
    );
    // A PNG named .pdf is kept as the PNG it is.
    expect(second.documents[1]).toMatchObject({
      kind: 'OTHER',
      fileName: 'scan.png',
      contentType: 'image/png',
    });

    const id = first.documents[0]!.id;
    const download = await sandbox.call(`/agent/application/documents/${id}`, { token });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; /);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await download.arrayBuffer()).equals(aPdf())).toBe(true);

    const removed = await application(
      await sandbox.call(`/agent/application/documents/${id}`, { method: 'DELETE', token }),
    );
    expect(removed.documents.map((document) => document.fileName)).toEqual(['scan.png']);
    expect((await sandbox.call(`/agent/application/documents/${id}`, { token })).status).toBe(404);
  });

  it.each([
    [
      'a text file renamed to .pdf',
      Buffer.from('just some text, not a PDF'),
      'licence.pdf',
      'application/pdf',
    ],
    ['a PDF header without its end', Buffer.from('%PDF-1.7\n1 0 obj\n'), 'cut.pdf', 'application/pdf'],
    ['an executable named .png', Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), 'photo.png', 'image/png'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.svg', 'image/svg+xml'],
    [
      'a PNG signature followed by garbage',
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(300, 7)]),
      'broken.png',
      'image/png',
    ],
    ['an empty file', Buffer.alloc(0), 'empty.pdf', 'application/pdf'],
  ])('refuses %s with 400 and stores nothing', async (_, bytes, name, type) => {
    const { token } = await verifiedApplicant(sandbox);
    expect(await expectError(await uploadDocument(sandbox, token, { bytes, name, type }), 400)).toBe(
      'file: must be a PDF, JPEG, PNG or WebP file',
    );
    expect((await application(await read(token))).documents).toEqual([]);
  });

  it('answers 413 for a 6 MB file, from its Content-Length, and for one just over 5 MiB', async () => {
    const { token } = await verifiedApplicant(sandbox);
    const big = Buffer.concat([aPdf(), Buffer.alloc(6 * 1024 * 1024)]);
    expect(
      await expectError(
        await uploadDocument(sandbox, token, { bytes: big, name: 'big.pdf', type: 'application/pdf' }),
        413,
      ),
    ).toBe('file: the file is larger than 5 MB');
    const edge = Buffer.concat([aPdf(), Buffer.alloc(MAX_IMAGE_BYTES + 1 - aPdf().length)]);
    expect(
      await expectError(
        await uploadDocument(sandbox, token, { bytes: edge, name: 'edge.pdf', type: 'application/pdf' }),
        413,
      ),
    ).toBe('file: the file is larger than 5 MB');
  });

  it('stops reading a streamed upload (no Content-Length) as soon as it passes the limit', async () => {
    const { token } = await verifiedApplicant(sandbox);
    let sent = 0;
    const chunk = new Uint8Array(64 * 1024);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 8 * 1024 * 1024) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await sandbox.app.request('/agent/application/documents', {
      method: 'POST',
      headers: {
        apikey: TEST_CONFIG.apiKey,
        'Whitelabel-Id': '101',
        Authorization: `Bearer ${token}`,
        'Content-Type': 'multipart/form-data; boundary=x',
      },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(MAX_IMAGE_BYTES + 256 * 1024);
  });

  it('answers 400 for an unknown kind and for a JSON body', async () => {
    const { token } = await verifiedApplicant(sandbox);
    expect(await expectError(await uploadDocument(sandbox, token, pdfFile(), 'PASSPORT'), 400)).toMatch(
      /^kind: /,
    );
    const json = await sandbox.call('/agent/application/documents', { token, body: { file: 'x' } });
    expect(await expectError(json, 400)).toBe('file: send the file as multipart/form-data');
  });

  it("refuses another applicant's document: 404 to read, 404 to remove, and it stays", async () => {
    const owner = await completeApplicant(sandbox);
    const other = await verifiedApplicant(sandbox);
    const id = owner.application.documents[0]!.id;
    expect(
      await expectError(
        await sandbox.call(`/agent/application/documents/${id}`, { token: other.token }),
        404,
      ),
    ).toBe('Document not found');
    const removal = await sandbox.call(`/agent/application/documents/${id}`, {
      method: 'DELETE',
      token: other.token,
    });
    expect(await expectError(removal, 404)).toBe('Document not found');
    // The demo agent and a customer cannot read it either.
    const agent = await logIn(sandbox, 'agent@skyline.test');
    expect((await sandbox.call(`/agent/application/documents/${id}`, { token: agent.token })).status).toBe(
      404,
    );
    const customer = await logIn(sandbox, 'customer@skyline.test');
    expect((await sandbox.call(`/agent/application/documents/${id}`, { token: customer.token })).status).toBe(
      403,
    );
    expect((await sandbox.call(`/agent/application/documents/${id}`, { token: owner.token })).status).toBe(
      200,
    );
  });

  it("refuses an applicant's token in another club", async () => {
    const owner = await completeApplicant(sandbox);
    const id = owner.application.documents[0]!.id;
    const response = await sandbox.call(`/agent/application/documents/${id}`, {
      token: owner.token,
      club: NAKHLA_ID,
    });
    expect(response.status).toBe(401);
    expect((await read(owner.token, NAKHLA_ID)).status).toBe(401);
  });
});

describe('POST /agent/application/submit and the state machine', () => {
  it('names the first missing part until the application is complete', async () => {
    const applicant = await startApplication(sandbox);
    expect(await expectError(await submit(applicant.token), 400)).toBe('email: verify your email first');
    const token = await verifyApplicantEmail(sandbox, applicant);
    expect(await expectError(await submit(token), 400)).toBe('company: Required');
    await application(await putCompany(token, aCompany()));
    expect(await expectError(await submit(token), 400)).toBe('logo: Required');
    await application(await saveBranding(sandbox, token));
    expect(await expectError(await submit(token), 400)).toBe('documents: add a trade licence');
    await application(await uploadDocument(sandbox, token, pdfFile(), 'OTHER'), 201);
    expect(await expectError(await submit(token), 400)).toBe('documents: add a trade licence');
    await application(await uploadDocument(sandbox, token, pdfFile()), 201);
    const submitted = await application(await submit(token));
    expect(submitted).toMatchObject({ status: 2, editable: true, missing: [] });
    expect(submitted.submittedAt).not.toBeNull();
  });

  it('mails an acknowledgement in the applicant’s language', async () => {
    const english = await submittedApplicant(sandbox);
    const [mail] = await inboxOf(sandbox, english.email);
    expect(mail).toMatchObject({
      language: 'en',
      subject: 'Skyline Travel: We received your agent application',
    });
    const arabic = await submittedApplicant(sandbox, { language: 'ar' });
    const [arabicMail] = await inboxOf(sandbox, arabic.email);
    expect(arabicMail?.language).toBe('ar');
    expect(arabicMail?.subject).toContain('استلمنا طلبك');
  });

  it('answers 409 to a second submit while PENDING, and keeps the application editable', async () => {
    const applicant = await submittedApplicant(sandbox);
    expect(await expectError(await submit(applicant.token), 409)).toBe(
      'This application was already submitted',
    );
    const edited = await application(
      await putCompany(applicant.token, aCompany({ companyName: 'Khalil Tours' })),
    );
    expect(edited.company?.companyName).toBe('Khalil Tours');
  });

  it('refuses every change while IN_REVIEW and after APPROVED', async () => {
    const applicant = await submittedApplicant(sandbox);
    await setState(applicant, 3);
    const inReview = await application(await read(applicant.token));
    expect(inReview).toMatchObject({ status: 3, editable: false });
    const refused = 'This application is being reviewed and cannot be changed';
    const { token } = applicant;
    expect(await expectError(await putCompany(token, aCompany()), 409)).toBe(refused);
    expect(await expectError(await saveBranding(sandbox, token), 409)).toBe(refused);
    expect(await expectError(await uploadDocument(sandbox, token, pdfFile()), 409)).toBe(refused);
    const documentId = applicant.application.documents[0]!.id;
    expect(
      await expectError(
        await sandbox.call(`/agent/application/documents/${documentId}`, { method: 'DELETE', token }),
        409,
      ),
    ).toBe(refused);
    const person = {
      firstName: 'Omar',
      lastName: 'Khalil',
      phoneCountryCode: '+971',
      phoneNumber: '501234567',
    };
    expect(
      await expectError(
        await sandbox.call('/agent/application/person', { method: 'PUT', token, body: person }),
        409,
      ),
    ).toBe(refused);
    expect(await expectError(await submit(token), 409)).toBe(refused);
    expect((await application(await read(token))).documents).toHaveLength(1);

    await setState(applicant, 1);
    expect(await expectError(await putCompany(token, aCompany()), 409)).toBe(
      'This application is already approved',
    );
  });

  it('lets a REJECTED applicant fix and re-submit: PENDING again, the reason cleared', async () => {
    const applicant = await submittedApplicant(sandbox);
    await setState(applicant, 4);
    const fixed = await application(
      await putCompany(applicant.token, aCompany({ address: 'Office 14, Dubai' })),
    );
    expect(fixed).toMatchObject({ status: 4, editable: true });
    const again = await application(await submit(applicant.token));
    expect(again).toMatchObject({ status: 2, rejectionReason: null });
  });
});

describe('PUT /agent/application/person', () => {
  it('updates the names and phones; the secondary pair goes together', async () => {
    const { token } = await startApplication(sandbox);
    const body = {
      firstName: 'Mary Ann',
      lastName: 'Smith',
      phoneCountryCode: '+44',
      phoneNumber: '7700900123',
      secondaryPhoneCountryCode: '',
      secondaryPhoneNumber: '',
    };
    const saved = await application(
      await sandbox.call('/agent/application/person', { method: 'PUT', token, body }),
    );
    expect(saved.person).toMatchObject({
      firstName: 'Mary Ann',
      lastName: 'Smith',
      phoneCountryCode: '+44',
      phoneNumber: '7700900123',
      secondaryPhoneCountryCode: null,
      secondaryPhoneNumber: null,
    });
    const half = { ...body, secondaryPhoneCountryCode: '+971' };
    expect(
      await expectError(
        await sandbox.call('/agent/application/person', { method: 'PUT', token, body: half }),
        400,
      ),
    ).toBe('secondaryPhoneNumber: Required');
  });
});

describe('GET /agent/branding', () => {
  it("answers the agent's logo and colours to the agent; null parts for the demo agent; 403 for customers", async () => {
    const applicant = await completeApplicant(sandbox);
    const branding = await readEnvelope<AgentBranding>(
      await sandbox.call('/agent/branding', { token: applicant.token }),
    );
    expect(branding.data).toEqual({
      logoUrl: applicant.application.branding.logoUrl,
      primaryColor: '#0b5cad',
      secondaryColor: '#fa0',
    });
    const subAgent = await logIn(sandbox, 'subagent@skyline.test');
    const demo = await readEnvelope<AgentBranding>(
      await sandbox.call('/agent/branding', { token: subAgent.token }),
    );
    expect(demo.data).toEqual({ logoUrl: null, primaryColor: null, secondaryColor: null });
    const customer = await logIn(sandbox, 'customer@skyline.test');
    expect((await sandbox.call('/agent/branding', { token: customer.token })).status).toBe(403);
  });
});

describe('colours before they reach a stylesheet', () => {
  const CRAFTED = 'red;}body{display:none';

  it('refuses a crafted colour in the branding form and keeps nothing of it', async () => {
    const { token } = await verifiedApplicant(sandbox);
    for (const field of ['primaryColor', 'secondaryColor'] as const) {
      const response = await saveBranding(sandbox, token, { [field]: CRAFTED });
      expect(await expectError(response, 400)).toBe(`${field}: must be a hex colour such as #1a2b3c`);
    }
    const current = await application(await read(token));
    expect(current.branding).toMatchObject({ primaryColor: null, secondaryColor: null });
  });

  it('the database refuses one written past the API', async () => {
    const applicant = await completeApplicant(sandbox);
    await expect(
      sandbox.database.db
        .update(agentApplications)
        .set({ primaryColor: CRAFTED })
        .where(eq(agentApplications.userId, applicant.user.id)),
    ).rejects.toThrow();
  });

  describe('with a database that lacks the CHECK (an older copy, a manual edit)', () => {
    let loose: TestSandbox;
    beforeAll(async () => {
      loose = await startTestSandbox();
      await loose.database.db.execute(
        sql`alter table agent_applications drop constraint agent_applications_primary_color`,
      );
    });
    afterAll(() => loose.close());

    it.each([
      ['a crafted colour', CRAFTED],
      ['a named colour', 'red'],
      ['an upper-case hex code', '#0B5CAD'],
      ['a hex code with more after it', '#0b5cad;x'],
    ])('checks again on the way out: %s the database holds is answered as null', async (_, stored) => {
      const applicant = await completeApplicant(loose);
      await loose.database.db
        .update(agentApplications)
        .set({ primaryColor: stored })
        .where(eq(agentApplications.userId, applicant.user.id));
      await loose.database.db.update(users).set({ agentApproval: 1 }).where(eq(users.id, applicant.user.id));
      const branding = await loose.call('/agent/branding', { token: applicant.token });
      const text = await branding.text();
      expect(JSON.parse(text).data).toMatchObject({ primaryColor: null, secondaryColor: '#fa0' });
      expect(text).not.toContain(stored);
      const own = await loose.call('/agent/application', { token: applicant.token });
      expect((await application(own)).branding).toMatchObject({ primaryColor: null, secondaryColor: '#fa0' });
    });
  });
});

describe('multipart without a file', () => {
  it('answers 400 naming the field', async () => {
    const { token } = await verifiedApplicant(sandbox);
    const response = await sendForm(sandbox, '/agent/application/documents', {
      token,
      fields: { kind: 'OTHER' },
    });
    expect(await expectError(response, 400)).toMatch(/^file: /);
  });
});
