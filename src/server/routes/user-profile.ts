// The signed-in person's Profile (spec 02 §2, issue 11 point 2): details, preferences, favourite teams
// and stats; the avatar upload, checked by its magic bytes and kept in PostgreSQL. See
// docs/decisions/051-avatar-storage.md.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  readAvatar,
  readProfile,
  saveAvatar,
  updateDisplayName,
  updateProfile,
} from '../../db/repositories/user-profiles.ts';
import { avatarTypeOf } from '../../domain/account/avatar-image.ts';
import { initialsOf } from '../../domain/account/initials.ts';
import { OkResponse } from '../../shared/api/auth.ts';
import { ApiError } from '../../shared/api/error.ts';
import {
  AVATAR_BODY_LIMIT,
  AVATAR_MAX_BYTES,
  AvatarUpload,
  ProfileResponse,
  ProfileUpdate,
} from '../../shared/api/profile.ts';
import { sendError } from '../api-error.ts';
import type { AppContext } from '../app-context.ts';
import { ownSeasonStats } from './own-pick-stats.ts';

export const userProfileRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, clock, wallNow }) => {
  const profileView = async (userId: string): Promise<ProfileResponse> => {
    const [p, stats] = await Promise.all([
      readProfile(db.orm, userId),
      ownSeasonStats(db, userId, clock.now()),
    ]);
    if (!p) throw new Error('signed-in user without a row');
    return {
      name: p.name,
      email: p.email,
      substackUrl: p.substackUrl,
      avatar: {
        initials: initialsOf(p.name),
        imageUrl: p.avatarUpdatedAt ? `/api/user/avatar?v=${p.avatarUpdatedAt.getTime()}` : null,
      },
      preferences: p.preferences,
      favoriteTeams: p.favoriteTeams,
      stats,
    };
  };

  app.get(
    '/user/profile',
    {
      config: { access: 'user' },
      schema: {
        summary: 'The Profile: details, avatar, preferences, favourite teams and stats',
        tags: ['profile'],
        response: { 200: ProfileResponse },
      },
    },
    (request) => profileView(request.requireUser().id),
  );

  app.put(
    '/user/profile',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Save parts of the Profile (each tab sends its own); omitted parts stay',
        tags: ['profile'],
        body: ProfileUpdate,
        response: { 200: ProfileResponse, 400: ApiError },
      },
    },
    async (request) => {
      const { id } = request.requireUser();
      const { name, substackUrl, preferences, favoriteTeams } = request.body;
      await db.orm.transaction(async (tx) => {
        if (name !== undefined) await updateDisplayName(tx, id, name);
        await updateProfile(tx, id, {
          ...(substackUrl !== undefined && { substackUrl }),
          ...preferences,
          ...(favoriteTeams !== undefined && { favoriteTeams }),
        });
      });
      return profileView(id);
    },
  );

  app.get(
    '/user/avatar',
    {
      config: { access: 'user' },
      schema: {
        summary:
          'The uploaded avatar image of the signed-in person (PNG, JPEG or WebP bytes; 404 without one)',
        tags: ['profile'],
      },
    },
    async (request, reply) => {
      const avatar = await readAvatar(db.orm, request.requireUser().id);
      if (!avatar) return sendError(reply, 404, 'No avatar uploaded.');
      // The URL carries the upload time (?v=), so the browser may keep it; nobody else may.
      return reply
        .header('content-type', avatar.type)
        .header('cache-control', 'private, max-age=86400')
        .header('content-security-policy', "default-src 'none'")
        .send(avatar.bytes);
    },
  );

  app.put(
    '/user/avatar',
    {
      config: { access: 'user' },
      bodyLimit: AVATAR_BODY_LIMIT,
      schema: {
        summary: 'Upload an avatar: PNG, JPEG or WebP (checked by its first bytes), at most 512 KB',
        tags: ['profile'],
        body: AvatarUpload,
        response: { 200: ProfileResponse, 400: ApiError },
      },
    },
    async (request, reply) => {
      const bytes = Buffer.from(request.body.image, 'base64');
      const refuse = (message: string) => sendError(reply, 400, `Invalid body: image: ${message}`);
      if (bytes.length > AVATAR_MAX_BYTES) return refuse('the image is larger than 512 KB');
      const type = avatarTypeOf(bytes);
      if (!type) return refuse('the file is not a PNG, JPEG or WebP image');
      const { id } = request.requireUser();
      await saveAvatar(db.orm, id, { bytes, type }, wallNow());
      return profileView(id);
    },
  );

  app.delete(
    '/user/avatar',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Remove the uploaded avatar (initials are shown again)',
        tags: ['profile'],
        response: { 200: OkResponse },
      },
    },
    async (request) => {
      await saveAvatar(db.orm, request.requireUser().id, null, wallNow());
      return { status: 'ok' as const };
    },
  );
};
