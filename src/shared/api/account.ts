// The account's own data: export of everything we hold (GET /api/user/export) and deletion
// (DELETE /api/user, with the password). See docs/decisions/047-account-export-and-deletion.md.
import { z } from 'zod';
import { singleLine } from './text.ts';

const When = z.iso.datetime();

/** Every part of src/db/repositories/user-data.ts, by key. A new part adds its key here. */
export const AccountExport = z
  .object({
    format: z.literal('go-gorilla-account-export/1'),
    exportedAt: When,
    profile: z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      emailVerified: z.boolean(),
      role: z.enum(['user', 'admin']).describe('Stored role (ADMIN_EMAILS may raise it at run time)'),
      createdAt: When,
      updatedAt: When,
    }),
    credentials: z
      .array(z.object({ providerId: z.string(), createdAt: When, updatedAt: When }))
      .describe('That a password is set and when; the hash never leaves the server'),
    sessions: z.array(
      z.object({
        id: z.string(),
        createdAt: When,
        updatedAt: When,
        expiresAt: When,
        ipAddress: z.string().nullable(),
        userAgent: z.string().nullable(),
      }),
    ),
    mail: z.array(
      z.object({
        kind: z.string(),
        subject: z.string(),
        status: z.string(),
        createdAt: When,
        sentAt: When.nullable(),
      }),
    ),
    picks: z
      .array(
        z.object({
          gameId: z.string(),
          market: z.string(),
          selection: z.string(),
          line: z.number().nullable(),
          price: z.number().nullable(),
          book: z.string(),
          lineCapturedAt: When,
          lockedAt: When,
        }),
      )
      .describe(
        'Locked picks; on deletion they stay in the public record, cut from the account (decision 056)',
      ),
    profileSettings: z
      .object({
        substackUrl: z.string().nullable(),
        avatarType: z.string().nullable(),
        avatarBase64: z.string().nullable().describe('The uploaded avatar image, base64'),
        avatarUpdatedAt: When.nullable(),
        emailAlerts: z.boolean(),
        lineMovementAlerts: z.boolean(),
        injuryAlerts: z.boolean(),
        dfsAlerts: z.boolean(),
        weeklyNewsletter: z.boolean(),
        marketingEmails: z.boolean(),
        favoriteTeams: z.array(z.string()),
        updatedAt: When,
      })
      .nullable()
      .describe('Null until the Profile is first saved'),
    savedPicks: z.array(
      z.object({
        id: z.number().int(),
        gameId: z.string(),
        modelVersion: z.string(),
        pickedTeam: z.string().nullable().describe('Null while withheld'),
        confidencePct: z.number().nullable().describe('Null while withheld'),
        withheld: z
          .boolean()
          .describe(
            'A premium pick of a game not yet kicked off, without premium or a free pick on it: side and probability kept back (decision 124)',
          ),
        pickStatus: z.string(),
        savedAt: When,
      }),
    ),
    betting: z
      .object({
        bets: z.array(z.record(z.string(), z.unknown())),
        settings: z.array(z.record(z.string(), z.unknown())),
        breaks: z.array(z.record(z.string(), z.unknown())),
      })
      .describe('The bet tracker: logged bets (money in cents), its settings, responsible-gaming breaks'),
    challenges: z
      .object({
        created: z.array(
          z.object({
            id: z.number().int(),
            title: z.string(),
            kind: z.string(),
            period: z.string(),
            startsAt: When,
            endsAt: When,
            createdAt: When,
          }),
        ),
        joined: z.array(z.object({ challengeId: z.number().int(), joinedAt: When })),
        follows: z.array(z.object({ followeeId: z.string(), createdAt: When })),
      })
      .describe(
        'Challenges created (they stay, without a creator, on deletion), joined, and people followed',
      ),
    pushNotifications: z
      .object({
        subscriptions: z.array(z.object({ endpoint: z.string(), createdAt: When })),
        preferences: z.array(z.record(z.string(), z.unknown())),
        deliveries: z.array(z.record(z.string(), z.unknown())),
      })
      .describe('Browsers subscribed to push, push preferences, and which alerts were pushed (decision 115)'),
    testimonials: z
      .array(
        z.object({
          id: z.number().int(),
          quote: z.string(),
          rating: z.number().int().nullable(),
          status: z.string(),
          createdAt: When,
          decidedAt: When.nullable(),
        }),
      )
      .describe('Testimonials written (deleted with the account) and whether an admin approved them'),
    subscription: z
      .array(
        z.object({
          status: z.string(),
          currentPeriodEnd: When.nullable(),
          cancelAtPeriodEnd: z.boolean(),
          updatedAt: When,
        }),
      )
      .describe('The paid plan as Stripe last reported it: status and the end of the paid period (issue 24)'),
    freePicks: z
      .array(z.object({ gameId: z.string(), weekStart: When, claimedAt: When }))
      .describe(
        'Free picks unlocked: the game and the free-pick week (from Tuesday 03:00) it counted in (decision 120)',
      ),
    growth: z
      .object({
        referral: z.object({
          code: z.object({ code: z.string(), createdAt: When }).nullable(),
          referredBy: z.object({ code: z.string(), createdAt: When }).nullable(),
        }),
        events: z.array(
          z.object({
            event: z.string(),
            occurredAt: When,
            path: z.string(),
            referralCode: z.string().nullable(),
            props: z.record(z.string(), z.unknown()),
          }),
        ),
        digestPushes: z.array(
          z.object({ season: z.number().int(), week: z.number().int(), createdAt: When }),
        ),
      })
      .describe(
        'Your referral code, the code you arrived with, your analytics events and weekly digests pushed (decisions 122, 123)',
      ),
  })
  .meta({ id: 'AccountExport' });
export type AccountExport = z.infer<typeof AccountExport>;

export const DeleteAccountBody = z.strictObject({ password: singleLine(z.string().min(1).max(1024)) });

export const DeletedResponse = z.object({ status: z.literal('deleted') });
