import { mkdtempSync } from 'node:fs';
import { utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { aPdf, pdfFile, saveBranding, uploadDocument, verifiedApplicant } from '../../test-support/agents';
import { readEnvelope, startTestSandbox, type TestSandbox } from '../../test-support/sandbox';
import { createFilesystemStore } from './filesystem-store';
import { newStorageKey, type StorageArea, type StorageKey } from './store';
import { ORPHAN_GRACE_MS, sweepOrphanFiles } from './sweep-orphans';

const folder = mkdtempSync(path.join(tmpdir(), 'sweep-orphans-test-'));
const store = createFilesystemStore(folder);
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ services: { storage: store } });
});
afterAll(() => sandbox.close());

async function keysIn(area: StorageArea): Promise<StorageKey[]> {
  const keys: StorageKey[] = [];
  for await (const file of store.list(area)) keys.push(file.key);
  return keys;
}

/** Every file of the store as if written two hours ago: past the grace period. */
async function ageAllFiles() {
  const then = new Date(Date.now() - 2 * ORPHAN_GRACE_MS);
  for (const area of ['agent-documents', 'agent-logos', 'profile-images'] as const) {
    for (const key of await keysIn(area)) {
      const [, hex] = key.split('/') as [string, string];
      await utimes(path.join(folder, area, hex.slice(0, 2), hex), then, then);
    }
  }
}

async function applicantWithFiles() {
  const applicant = await verifiedApplicant(sandbox);
  const pdf = pdfFile();
  expect((await uploadDocument(sandbox, applicant.token, pdf)).status).toBe(201);
  expect((await saveBranding(sandbox, applicant.token)).status).toBe(200);
  return applicant;
}

describe('the sweep of orphaned files', () => {
  it("removes the files of an account deleted by a cascade, and keeps everyone else's", async () => {
    const kept = await applicantWithFiles();
    const before = { documents: await keysIn('agent-documents'), logos: await keysIn('agent-logos') };
    const deleted = await applicantWithFiles();
    const theirs = {
      documents: (await keysIn('agent-documents')).filter((key) => !before.documents.includes(key)),
      logos: (await keysIn('agent-logos')).filter((key) => !before.logos.includes(key)),
    };
    expect(theirs.documents).toHaveLength(1);
    expect(theirs.logos).toHaveLength(1);

    // The account goes; its application, documents and logo rows go with it by cascade.
    await sandbox.database.db.delete(users).where(eq(users.id, deleted.user.id));
    await ageAllFiles();
    expect(await sweepOrphanFiles(sandbox.database.db, store)).toBe(2);

    const documents = await keysIn('agent-documents');
    const logos = await keysIn('agent-logos');
    for (const key of [...theirs.documents, ...theirs.logos]) {
      expect([...documents, ...logos]).not.toContain(key);
    }
    expect(documents).toEqual(expect.arrayContaining(before.documents));
    expect(logos).toEqual(expect.arrayContaining(before.logos));
    const { data } = await readEnvelope<{ documents: { id: number }[] }>(
      await sandbox.call('/agent/application', { token: kept.token }),
    );
    const download = await sandbox.call(`/agent/application/documents/${data.documents[0]!.id}`, {
      token: kept.token,
    });
    expect(Buffer.from(await download.arrayBuffer()).equals(aPdf())).toBe(true);
    expect(await sweepOrphanFiles(sandbox.database.db, store)).toBe(0);
  });

  it('leaves a file younger than the grace period alone: its row may not be committed yet', async () => {
    const key = newStorageKey('profile-images');
    await store.put(key, Buffer.from('an upload on its way'), 'image/png');
    expect(await sweepOrphanFiles(sandbox.database.db, store)).toBe(0);
    expect(await keysIn('profile-images')).toContain(key);
    const later = new Date(Date.now() + ORPHAN_GRACE_MS + 1000);
    expect(await sweepOrphanFiles(sandbox.database.db, store, { now: later })).toBe(1);
    expect(await keysIn('profile-images')).not.toContain(key);
  });
});
