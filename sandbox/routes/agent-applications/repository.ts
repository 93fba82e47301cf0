import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  AGENT_APPROVAL,
  USER_TYPE,
  agentApplications,
  agentDocuments,
  agentLogos,
  users,
  type AgentApproval,
  type AgentDocumentKind,
} from '../../db/schema';
import { IMAGE_CONTENT_TYPES, IMAGE_EXTENSIONS, type ImageKind } from '../../lib/image';
import type { UserRow } from '../../lib/session';
import { fileOfRow, type FileStore, type StorageKey } from '../../lib/storage';
import type { AgentApplication, AgentBranding, MissingPart } from './schemas';

/** Where the API serves agents' logos: `{publicUrl}/assets/agent-logo/{fileName}`. */
export const AGENT_LOGO_ASSET_PATH = '/assets/agent-logo';
export const MAX_DOCUMENTS = 10;
/** What one application's documents may hold together (10 documents of 5 MB would be 50 MB). */
export const MAX_DOCUMENT_BYTES_TOTAL = 20 * 1_048_576;

export type ApplicationRow = typeof agentApplications.$inferSelect;
export type DocumentMeta = Omit<typeof agentDocuments.$inferSelect, 'content' | 'storageKey'>;

/** An application with everything its answer shows (never the files' bytes). */
export interface ApplicationView {
  application: ApplicationRow;
  user: UserRow;
  logoFileName: string | null;
  documents: DocumentMeta[];
}

const documentMeta = {
  id: agentDocuments.id,
  applicationId: agentDocuments.applicationId,
  kind: agentDocuments.kind,
  fileName: agentDocuments.fileName,
  contentType: agentDocuments.contentType,
  size: agentDocuments.size,
  uploadedAt: agentDocuments.uploadedAt,
};

export function agentLogoUrl(publicUrl: string, fileName: string): string {
  return `${publicUrl}${AGENT_LOGO_ASSET_PATH}/${fileName}`;
}

export async function createApplication(
  db: Database,
  values: Pick<ApplicationRow, 'userId' | 'clubId' | 'secondaryPhoneCountryCode' | 'secondaryPhoneNumber'>,
): Promise<ApplicationRow> {
  const [created] = await db.insert(agentApplications).values(values).returning();
  if (!created) throw new Error('The application was not created');
  return created;
}

/**
 * The application of the AGENT user `userId`, or null, in one statement: the user, the
 * application, the logo's name and the documents (a row per document). Uploads read it twice per
 * transaction; on the embedded database every statement inside a transaction holds every other
 * call back (issue 30). With `lock`, inside a transaction, the user's row is locked: edits and the
 * operator's decisions on one application run one after the other, so an edit never lands on an
 * application that has just gone into review.
 */
export async function findApplicationOfUser(
  db: Database,
  userId: number,
  { lock = false } = {},
): Promise<ApplicationView | null> {
  const query = db
    .select({
      user: users,
      application: agentApplications,
      logoFileName: agentLogos.fileName,
      document: documentMeta,
    })
    .from(users)
    .innerJoin(agentApplications, eq(agentApplications.userId, users.id))
    .leftJoin(agentLogos, eq(agentLogos.agentId, users.id))
    .leftJoin(agentDocuments, eq(agentDocuments.applicationId, agentApplications.id))
    .where(and(eq(users.id, userId), eq(users.userType, USER_TYPE.AGENT)))
    .orderBy(asc(agentDocuments.id));
  const rows = lock ? await query.for('update', { of: users }) : await query;
  const [first] = rows;
  if (!first) return null;
  return {
    application: first.application,
    user: first.user,
    logoFileName: first.logoFileName,
    documents: rows.flatMap(({ document }) => (document ? [document] : [])),
  };
}

/** An application of the club by its id, or null (another club's is null too). */
export async function findApplicationInClub(
  db: Database,
  clubId: number,
  applicationId: number,
  options: { lock?: boolean } = {},
): Promise<ApplicationView | null> {
  const [row] = await db
    .select({ userId: agentApplications.userId })
    .from(agentApplications)
    .where(and(eq(agentApplications.id, applicationId), eq(agentApplications.clubId, clubId)))
    .limit(1);
  return row ? findApplicationOfUser(db, row.userId, options) : null;
}

export interface ApplicationListItem {
  id: number;
  fullName: string;
  email: string;
  companyName: string | null;
  status: AgentApproval;
  submittedAt: Date;
}

/** The club's submitted applications, the most recently submitted first. */
export async function listSubmittedApplications(
  db: Database,
  clubId: number,
): Promise<ApplicationListItem[]> {
  const rows = await db
    .select({
      id: agentApplications.id,
      fullName: users.fullName,
      email: users.email,
      companyName: agentApplications.companyName,
      status: users.agentApproval,
      submittedAt: agentApplications.submittedAt,
    })
    .from(agentApplications)
    .innerJoin(users, eq(users.id, agentApplications.userId))
    .where(and(eq(agentApplications.clubId, clubId), isNotNull(agentApplications.submittedAt)))
    .orderBy(desc(agentApplications.submittedAt), desc(agentApplications.id));
  return rows.map((row) => ({
    ...row,
    status: row.status ?? AGENT_APPROVAL.PENDING,
    submittedAt: row.submittedAt ?? new Date(0),
  }));
}

type ApplicationChanges = Partial<
  Omit<ApplicationRow, 'id' | 'userId' | 'clubId' | 'createdAt' | 'updatedAt'>
>;

export async function updateApplication(
  db: Database,
  applicationId: number,
  changes: ApplicationChanges,
): Promise<void> {
  await db
    .update(agentApplications)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(agentApplications.id, applicationId));
}

/** Moves the user's approval state from one of `from` to `to`; false when it was in none of them. */
export async function moveApproval(
  db: Database,
  userId: number,
  from: readonly AgentApproval[],
  to: AgentApproval,
): Promise<boolean> {
  const moved = await db
    .update(users)
    .set({ agentApproval: to, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), inArray(users.agentApproval, [...from])))
    .returning({ id: users.id });
  return moved.length > 0;
}

/**
 * Records the agent's logo (already in the store under `storageKey`) in place of any earlier one,
 * under a new random file name. Answers the earlier logo's key, whose file the caller removes once
 * the transaction has committed.
 */
export async function saveAgentLogo(
  db: Database,
  agentId: number,
  image: { kind: ImageKind; storageKey: StorageKey },
): Promise<{ fileName: string; replacedKey: string | null }> {
  const fileName = `${randomBytes(16).toString('hex')}.${IMAGE_EXTENSIONS[image.kind]}`;
  const [previous] = await db
    .select({ storageKey: agentLogos.storageKey })
    .from(agentLogos)
    .where(eq(agentLogos.agentId, agentId))
    .for('update');
  const row = {
    fileName,
    contentType: IMAGE_CONTENT_TYPES[image.kind],
    storageKey: image.storageKey as string,
    content: null,
    createdAt: new Date(),
  };
  await db
    .insert(agentLogos)
    .values({ agentId, ...row })
    .onConflictDoUpdate({ target: agentLogos.agentId, set: row });
  return { fileName, replacedKey: previous?.storageKey ?? null };
}

export async function findAgentLogo(
  db: Database,
  store: FileStore,
  fileName: string,
): Promise<{ contentType: string; content: Buffer } | null> {
  const [row] = await db
    .select({
      contentType: agentLogos.contentType,
      storageKey: agentLogos.storageKey,
      content: agentLogos.content,
    })
    .from(agentLogos)
    .where(eq(agentLogos.fileName, fileName))
    .limit(1);
  if (!row) return null;
  const content = await fileOfRow(store, row);
  return content ? { contentType: row.contentType, content } : null;
}

/** How many documents the application holds and their bytes together. */
/** How many documents an application holds and their bytes together. */
export function documentTotals(documents: Pick<DocumentMeta, 'size'>[]): { count: number; bytes: number } {
  return { count: documents.length, bytes: documents.reduce((total, { size }) => total + size, 0) };
}

/** Records a document whose file is already in the store under `storageKey`. */
export async function addDocument(
  db: Database,
  document: {
    applicationId: number;
    kind: AgentDocumentKind;
    fileName: string;
    contentType: string;
    size: number;
    storageKey: StorageKey;
  },
): Promise<void> {
  await db.insert(agentDocuments).values(document);
}

/**
 * Removes a document of the application; answers false when it has no such document, else the
 * key of its file (null for a row from before the store), which the caller removes after commit.
 */
export async function deleteDocument(
  db: Database,
  applicationId: number,
  documentId: number,
): Promise<{ storageKey: string | null } | false> {
  const [deleted] = await db
    .delete(agentDocuments)
    .where(and(eq(agentDocuments.id, documentId), eq(agentDocuments.applicationId, applicationId)))
    .returning({ storageKey: agentDocuments.storageKey });
  return deleted ?? false;
}

/** A document with its bytes (from the store), when it belongs to the application. */
export async function findDocument(
  db: Database,
  store: FileStore,
  applicationId: number,
  documentId: number,
): Promise<(DocumentMeta & { content: Buffer }) | null> {
  const [row] = await db
    .select({ ...documentMeta, storageKey: agentDocuments.storageKey, content: agentDocuments.content })
    .from(agentDocuments)
    .where(and(eq(agentDocuments.id, documentId), eq(agentDocuments.applicationId, applicationId)))
    .limit(1);
  if (!row) return null;
  const content = await fileOfRow(store, row);
  if (!content) return null;
  const { storageKey: _key, content: _bytes, ...meta } = row;
  return { ...meta, content };
}

/** What submit still needs, in the order the steps ask for it. */
export function missingParts({ application, user, logoFileName, documents }: ApplicationView): MissingPart[] {
  const missing: MissingPart[] = [];
  if (!user.emailVerified) missing.push('email');
  if (application.companyName === null) missing.push('company');
  if (logoFileName === null) missing.push('logo');
  if (application.primaryColor === null) missing.push('primaryColor');
  if (application.secondaryColor === null) missing.push('secondaryColor');
  if (!documents.some((document) => document.kind === 'TRADE_LICENCE')) missing.push('documents');
  return missing;
}

export function isEditable(status: AgentApproval): boolean {
  return status === AGENT_APPROVAL.PENDING || status === AGENT_APPROVAL.REJECTED;
}

export function statusOf(user: UserRow): AgentApproval {
  return user.agentApproval ?? AGENT_APPROVAL.PENDING;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toApplication(view: ApplicationView, publicUrl: string): AgentApplication {
  const { application, user, logoFileName, documents } = view;
  const status = statusOf(user);
  return {
    id: application.id,
    status,
    submittedAt: iso(application.submittedAt),
    reviewedAt: iso(application.reviewedAt),
    rejectionReason: status === AGENT_APPROVAL.REJECTED ? application.rejectionReason : null,
    editable: isEditable(status),
    missing: missingParts(view),
    person: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      isEmailVerified: user.emailVerified,
      phoneCountryCode: user.phoneCountryCode ?? '',
      phoneNumber: user.phoneNumber ?? '',
      secondaryPhoneCountryCode: application.secondaryPhoneCountryCode,
      secondaryPhoneNumber: application.secondaryPhoneNumber,
    },
    company:
      application.companyName === null
        ? null
        : {
            companyName: application.companyName,
            pointOfContact: application.pointOfContact ?? '',
            address: application.address ?? '',
            haveIata: application.haveIata ?? false,
            iataNumber: application.iataNumber,
          },
    branding: {
      logoUrl: logoFileName ? agentLogoUrl(publicUrl, logoFileName) : null,
      primaryColor: checkedColour(application.primaryColor),
      secondaryColor: checkedColour(application.secondaryColor),
    },
    documents: documents.map((document) => ({
      id: document.id,
      kind: document.kind,
      fileName: document.fileName,
      contentType: document.contentType,
      size: document.size,
      uploadedAt: document.uploadedAt.toISOString(),
    })),
  };
}

/** The branding of agent `agentId` (logo URL and colours), each null when the agent has none. */
export async function brandingOfAgent(
  db: Database,
  agentId: number,
  publicUrl: string,
): Promise<AgentBranding> {
  const [application] = await db
    .select({
      primaryColor: agentApplications.primaryColor,
      secondaryColor: agentApplications.secondaryColor,
    })
    .from(agentApplications)
    .where(eq(agentApplications.userId, agentId))
    .limit(1);
  const [logo] = await db
    .select({ fileName: agentLogos.fileName })
    .from(agentLogos)
    .where(eq(agentLogos.agentId, agentId))
    .limit(1);
  return {
    logoUrl: logo ? agentLogoUrl(publicUrl, logo.fileName) : null,
    primaryColor: checkedColour(application?.primaryColor),
    secondaryColor: checkedColour(application?.secondaryColor),
  };
}

/**
 * Colours go into the site's stylesheet (the header, the sign-up preview): checked again on the way
 * out, whatever the database holds; anything but `#` and 3 or 6 lower-case hex digits is null.
 */
function checkedColour(value: string | null | undefined): string | null {
  return value && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/.test(value) ? value : null;
}
