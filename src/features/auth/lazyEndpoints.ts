/**
 * The sign-in flow's endpoints (authEndpoints.ts), loaded on the first submit (store/lazyEndpoints):
 * the popup's steps, the password pages and the header's logout carry no RTK Query in their first
 * load (tests/firstLoadImports.test.ts).
 */
const endpoints = () => import('./authEndpoints').then(({ authEndpoints }) => authEndpoints.endpoints);

export const checkEmailEndpoint = () => endpoints().then((all) => all.checkEmail);
export const sendCodeEndpoint = () => endpoints().then((all) => all.sendCode);
export const signUpEndpoint = () => endpoints().then((all) => all.signUp);
export const passwordLoginEndpoint = () => endpoints().then((all) => all.loginWithPassword);
export const verifyCodeEndpoint = () => endpoints().then((all) => all.verifyOtp);
export const resendCodeEndpoint = () => endpoints().then((all) => all.resendOtp);
export const resetPasswordEndpoint = () => endpoints().then((all) => all.resetPassword);
export const profileEndpoint = () => endpoints().then((all) => all.sessionProfile);
export const logoutEndpoint = () => endpoints().then((all) => all.logout);
