import type { AxiosProgressEvent } from 'axios';
import type { ApiClient, Envelope } from '@/lib/api/client';
import { toApiError } from '@/lib/api/errors';
import type { LocationFields } from '@/lib/geo/visitorLocation';
import { AGENT_APPROVAL, type ApiProfile } from '@/lib/session/user';

/** The agent application calls of the club API (docs/agent-contract.md). */

export { AGENT_APPROVAL };
export type AgentApproval = (typeof AGENT_APPROVAL)[keyof typeof AGENT_APPROVAL];

export type DocumentKind = 'TRADE_LICENCE' | 'OTHER';

export interface ApplicationDocument {
  id: number;
  kind: DocumentKind;
  fileName: string;
  contentType: string;
  size: number;
  uploadedAt: string;
}

/** What submit still needs, as the field names of its 400s. */
export type MissingPart = 'email' | 'company' | 'logo' | 'primaryColor' | 'secondaryColor' | 'documents';

export interface AgentApplication {
  id: number;
  status: AgentApproval;
  submittedAt: string | null;
  reviewedAt: string | null;
  rejectionReason: string | null;
  editable: boolean;
  missing: MissingPart[];
  person: {
    firstName: string;
    lastName: string;
    email: string;
    isEmailVerified: boolean;
    phoneCountryCode: string;
    phoneNumber: string;
    secondaryPhoneCountryCode: string | null;
    secondaryPhoneNumber: string | null;
  };
  company: null | {
    companyName: string;
    pointOfContact: string;
    address: string;
    haveIata: boolean;
    iataNumber: string | null;
  };
  branding: { logoUrl: string | null; primaryColor: string | null; secondaryColor: string | null };
  documents: ApplicationDocument[];
}

export interface PersonBody {
  firstName: string;
  lastName: string;
  phoneCountryCode: string;
  phoneNumber: string;
  secondaryPhoneCountryCode?: string;
  secondaryPhoneNumber?: string;
}

export interface StartBody extends PersonBody {
  email: string;
  password: string;
  confirmPassword: string;
  /** The flow ticket of the captcha-checked email step. */
  ticket: string;
}

export interface CompanyBody {
  companyName: string;
  pointOfContact: string;
  address: string;
  haveIata: boolean;
  iataNumber?: string;
}

/** Creates the applicant's account and an empty application; a sign-up code is mailed. */
export async function startApplication(
  api: ApiClient,
  body: StartBody,
  location: LocationFields,
): Promise<{ token: string; user: ApiProfile; application: AgentApplication }> {
  const response = await api.post<
    Envelope<{ token: string; user: ApiProfile; application: AgentApplication }>
  >('/agent/application', { ...body, ...location });
  return response.data.data;
}

/** The applicant's application; null when the agent has none (404, e.g. the demo agents). */
export async function fetchApplication(api: ApiClient): Promise<AgentApplication | null> {
  try {
    const response = await api.get<Envelope<AgentApplication>>('/agent/application');
    return response.data.data;
  } catch (error) {
    if (toApiError(error).status === 404) return null;
    throw error;
  }
}

export async function savePerson(api: ApiClient, body: PersonBody): Promise<AgentApplication> {
  const response = await api.put<Envelope<AgentApplication>>('/agent/application/person', body);
  return response.data.data;
}

export async function saveCompany(api: ApiClient, body: CompanyBody): Promise<AgentApplication> {
  const response = await api.put<Envelope<AgentApplication>>('/agent/application/company', body);
  return response.data.data;
}

export async function saveBranding(
  api: ApiClient,
  body: { logo: File | null; primaryColor: string; secondaryColor: string },
  onProgress?: (percent: number) => void,
): Promise<AgentApplication> {
  const form = new FormData();
  if (body.logo) form.append('logo', body.logo);
  form.append('primaryColor', body.primaryColor);
  form.append('secondaryColor', body.secondaryColor);
  const response = await api.put<Envelope<AgentApplication>>('/agent/application/branding', form, {
    onUploadProgress: progressOf(onProgress),
  });
  return response.data.data;
}

export async function uploadDocument(
  api: ApiClient,
  file: File,
  kind: DocumentKind,
  onProgress?: (percent: number) => void,
): Promise<AgentApplication> {
  const form = new FormData();
  form.append('file', file);
  form.append('kind', kind);
  const response = await api.post<Envelope<AgentApplication>>('/agent/application/documents', form, {
    onUploadProgress: progressOf(onProgress),
  });
  return response.data.data;
}

export async function removeDocument(api: ApiClient, documentId: number): Promise<AgentApplication> {
  const response = await api.delete<Envelope<AgentApplication>>(`/agent/application/documents/${documentId}`);
  return response.data.data;
}

/** A document's file, for the applicant to open (the API answers it only to them). */
export async function downloadDocument(api: ApiClient, documentId: number): Promise<Blob> {
  const response = await api.get<Blob>(`/agent/application/documents/${documentId}`, {
    responseType: 'blob',
  });
  return response.data;
}

/**
 * A new e-mail code for the signed-in applicant (their session stands for the flow ticket, so this
 * works after a reload too); 429 with Retry-After inside the server's cooldown.
 */
export async function resendApplicationCode(api: ApiClient): Promise<void> {
  await api.post('/agent/application/resend-code');
}

export async function submitApplication(api: ApiClient): Promise<AgentApplication> {
  const response = await api.post<Envelope<AgentApplication>>('/agent/application/submit');
  return response.data.data;
}

function progressOf(onProgress?: (percent: number) => void) {
  if (!onProgress) return undefined;
  return (event: AxiosProgressEvent) => {
    if (event.total) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
  };
}
