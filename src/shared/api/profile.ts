// The Profile (spec 02 §2-§3, issue 11 point 2): GET/PUT /api/user/profile, the avatar upload, and
// favourite teams (PUT /api/user/favorite-teams). Bodies are strict: unknown fields are refused, and
// each refusal names the field so the page shows it beside that field.
import { z } from 'zod';
import { TEAMS } from '../reference/teams.ts';
import { ProfileStats } from './pick-stats.ts';
import { singleLine } from './text.ts';

export const TEAM_CODES = TEAMS.map((t) => t.code) as [string, ...string[]];
export const TeamCode = z.enum(TEAM_CODES, { error: 'not one of the 32 team codes' });

export const PREFERENCE_KEYS = [
  'emailAlerts',
  'lineMovementAlerts',
  'injuryAlerts',
  'dfsAlerts',
  'weeklyNewsletter',
  'marketingEmails',
] as const;
export type PreferenceKey = (typeof PREFERENCE_KEYS)[number];

export const Preferences = z.strictObject({
  emailAlerts: z.boolean(),
  lineMovementAlerts: z.boolean(),
  injuryAlerts: z.boolean(),
  dfsAlerts: z.boolean(),
  weeklyNewsletter: z.boolean(),
  marketingEmails: z.boolean(),
});
export type Preferences = z.infer<typeof Preferences>;

export const DisplayName = singleLine(z.string())
  .trim()
  .min(1, { error: 'enter a display name' })
  .max(80, { error: 'at most 80 characters' });

/** Optional; when given, an https address (a Substack publication or a custom domain). */
export const SubstackUrl = singleLine(z.string())
  .trim()
  .max(300, { error: 'at most 300 characters' })
  .refine((v) => URL.canParse(v), { error: 'enter a full address, like https://you.substack.com' })
  .refine((v) => !URL.canParse(v) || new URL(v).protocol === 'https:', {
    error: 'the address must start with https://',
  });

export const FavoriteTeams = z
  .array(TeamCode)
  .max(32)
  .refine((codes) => new Set(codes).size === codes.length, { error: 'a team is listed twice' });

export const ProfileResponse = z
  .object({
    name: z.string(),
    email: z.string(),
    substackUrl: z.string().nullable(),
    avatar: z.object({
      initials: z.string(),
      /** Where the uploaded image is served (changes with each upload); null: initials are shown. */
      imageUrl: z.string().nullable(),
    }),
    preferences: Preferences,
    favoriteTeams: z.array(z.string()),
    stats: ProfileStats,
  })
  .meta({ id: 'Profile' });
export type ProfileResponse = z.infer<typeof ProfileResponse>;

/** Each Profile tab saves its own part; an omitted part stays as it is. */
export const ProfileUpdate = z.strictObject({
  name: DisplayName.optional(),
  substackUrl: SubstackUrl.nullable().optional(),
  preferences: Preferences.optional(),
  favoriteTeams: FavoriteTeams.optional(),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdate>;

export const AVATAR_MAX_BYTES = 512 * 1024;
/** base64 of 512 KB plus slack for the JSON around it. */
export const AVATAR_BODY_LIMIT = 800_000;

export const AvatarUpload = z.strictObject({
  image: singleLine(z.string())
    .min(1, { error: 'choose an image' })
    .max(Math.ceil(AVATAR_MAX_BYTES / 3) * 4 + 4, { error: 'the image is larger than 512 KB' })
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: 'send the image as base64' })
    .describe('The file, base64; PNG, JPEG or WebP, at most 512 KB'),
});

export const FavoriteTeamsUpdate = z.strictObject({ teams: FavoriteTeams });
