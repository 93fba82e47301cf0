import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { sessionOf } from '../../lib/auth';
import type { AppEnv } from '../../lib/app-env';
import { APP_TIME_ZONE, todayIn } from '../../lib/calendar';
import { errorResponse, errorResponses, jsonEnvelope, success } from '../../lib/envelope';
import { ApiError } from '../../lib/errors';
import { access, createRouter, siteHeaders } from '../../lib/openapi';
import {
  MAX_SAVED_TRAVELERS,
  countTravelers,
  createTraveler,
  deleteTraveler,
  isUniqueViolation,
  listTravelers,
  lockOwner,
  passportTaken,
  updateTraveler,
  type Owner,
} from './repository';
import {
  DeletedTravelerSchema,
  TravelerBodySchema,
  TravelerIdParamsSchema,
  TravelerParamsSchema,
  TravelerSchema,
  type TravelerBody,
} from './schemas';

export const TRAVELER_NOT_FOUND_MESSAGE = 'Saved traveller not found';
export const PASSPORT_TAKEN_MESSAGE =
  'passportNumber: you already saved a traveller with this passport number';
export const TOO_MANY_TRAVELERS_MESSAGE = `travelers: at most ${MAX_SAVED_TRAVELERS} saved travellers`;

const body = { required: true, content: { 'application/json': { schema: TravelerBodySchema } } };

const list = createRoute({
  ...access.user,
  method: 'get',
  path: '/traveler',
  tags: ['Travellers'],
  summary: "The signed-in user's saved travellers, by name (the reference API's own addition)",
  request: { headers: siteHeaders },
  responses: {
    200: jsonEnvelope(z.array(TravelerSchema), 'The saved travellers'),
    ...errorResponses(401, 403, 500),
  },
});

const create = createRoute({
  ...access.user,
  method: 'post',
  path: '/traveler',
  tags: ['Travellers'],
  summary: 'Save a traveller to the signed-in user’s account',
  request: { headers: siteHeaders, body },
  responses: {
    201: jsonEnvelope(TravelerSchema, 'The saved traveller'),
    409: errorResponse('The user already saved a traveller with this passport number'),
    ...errorResponses(400, 401, 403, 500),
  },
});

const update = createRoute({
  ...access.user,
  method: 'put',
  path: '/traveler/update-traveler/{editId}',
  tags: ['Travellers'],
  summary: 'Replace the fields of one of the signed-in user’s saved travellers',
  description: 'Another user’s traveller is answered 404, like one that does not exist.',
  request: { headers: siteHeaders, params: TravelerParamsSchema, body },
  responses: {
    200: jsonEnvelope(TravelerSchema, 'The updated traveller'),
    409: errorResponse('Another of the user’s saved travellers has this passport number'),
    ...errorResponses(400, 401, 403, 404, 500),
  },
});

const remove = createRoute({
  ...access.user,
  method: 'delete',
  path: '/traveler/{id}',
  tags: ['Travellers'],
  summary: 'Delete one of the signed-in user’s saved travellers',
  description: 'Another user’s traveller is answered 404, like one that does not exist.',
  request: { headers: siteHeaders, params: TravelerIdParamsSchema },
  responses: {
    200: jsonEnvelope(DeletedTravelerSchema, 'The traveller was deleted'),
    ...errorResponses(400, 401, 403, 404, 500),
  },
});

/** The rules that need today (Europe/Vienna, as the site): birth not in the future, passport not expired. */
function checkDates(c: Context<AppEnv>, traveler: TravelerBody): void {
  const today = todayIn(APP_TIME_ZONE, c.var.services.now());
  const issues: string[] = [];
  if (traveler.dateOfBirth > today) issues.push('dateOfBirth: must not be in the future');
  if (traveler.expiryDate < today) issues.push('expiryDate: the passport has expired');
  if (issues.length > 0) throw new ApiError(400, issues.join('; '));
}

function ownerOf(c: Context<AppEnv>): Owner {
  return { clubId: c.var.clubId, userId: sessionOf(c).user.id };
}

/** The unique index has the last word when two saves of one passport race. */
async function guardPassport<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, PASSPORT_TAKEN_MESSAGE);
    throw error;
  }
}

export const travelerRoutes = createRouter()
  .openapi(list, async (c) => c.json(success(await listTravelers(c.var.db, ownerOf(c))), 200))
  .openapi(create, async (c) => {
    const traveler = c.req.valid('json');
    checkDates(c, traveler);
    const owner = ownerOf(c);
    // The limit check and the insert in one transaction, with the user's saves in single file.
    const created = await c.var.db.transaction(async (tx) => {
      await lockOwner(tx, owner);
      if ((await countTravelers(tx, owner)) >= MAX_SAVED_TRAVELERS)
        throw new ApiError(400, TOO_MANY_TRAVELERS_MESSAGE);
      return guardPassport(() => createTraveler(tx, owner, traveler));
    });
    if (!created) throw new ApiError(409, PASSPORT_TAKEN_MESSAGE);
    return c.json(success(created, 'Traveller saved', 201), 201);
  })
  .openapi(update, async (c) => {
    const traveler = c.req.valid('json');
    const { editId } = c.req.valid('param');
    checkDates(c, traveler);
    const owner = ownerOf(c);
    if (await passportTaken(c.var.db, owner, traveler.passportNumber, editId))
      throw new ApiError(409, PASSPORT_TAKEN_MESSAGE);
    const updated = await guardPassport(() => updateTraveler(c.var.db, owner, editId, traveler));
    if (!updated) throw new ApiError(404, TRAVELER_NOT_FOUND_MESSAGE);
    return c.json(success(updated, 'Traveller updated'), 200);
  })
  .openapi(remove, async (c) => {
    const { id } = c.req.valid('param');
    if (!(await deleteTraveler(c.var.db, ownerOf(c), id)))
      throw new ApiError(404, TRAVELER_NOT_FOUND_MESSAGE);
    return c.json(success({ id }, 'Traveller deleted'), 200);
  });
