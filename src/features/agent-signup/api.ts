import type { ApiClient } from '@/lib/api/client';
import { AGENT_APPROVAL } from '@/lib/session/user';

/**
 * The agent application's types (docs/agent-contract.md); its calls are the RTK Query endpoints of
 * agentSignupEndpoints.ts, loaded when first used (store/lazyEndpoints).
 */

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

/**
 * A document's file, for the applicant to open (the API answers it only to them). No screen calls
 * it yet (docs/club-api.md lists the call; the documents step shows names only): a file is saved,
 * never held in the store, so it would be a mutation that saves it, as a booking's files are
 * (bookingsApi's saveBookingDocument).
 */
export async function downloadDocument(api: ApiClient, documentId: number): Promise<Blob> {
  const response = await api.get<Blob>(`/agent/application/documents/${documentId}`, {
    responseType: 'blob',
  });
  return response.data;
}
