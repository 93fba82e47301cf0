import { mkdtempSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentDocuments, agentLogos } from '../../db/schema';
import { UPLOADS_PER_HOUR } from '../../lib/rate-limit';
import { createFilesystemStore, isStorageKey } from '../../lib/storage';
import { moveRowFilesToStore } from '../../lib/storage/move-row-files';
import {
  aPdf,
  completeApplicant,
  pdfFile,
  saveBranding,
  startApplication,
  uploadDocument,
  verifiedApplicant,
} from '../../test-support/agents';
import { expectError, readEnvelope, startTestSandbox, type TestSandbox } from '../../test-support/sandbox';
import { DOCUMENTS_TOO_LARGE_MESSAGE, UPLOAD_NEEDS_VERIFIED_EMAIL_MESSAGE } from './routes';
import type { AgentApplication } from './schemas';

/** Files of the application live in the store, not in the rows; uploads need a verified e-mail and a budget. */

const folder = mkdtempSync(path.join(tmpdir(), 'uploads-storage-test-'));
const store = createFilesystemStore(folder);
let sandbox: TestSandbox;
let clock = Date.parse('2026-11-28T08:00:00Z');

beforeAll(async () => {
  sandbox = await startTestSandbox({ services: { storage: store, now: () => new Date(clock) } });
});
afterAll(() => sandbox.close());

async function filesIn(area: string): Promise<string[]> {
  const root = path.join(folder, area);
  const found: string[] = [];
  for (const shard of await readdir(root).catch(() => [])) {
    for (const file of await readdir(path.join(root, shard))) found.push(`${area}/${file}`);
  }
  return found;
}

describe('files in the store', () => {
  it('keeps a document in the store and only its key in the row; removing it removes the file', async () => {
    const { token } = await verifiedApplicant(sandbox);
    const bytes = aPdf(300_000);
    const answer = await readEnvelope<AgentApplication>(await uploadDocument(sandbox, token, pdfFile(bytes)));
    const id = answer.data.documents[0]!.id;
    const [row] = await sandbox.database.db
      .select({ storageKey: agentDocuments.storageKey, content: agentDocuments.content })
      .from(agentDocuments)
      .where(eq(agentDocuments.id, id));
    expect(row?.content).toBeNull();
    expect(isStorageKey(row?.storageKey)).toBe(true);
    const key = row!.storageKey!;
    expect(key.startsWith('agent-documents/')).toBe(true);
    expect(await filesIn('agent-documents')).toContain(key);
    const [, hex] = key.split('/') as [string, string];
    expect((await stat(path.join(folder, 'agent-documents', hex.slice(0, 2), hex))).size).toBe(bytes.length);

    const download = await sandbox.call(`/agent/application/documents/${id}`, { token });
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);

    await sandbox.call(`/agent/application/documents/${id}`, { method: 'DELETE', token });
    expect(await filesIn('agent-documents')).not.toContain(key);
  });

  it('replaces a logo: the new file is served, the old one is removed from the store', async () => {
    const applicant = await verifiedApplicant(sandbox);
    const keyOfLogo = async () =>
      (
        await sandbox.database.db
          .select({ storageKey: agentLogos.storageKey })
          .from(agentLogos)
          .where(eq(agentLogos.agentId, applicant.user.id))
      )[0]?.storageKey;
    await saveBranding(sandbox, applicant.token);
    const first = await keyOfLogo();
    expect(await filesIn('agent-logos')).toContain(first);
    const answer = await readEnvelope<AgentApplication>(await saveBranding(sandbox, applicant.token));
    const second = await keyOfLogo();
    expect(second).not.toBe(first);
    const files = await filesIn('agent-logos');
    expect(files).toContain(second);
    expect(files).not.toContain(first);
    const logo = await sandbox.app.request(new URL(answer.data.branding.logoUrl!).pathname);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
  });

  it('still reads a row written before the store, and moves it to the store at start-up', async () => {
    const owner = await completeApplicant(sandbox);
    const id = owner.application.documents[0]!.id;
    const legacy = aPdf(2_000);
    // What an older version left: the bytes in the row, no key.
    await sandbox.database.db
      .update(agentDocuments)
      .set({ storageKey: null, content: legacy, size: legacy.length })
      .where(eq(agentDocuments.id, id));
    const read = async () =>
      Buffer.from(
        await (
          await sandbox.call(`/agent/application/documents/${id}`, { token: owner.token })
        ).arrayBuffer(),
      );
    expect((await read()).equals(legacy)).toBe(true);

    expect(await moveRowFilesToStore(sandbox.database.db, store)).toBeGreaterThanOrEqual(1);
    const [row] = await sandbox.database.db.select().from(agentDocuments).where(eq(agentDocuments.id, id));
    expect(row?.content).toBeNull();
    expect(isStorageKey(row?.storageKey)).toBe(true);
    expect((await read()).equals(legacy)).toBe(true);
    // Run again: nothing left to move.
    expect(await moveRowFilesToStore(sandbox.database.db, store)).toBe(0);
  });
});

describe('who may upload, and how much', () => {
  it('refuses uploads until the e-mail is verified, before reading the file, and stores nothing', async () => {
    const { token } = await startApplication(sandbox);
    const before = await filesIn('agent-documents');
    expect(await expectError(await uploadDocument(sandbox, token, pdfFile()), 403)).toBe(
      UPLOAD_NEEDS_VERIFIED_EMAIL_MESSAGE,
    );
    expect(await expectError(await saveBranding(sandbox, token), 403)).toBe(
      UPLOAD_NEEDS_VERIFIED_EMAIL_MESSAGE,
    );
    expect(await filesIn('agent-documents')).toEqual(before);
  });

  it(`allows ${UPLOADS_PER_HOUR} uploads an hour per applicant, removed ones included, then 429 until the hour passes`, async () => {
    const { token } = await verifiedApplicant(sandbox);
    for (let i = 0; i < UPLOADS_PER_HOUR; i += 1) {
      const added = await readEnvelope<AgentApplication>(await uploadDocument(sandbox, token, pdfFile()));
      const id = added.data.documents.at(-1)!.id;
      // Removing does not give the upload back.
      await sandbox.call(`/agent/application/documents/${id}`, { method: 'DELETE', token });
    }
    const refused = await uploadDocument(sandbox, token, pdfFile());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another applicant is not affected.
    const other = await verifiedApplicant(sandbox);
    expect((await uploadDocument(sandbox, other.token, pdfFile())).status).toBe(201);

    clock += 61 * 60_000;
    expect((await uploadDocument(sandbox, token, pdfFile())).status).toBe(201);
  });

  it('refuses a document that would take the application past 20 MB together, and keeps no file of it', async () => {
    const { token } = await verifiedApplicant(sandbox);
    const big = aPdf(5_000_000);
    for (let i = 0; i < 4; i += 1)
      expect((await uploadDocument(sandbox, token, pdfFile(big))).status).toBe(201);
    const before = await filesIn('agent-documents');
    const refused = await uploadDocument(sandbox, token, pdfFile(big));
    expect(await expectError(refused, 400)).toBe(DOCUMENTS_TOO_LARGE_MESSAGE);
    expect(await filesIn('agent-documents')).toEqual(before);
    // A small one still fits.
    expect((await uploadDocument(sandbox, token, pdfFile(aPdf(100_000)))).status).toBe(201);
  });
});
