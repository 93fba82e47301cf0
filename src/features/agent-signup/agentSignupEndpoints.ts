import type { AxiosProgressEvent } from 'axios';
import type { Envelope } from '@/lib/api/client';
import type { ApiError } from '@/lib/api/errors';
import type { LocationFields } from '@/lib/geo/visitorLocation';
import type { ApiProfile } from '@/lib/session/user';
import { apiSlice, envelopeData } from '@/store/apiSlice';
import { logoutEndpointFor } from '@/features/auth/api';
import type { AgentApplication, CompanyBody, DocumentKind, PersonBody, StartBody } from './api';

/**
 * The agent application's calls as RTK Query endpoints (docs/agent-contract.md), loaded when a
 * step first calls (store/lazyEndpoints), not with the application's first step. Each save answers
 * the whole application, which replaces the one held (no second read). The first step's e-mail
 * check, the code's check and the approved applicant's profile are the sign-in flow's own
 * endpoints (features/auth/lazyEndpoints).
 */

/** An upload's progress in whole percent, for the step's progress bar. */
type Progress = (percent: number) => void;

function progressOf(onProgress?: Progress) {
  if (!onProgress) return undefined;
  return (event: AxiosProgressEvent) => {
    if (event.total) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
  };
}

/** The held application (for each signed-in user it was read for) becomes a save's answer. */
async function holdAnswer(
  _arg: unknown,
  {
    dispatch,
    getState,
    queryFulfilled,
  }: {
    dispatch: (action: unknown) => unknown;
    getState: () => unknown;
    queryFulfilled: Promise<{ data: AgentApplication }>;
  },
) {
  let saved: AgentApplication;
  try {
    saved = (await queryFulfilled).data;
  } catch {
    return; // the step shows the error; the held application is unchanged
  }
  const { util } = agentSignupEndpoints;
  for (const userId of util.selectCachedArgsForQuery(getState() as never, 'agentApplication'))
    dispatch(util.upsertQueryData('agentApplication', userId, saved));
}

export const agentSignupEndpoints = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The signed-in applicant's application (the argument is their user id, so another sign-in
     * never sees it); null when the agent has none (404, e.g. the demo agents).
     */
    agentApplication: build.query<AgentApplication | null, number>({
      queryFn: async (_userId, _api, _options, baseQuery) => {
        const read = await baseQuery('/agent/application');
        if (read.error)
          return (read.error as ApiError).status === 404 ? { data: null } : { error: read.error };
        return { data: (read.data as Envelope<AgentApplication>).data };
      },
      providesTags: ['AgentApplication'],
    }),
    /** Creates the applicant's account and an empty application; a sign-up code is mailed. */
    startApplication: build.mutation<
      { token: string; user: ApiProfile; application: AgentApplication },
      { body: StartBody; location: LocationFields }
    >({
      query: ({ body, location }) => ({
        url: '/agent/application',
        method: 'POST',
        body: { ...body, ...location },
      }),
      transformResponse: envelopeData<{ token: string; user: ApiProfile; application: AgentApplication }>,
    }),
    savePerson: build.mutation<AgentApplication, PersonBody>({
      query: (body) => ({ url: '/agent/application/person', method: 'PUT', body }),
      transformResponse: envelopeData<AgentApplication>,
      onQueryStarted: holdAnswer,
    }),
    saveCompany: build.mutation<AgentApplication, CompanyBody>({
      query: (body) => ({ url: '/agent/application/company', method: 'PUT', body }),
      transformResponse: envelopeData<AgentApplication>,
      onQueryStarted: holdAnswer,
    }),
    /** The logo (when one was chosen, with its upload's progress) and the two colours, as one multipart call. */
    saveBranding: build.mutation<
      AgentApplication,
      { logo: File | null; primaryColor: string; secondaryColor: string; onProgress?: Progress }
    >({
      query: ({ logo, primaryColor, secondaryColor, onProgress }) => {
        const form = new FormData();
        if (logo) form.append('logo', logo);
        form.append('primaryColor', primaryColor);
        form.append('secondaryColor', secondaryColor);
        return {
          url: '/agent/application/branding',
          method: 'PUT',
          body: form,
          onUploadProgress: progressOf(onProgress),
        };
      },
      transformResponse: envelopeData<AgentApplication>,
      onQueryStarted: holdAnswer,
    }),
    uploadDocument: build.mutation<
      AgentApplication,
      { file: File; kind: DocumentKind; onProgress?: Progress }
    >({
      query: ({ file, kind, onProgress }) => {
        const form = new FormData();
        form.append('file', file);
        form.append('kind', kind);
        return {
          url: '/agent/application/documents',
          method: 'POST',
          body: form,
          onUploadProgress: progressOf(onProgress),
        };
      },
      transformResponse: envelopeData<AgentApplication>,
      onQueryStarted: holdAnswer,
    }),
    removeDocument: build.mutation<AgentApplication, number>({
      query: (documentId) => ({ url: `/agent/application/documents/${documentId}`, method: 'DELETE' }),
      transformResponse: envelopeData<AgentApplication>,
      onQueryStarted: holdAnswer,
    }),
    /**
     * A new e-mail code for the signed-in applicant (their session stands for the flow ticket, so
     * this works after a reload too); 429 with Retry-After inside the server's cooldown.
     */
    resendApplicationCode: build.mutation<null, void>({
      query: () => ({ url: '/agent/application/resend-code', method: 'POST' }),
      transformResponse: () => null,
    }),
    submitApplication: build.mutation<AgentApplication, void>({
      query: () => ({ url: '/agent/application/submit', method: 'POST' }),
      transformResponse: envelopeData<AgentApplication>,
      onQueryStarted: holdAnswer,
    }),
    /**
     * The application state of a new session's AGENT user, from their profile, asked with that
     * session's token before it is stored (null when unknown).
     */
    agentApprovalOf: build.mutation<number | null, string>({
      query: (token) => ({ url: '/auth/profile', headers: { Authorization: `Bearer ${token}` } }),
      transformResponse: (body: Envelope<ApiProfile>) => body.data?.agentApproval ?? null,
    }),
    /** Ends a refused session on the server with its own token (never stored). */
    endRefusedSession: build.mutation<null, { userType: number; token: string }>({
      query: ({ userType, token }) => ({
        url: logoutEndpointFor(userType),
        headers: { Authorization: `Bearer ${token}` },
      }),
      transformResponse: () => null,
    }),
  }),
});
