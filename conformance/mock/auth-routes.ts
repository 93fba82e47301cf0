import { Hono } from 'hono';
import { z } from 'zod';
import { bodyOf, Email, fail, Location, ok, OtpType, Password, requireUser, type MockEnv } from './http';
import type { MockStore } from './store';

/**
 * Section 7's auth calls as the specification writes them: a plain 406 for an unknown e-mail (no
 * flow ticket), no captcha, codes by "mail" (the store's mailbox), `token` and `message` answers,
 * and a reset allowed after the FORGOT_PASSWORD code was checked (no reset token).
 */
export function authRoutes(store: MockStore) {
  const app = new Hono<MockEnv>();

  app.post('/auth/verify-email', async (c) => {
    const body = await bodyOf(
      c,
      z.object({ email: Email, otpType: OtpType, sendOtp: z.boolean(), ...Location }),
    );
    if ('error' in body) return body.error;
    const user = store.user(body.value.email);
    if (!user) return fail(c, 406, 'This email is not registered');
    if (body.value.sendOtp) store.issueCode(user.email, body.value.otpType);
    return ok(c, { isEmailVerified: user.verified }, 201);
  });

  app.post('/auth/signup', async (c) => {
    const body = await bodyOf(
      c,
      z.object({
        fullName: z.string().trim().min(1).max(50),
        email: Email,
        phoneCountryCode: z.string().regex(/^\+\d{1,4}$/),
        phoneNumber: z.string().regex(/^\d{7,15}$/),
        password: Password,
        ...Location,
      }),
    );
    if ('error' in body) return body.error;
    if (store.user(body.value.email)) return fail(c, 409, 'This email is already registered');
    const user = await store.addUser(body.value);
    store.issueCode(user.email, 1);
    return ok(c, { token: await store.token(user) }, 201, 'Signed up. Check your e-mail for the code.');
  });

  app.post('/auth/login-with-password', async (c) => {
    const body = await bodyOf(c, z.object({ email: Email, password: z.string().min(1), ...Location }));
    if ('error' in body) return body.error;
    const user = store.user(body.value.email);
    if (!user || !(await store.passwordMatches(user, body.value.password)))
      return fail(c, 401, 'Wrong email or password');
    return ok(c, { token: await store.token(user) }, 201, 'Logged in');
  });

  app.post('/auth/otp-verify', async (c) => {
    const body = await bodyOf(
      c,
      z.object({
        email: Email,
        otp: z.string().regex(/^\d{6}$/),
        otpType: OtpType,
        isToken: z.boolean(),
        ...Location,
      }),
    );
    if ('error' in body) return body.error;
    const user = store.user(body.value.email);
    const outcome = user ? store.checkCode(user.email, body.value.otp, body.value.otpType) : 'none';
    if (outcome === 'wrong') return fail(c, 400, 'Wrong code');
    if (outcome === 'expired') return fail(c, 400, 'This code has expired. Request a new code.');
    if (outcome !== 'ok' || !user) return fail(c, 400, 'No code was sent to this email. Request a new code.');
    user.verified = true;
    const token = body.value.isToken ? await store.token(user) : undefined;
    return ok(c, token ? { token } : {}, 201, 'Verified');
  });

  app.post('/auth/resend-otp', async (c) => {
    const body = await bodyOf(c, z.object({ email: Email }));
    if ('error' in body) return body.error;
    const user = store.user(body.value.email);
    const otpType = user ? store.lastCodeType(user.email) : null;
    if (user && otpType) store.issueCode(user.email, otpType);
    // The same answer for every address, so resend tells nobody which e-mails are registered.
    return ok(c, {}, 201, 'Code sent');
  });

  app.post('/auth/reset-password', async (c) => {
    const body = await bodyOf(
      c,
      z
        .object({ email: Email, newPassword: Password, confirmPassword: z.string(), ...Location })
        .refine((value) => value.newPassword === value.confirmPassword, {
          path: ['confirmPassword'],
          message: 'passwords do not match',
        }),
    );
    if ('error' in body) return body.error;
    const user = store.user(body.value.email);
    if (!user || !store.takeReset(user.email))
      return fail(c, 401, 'Verify the code sent to your e-mail first.');
    await store.setPassword(user, body.value.newPassword);
    return ok(c, { token: await store.token(user) }, 201, 'Password changed');
  });

  const session = requireUser(store);
  for (const path of ['/auth/user/logout', '/agent/admin/logout', '/sub-agent/admin/logout']) {
    app.get(path, session, (c) => {
      store.revoke(c.get('token'));
      return ok(c, null, 200, 'Logged out');
    });
  }

  app.post('/auth/user/change-password', session, async (c) => {
    const body = await bodyOf(
      c,
      z
        .object({ newPassword: Password, confirmPassword: z.string() })
        .refine((v) => v.newPassword === v.confirmPassword, {
          path: ['confirmPassword'],
          message: 'passwords do not match',
        }),
    );
    if ('error' in body) return body.error;
    await store.setPassword(c.get('user'), body.value.newPassword);
    return ok(c, null, 200, 'Password changed');
  });

  return app;
}
