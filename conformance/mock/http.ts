import type { Context } from 'hono';
import { z } from 'zod';
import type { MockStore, MockUser } from './store';

/** The envelope and the checks every route of the spec-only mock shares. */

export type MockEnv = { Variables: { user: MockUser; token: string } };

export const ok = (c: Context, data: unknown, status: 200 | 201 = 200, message = 'Success') =>
  c.json({ data, message, statusCode: status }, status);

export const fail = (c: Context, status: 400 | 401 | 403 | 404 | 406 | 409, message: string) =>
  c.json({ data: null, message, statusCode: status }, status);

/** The JSON body against `schema`, or a 400 naming the first bad field. */
export async function bodyOf<T extends z.ZodType>(
  c: Context,
  schema: T,
): Promise<{ value: z.infer<T> } | { error: Response }> {
  const raw: unknown = await c.req.json().catch(() => undefined);
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { value: parsed.data };
  const issue = parsed.error.issues[0];
  return { error: fail(c, 400, `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`) };
}

// Section 5: letters, digits and dots, one @, a domain, a dot, 2 to 5 letters.
export const Email = z
  .string()
  .regex(/^[A-Za-z0-9._%-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,5}$/, 'enter a valid e-mail');
// Section 5: 8 or more, a letter, a digit, one of ! @ # $ % ^ & *, no whitespace.
export const Password = z
  .string()
  .min(8)
  .regex(/^(?=.*[A-Za-z\u0600-\u06FF])(?=.*[0-9\u0660-\u0669])(?=.*[!@#$%^&*])\S+$/, 'password too weak');
export const Location = {
  ip: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  country: z.string().optional(),
  loginDevice: z.string().optional(),
  otherDetail: z.string().optional(),
  browser: z.string().optional(),
};
export const OtpType = z.number().int().min(1).max(4);

/** `Authorization: Bearer` of a live token, else 401. */
export function requireUser(store: MockStore) {
  return async (c: Context<MockEnv>, next: () => Promise<void>) => {
    const token = c.req.header('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
    const user = token ? await store.userOfToken(token) : null;
    if (!user) return fail(c, 401, 'Your session has expired. Please log in again.');
    c.set('user', user);
    c.set('token', token);
    await next();
  };
}

/** The profile as section 3 lists it. */
export const profileOf = (user: MockUser) => ({
  id: user.id,
  profilePic: user.profilePic,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  preferredLanguage: user.preferredLanguage,
  preferredCurrency: user.preferredCurrency,
  country: user.country,
  userType: user.userType,
});
