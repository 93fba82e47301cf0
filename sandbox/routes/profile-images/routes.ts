import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../lib/app-env';
import { requireSelf, sessionOf } from '../../lib/auth';
import { MAX_IMAGE_BYTES } from '../../lib/body-limit';
import { imageKindOf } from '../../lib/uploads/check-upload';
import { receiveUpload, uploadOf } from '../../lib/uploads/receive';
import { errorResponse, errorResponses, jsonEnvelope, success } from '../../lib/envelope';
import { ApiError } from '../../lib/errors';
import { access, createRouter, publicAccess, siteHeaders } from '../../lib/openapi';
import { text } from '../../lib/text';
import { updateUser } from '../users/repository';
import { ProfileImageSchema, UserIdPathSchema } from '../users/schemas';
import { MAX_IMAGE_SIDE } from '../../lib/image';
import { limitKeys } from '../../lib/request-limits';
import { newStorageKey, putThenRecord, removeFiles } from '../../lib/storage';
import {
  PROFILE_ASSET_PATH,
  deleteProfileImage,
  findProfileImage,
  profileImageUrl,
  saveProfileImage,
} from './repository';

export const NOT_AN_IMAGE_MESSAGE = 'image: must be a JPEG, PNG or WebP image';
export const IMAGE_REQUIRED_MESSAGE = 'image: Required';
export const IMAGE_NOT_FOUND_MESSAGE = 'Image not found';
export const NOT_MULTIPART_MESSAGE = 'image: send the file as multipart/form-data';

/**
 * Another user's id is answered 404 (as the handler's `requireSelf` does) before anything else:
 * the body is not read, checked or counted against the caller's upload budget, and the answer
 * never depends on the file (a refused file for someone else's id was a 400). A path id that is
 * not a user id at all is left to the route's validator (400).
 */
const ownIdOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const param = UserIdPathSchema.safeParse({ userId: c.req.param('userId') });
  if (param.success) requireSelf(c, param.data.userId);
  await next();
};

/** Any other body is a 400 naming the field (the contract's answer), before the form is parsed. */
const requireMultipart: MiddlewareHandler<AppEnv> = async (c, next) => {
  const type = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type)) throw new ApiError(400, NOT_MULTIPART_MESSAGE);
  await next();
};

/** At most `UPLOADS_PER_HOUR` uploads an hour per account (429 with Retry-After), before the body is read. */
const uploadBudget: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { user } = sessionOf(c);
  await c.var.services.rateLimits.check('upload', { email: limitKeys(c, user.email).email });
  await next();
};

const ImageUploadSchema = z
  .object({
    image: z.any().openapi({
      type: 'string',
      format: 'binary',
      description: `JPEG, PNG or WebP by content (the name and declared type are ignored), at most ${MAX_IMAGE_BYTES.toLocaleString('en')} bytes`,
    }),
  })
  .openapi('ProfileImageUpload');

const putImage = createRoute({
  ...access.user,
  middleware: [
    ...access.user.middleware,
    ownIdOnly,
    requireMultipart,
    uploadBudget,
    receiveUpload(
      'image',
      { kind: 'image', maxSide: MAX_IMAGE_SIDE },
      { refused: NOT_AN_IMAGE_MESSAGE, notAFile: IMAGE_REQUIRED_MESSAGE },
    ),
  ],
  method: 'put',
  path: '/admin/customer/profile-image/update/{userId}',
  tags: ['Users'],
  summary: "Upload the signed-in user's profile picture (multipart/form-data, field image)",
  description:
    'The file is recognised by its content, decoded and encoded afresh (turned upright, at most ' +
    '1024 px a side, metadata stripped) and served by the API at the answered URL. A body over the ' +
    'size is refused with 413 while it is read, before it is held whole. Another user’s id is ' +
    'answered 404. At most 20 uploads an hour per account (429).',
  request: {
    headers: siteHeaders,
    params: UserIdPathSchema,
    body: { content: { 'multipart/form-data': { schema: ImageUploadSchema } }, required: true },
  },
  responses: {
    200: jsonEnvelope(ProfileImageSchema, 'The URL of the stored picture'),
    413: errorResponse('The image is larger than 5 MB (5,242,880 bytes)'),
    ...errorResponses(400, 401, 403, 404, 429, 500),
  },
});

const deleteImage = createRoute({
  ...access.user,
  method: 'delete',
  path: '/admin/customer/profile-image/delete/{userId}',
  tags: ['Users'],
  summary: "Remove the signed-in user's profile picture",
  description: 'Another user’s id is answered 404.',
  request: { headers: siteHeaders, params: UserIdPathSchema },
  responses: {
    200: jsonEnvelope(ProfileImageSchema, 'The picture is gone: profilePic is null'),
    ...errorResponses(400, 401, 403, 404, 500),
  },
});

// Pictures are loaded by <img> tags, which cannot send the apikey header: no guard here. The file
// name is 128 random bits, known only from the owner's profile.
const getImage = createRoute({
  method: 'get',
  path: `${PROFILE_ASSET_PATH}/{file}`,
  security: publicAccess,
  tags: ['Assets'],
  summary: 'A stored profile picture, with its own content type',
  request: {
    params: z.object({
      file: text()
        .regex(/^[0-9a-f]{32}\.(jpg|png|webp)$/, 'must be a profile picture file name')
        .openapi({ example: '0f1e2d3c4b5a69788796a5b4c3d2e1f0.jpg' }),
    }),
  },
  responses: {
    200: {
      description: 'The image',
      content: {
        'image/jpeg': { schema: z.string().openapi({ format: 'binary' }) },
        'image/png': { schema: z.string().openapi({ format: 'binary' }) },
        'image/webp': { schema: z.string().openapi({ format: 'binary' }) },
      },
    },
    ...errorResponses(400, 404),
  },
});

export const profileImageRoutes = createRouter()
  .openapi(putImage, async (c) => {
    const user = requireSelf(c, c.req.valid('param').userId);
    // Received and checked off the event loop (lib/uploads/receive.ts): decoded and encoded afresh.
    const { file, path } = uploadOf(c);
    if (!file) throw new ApiError(400, IMAGE_REQUIRED_MESSAGE);
    const { db, config, services } = c.var;
    // The picture goes to the store before the transaction: the row then only records its key.
    const key = newStorageKey('profile-images');
    const stored = { key, path, contentType: file.contentType };
    const { profilePic, replacedKey } = await putThenRecord(services.storage, stored, () =>
      db.transaction(async (tx) => {
        const saved = await saveProfileImage(tx, user.id, { kind: imageKindOf(file), storageKey: key });
        const url = profileImageUrl(config.publicUrl, saved.fileName);
        await updateUser(tx, user.id, { profilePic: url });
        return { profilePic: url, replacedKey: saved.replacedKey };
      }),
    );
    await removeFiles(services.storage, [replacedKey], services.logger);
    return c.json(success({ profilePic }, 'Profile picture saved'), 200);
  })
  .openapi(deleteImage, async (c) => {
    const user = requireSelf(c, c.req.valid('param').userId);
    const removedKey = await c.var.db.transaction(async (tx) => {
      const key = await deleteProfileImage(tx, user.id);
      await updateUser(tx, user.id, { profilePic: null });
      return key;
    });
    await removeFiles(c.var.services.storage, [removedKey], c.var.services.logger);
    return c.json(success({ profilePic: null }, 'Profile picture removed'), 200);
  })
  .openapi(getImage, async (c) => {
    const image = await findProfileImage(c.var.db, c.var.services.storage, c.req.valid('param').file);
    if (!image) throw new ApiError(404, IMAGE_NOT_FOUND_MESSAGE);
    return c.body(new Uint8Array(image.content), 200, {
      'Content-Type': image.contentType,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
