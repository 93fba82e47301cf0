import { Hono } from 'hono';
import { z } from 'zod';
import { bodyOf, fail, ok, profileOf, requireUser, type MockEnv } from './http';
import type { MockStore } from './store';

/** Section 7's account calls: profile, profile edits, travellers, picture, preferences, wallet. */
export function accountRoutes(store: MockStore, publicUrl: string) {
  const app = new Hono<MockEnv>();
  const session = requireUser(store);
  /** The token's own user only; another id is not found. */
  const own = (id: string | undefined, userId: number) => id !== undefined && Number(id) === userId;

  app.get('/auth/profile', session, (c) => ok(c, profileOf(c.get('user'))));
  app.get('/user/customer/:id', session, (c) =>
    own(c.req.param('id'), c.get('user').id) ? ok(c, profileOf(c.get('user'))) : fail(c, 404, 'Not found'),
  );

  app.put('/admin/edit-profile/update/:userId', session, async (c) => {
    const user = c.get('user');
    if (!own(c.req.param('userId'), user.id)) return fail(c, 404, 'Not found');
    const body = await bodyOf(
      c,
      z.object({
        fullName: z.string().trim().min(1).max(50),
        mobileNumber: z
          .string()
          .regex(/^\d{7,15}$/)
          .optional(),
        address: z.string().max(200).optional(),
        dateOfBirth: z.string().optional(),
      }),
    );
    if ('error' in body) return body.error;
    const [firstName = '', ...rest] = body.value.fullName.split(/\s+/);
    Object.assign(user, { firstName, lastName: rest.join(' ') });
    if (body.value.mobileNumber) user.phoneNumber = body.value.mobileNumber;
    return ok(c, profileOf(user), 200, 'Profile updated');
  });

  const Traveller = z.object({
    firstName: z.string().trim().min(1),
    lastName: z.string().trim().min(1),
    dateOfBirth: z.string().min(1),
    gender: z.string().min(1),
    passportNumber: z.string().min(1),
    expiryDate: z.string().min(1),
  });
  app.post('/traveler', session, async (c) => {
    const body = await bodyOf(c, Traveller);
    if ('error' in body) return body.error;
    const traveller = { id: Date.now(), ...body.value };
    c.get('user').travellers.push(traveller);
    return ok(c, traveller, 201, 'Traveller saved');
  });
  app.put('/traveler/update-traveler/:editId', session, async (c) => {
    const body = await bodyOf(c, Traveller);
    if ('error' in body) return body.error;
    const traveller = c.get('user').travellers.find((t) => String(t.id) === c.req.param('editId'));
    if (!traveller) return fail(c, 404, 'Not found');
    Object.assign(traveller, body.value);
    return ok(c, traveller, 200, 'Traveller updated');
  });

  app.put('/admin/customer/profile-image/update/:userId', session, async (c) => {
    const user = c.get('user');
    if (!own(c.req.param('userId'), user.id)) return fail(c, 404, 'Not found');
    const form = await c.req.formData().catch(() => null);
    const image = form?.get('image');
    if (!(image instanceof File) || !/^image\/(jpeg|png|webp)$/.test(image.type) || image.size > 5_242_880)
      return fail(c, 400, 'image: a jpeg, png or webp file of at most 5 MB');
    // The mock keeps no files: the picture is the club's logo, so the page shows an image.
    user.profilePic = `${publicUrl}/images/logo.svg`;
    return ok(c, profileOf(user), 200, 'Picture updated');
  });
  app.delete('/admin/customer/profile-image/delete/:userId', session, (c) => {
    const user = c.get('user');
    if (!own(c.req.param('userId'), user.id)) return fail(c, 404, 'Not found');
    user.profilePic = null;
    return ok(c, profileOf(user), 200, 'Picture removed');
  });

  // "Persists a preference", answer not shown: the mock answers 204, which the site counts as saved.
  app.put('/admin/customer/preference/update/:userId', session, async (c) => {
    const user = c.get('user');
    if (!own(c.req.param('userId'), user.id)) return fail(c, 404, 'Not found');
    const body = await bodyOf(
      c,
      z
        .object({
          preferredLanguage: z.string().min(2).max(5).optional(),
          preferredCurrency: z.string().length(3).optional(),
          preferredCountry: z.string().length(2).optional(),
        })
        .refine((v) => Object.keys(v).length > 0, 'name the preference to save'),
    );
    if ('error' in body) return body.error;
    if (body.value.preferredLanguage) user.preferredLanguage = body.value.preferredLanguage;
    if (body.value.preferredCurrency) user.preferredCurrency = body.value.preferredCurrency.toUpperCase();
    if (body.value.preferredCountry) user.country = body.value.preferredCountry.toUpperCase();
    return c.body(null, 204);
  });

  for (const path of ['/agent/wallet/available/balance/:id', '/agent/staff/wallet/available/balance/:id']) {
    app.get(path, session, (c) =>
      own(c.req.param('id'), c.get('user').id) ? ok(c, { availableBalance: 0 }) : fail(c, 404, 'Not found'),
    );
  }
  return app;
}
