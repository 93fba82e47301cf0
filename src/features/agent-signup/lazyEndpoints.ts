/**
 * The application's endpoints (agentSignupEndpoints.ts), each loaded when a step first calls
 * (store/lazyEndpoints): the application's first step and the sign-in page carry no RTK Query in
 * their first load (tests/firstLoadImports.test.ts).
 */
// The e-mail check with its captcha, the code's check and the profile are the sign-in flow's.
export { checkEmailEndpoint, profileEndpoint, verifyCodeEndpoint } from '@/features/auth/lazyEndpoints';

const endpoints = () =>
  import('./agentSignupEndpoints').then(({ agentSignupEndpoints }) => agentSignupEndpoints.endpoints);

export const applicationEndpoint = () => endpoints().then((all) => all.agentApplication);
export const startApplicationEndpoint = () => endpoints().then((all) => all.startApplication);
export const savePersonEndpoint = () => endpoints().then((all) => all.savePerson);
export const saveCompanyEndpoint = () => endpoints().then((all) => all.saveCompany);
export const saveBrandingEndpoint = () => endpoints().then((all) => all.saveBranding);
export const uploadDocumentEndpoint = () => endpoints().then((all) => all.uploadDocument);
export const removeDocumentEndpoint = () => endpoints().then((all) => all.removeDocument);
export const resendCodeEndpoint = () => endpoints().then((all) => all.resendApplicationCode);
export const submitEndpoint = () => endpoints().then((all) => all.submitApplication);
export const approvalEndpoint = () => endpoints().then((all) => all.agentApprovalOf);
export const endRefusedSessionEndpoint = () => endpoints().then((all) => all.endRefusedSession);
