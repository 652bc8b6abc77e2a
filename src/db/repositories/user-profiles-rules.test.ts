// The Profile's stored part on one cloned database (decision 128, the repositories' fast test set;
// decision 141): a person without a row reads the defaults and nothing is written until they save; a
// save touches only the columns given and only their own row; the avatar and its version go together;
// the export holds the whole row with the image as base64 and without the user id.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { person } from '../../../tests/support/repo-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import {
  deleteProfileRow,
  exportProfileRow,
  readAvatar,
  readProfile,
  saveAvatar,
  updateDisplayName,
  updateProfile,
} from './user-profiles.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

const rows = async (userId: string) =>
  (await t.db.orm.execute(sql`select 1 from user_profiles where user_id = ${userId}`)).rows.length;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const AT = new Date('2026-11-27T15:00:00Z');

describe('reading the Profile', () => {
  it('reads the defaults for a person who never saved, writing no row; nothing for an unknown id', async () => {
    const id = await person(t.db.orm, 'new@example.com');
    expect(await readProfile(t.db.orm, id)).toEqual({
      name: 'new@example.com',
      email: 'new@example.com',
      substackUrl: null,
      avatarUpdatedAt: null,
      preferences: {
        emailAlerts: true,
        lineMovementAlerts: true,
        injuryAlerts: true,
        dfsAlerts: true,
        weeklyNewsletter: false,
        marketingEmails: false,
      },
      favoriteTeams: [],
      riskTolerance: 'moderate',
    });
    expect(await rows(id)).toBe(0);
    expect(await exportProfileRow(t.db.orm, id)).toBeNull();
    expect(await readProfile(t.db.orm, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });

  it('reads every saved column, its own row and not another person’s', async () => {
    const ann = await person(t.db.orm, 'ann@example.com');
    const bob = await person(t.db.orm, 'bob@example.com');
    // Every preference the opposite of its default, so a default read in its place shows.
    await updateProfile(t.db.orm, ann, {
      substackUrl: 'https://ann.substack.com',
      emailAlerts: false,
      lineMovementAlerts: false,
      injuryAlerts: false,
      dfsAlerts: false,
      weeklyNewsletter: true,
      marketingEmails: true,
      favoriteTeams: ['BUF', 'KC'],
      riskTolerance: 'aggressive',
    });
    await updateProfile(t.db.orm, bob, { favoriteTeams: ['DAL'], riskTolerance: 'conservative' });
    await updateDisplayName(t.db.orm, ann, 'Ann Lee');
    expect(await readProfile(t.db.orm, ann)).toEqual({
      name: 'Ann Lee',
      email: 'ann@example.com',
      substackUrl: 'https://ann.substack.com',
      avatarUpdatedAt: null,
      preferences: {
        emailAlerts: false,
        lineMovementAlerts: false,
        injuryAlerts: false,
        dfsAlerts: false,
        weeklyNewsletter: true,
        marketingEmails: true,
      },
      favoriteTeams: ['BUF', 'KC'],
      riskTolerance: 'aggressive',
    });
    const b = await readProfile(t.db.orm, bob);
    expect([b?.name, b?.favoriteTeams, b?.riskTolerance, b?.preferences.emailAlerts]).toEqual([
      'bob@example.com',
      ['DAL'],
      'conservative',
      true,
    ]);
  });
});

describe('saving the Profile', () => {
  it('writes nothing for an empty change, and a later save keeps the columns it does not name', async () => {
    const id = await person(t.db.orm, 'cat@example.com');
    await updateProfile(t.db.orm, id, {});
    expect(await rows(id)).toBe(0);
    await updateProfile(t.db.orm, id, { favoriteTeams: ['NYJ'], weeklyNewsletter: true });
    await updateProfile(t.db.orm, id, { riskTolerance: 'conservative' });
    const p = await readProfile(t.db.orm, id);
    expect([p?.favoriteTeams, p?.preferences.weeklyNewsletter, p?.riskTolerance]).toEqual([
      ['NYJ'],
      true,
      'conservative',
    ]);
    await updateProfile(t.db.orm, id, { favoriteTeams: ['MIA'] });
    expect((await readProfile(t.db.orm, id))?.favoriteTeams).toEqual(['MIA']);
  });

  it('stores the avatar with its instant and clears both; another person has none', async () => {
    const dan = await person(t.db.orm, 'dan@example.com');
    const eve = await person(t.db.orm, 'eve@example.com');
    await saveAvatar(t.db.orm, dan, { bytes: PNG, type: 'image/png' }, AT);
    expect(await readAvatar(t.db.orm, dan)).toEqual({ bytes: PNG, type: 'image/png' });
    expect((await readProfile(t.db.orm, dan))?.avatarUpdatedAt).toEqual(AT);
    expect(await readAvatar(t.db.orm, eve)).toBeUndefined();
    // A row without an image (a saved preference) reads no avatar either.
    await updateProfile(t.db.orm, eve, { dfsAlerts: false });
    expect(await readAvatar(t.db.orm, eve)).toBeUndefined();
    await saveAvatar(t.db.orm, dan, null, new Date('2026-11-27T16:00:00Z'));
    expect(await readAvatar(t.db.orm, dan)).toBeUndefined();
    expect((await readProfile(t.db.orm, dan))?.avatarUpdatedAt).toBeNull();
  });
});

describe('the account export and deletion of the row', () => {
  it('exports the whole row, the image as base64, without the user id; deletes only the owner’s', async () => {
    const fay = await person(t.db.orm, 'fay@example.com');
    const gil = await person(t.db.orm, 'gil@example.com');
    await saveAvatar(t.db.orm, fay, { bytes: PNG, type: 'image/png' }, AT);
    await updateProfile(t.db.orm, fay, { favoriteTeams: ['SF'] });
    await updateProfile(t.db.orm, gil, { favoriteTeams: ['SEA'] });
    const exported = await exportProfileRow(t.db.orm, fay);
    // 89 50 4e 47 in base64: 0x89504e47 → 100010 010101 000001 001110 0100(00) → i V B O R w==
    expect(exported?.avatarBase64).toBe('iVBORw==');
    expect(exported).toMatchObject({
      avatarType: 'image/png',
      avatarUpdatedAt: AT,
      favoriteTeams: ['SF'],
      substackUrl: null,
      riskTolerance: 'moderate',
    });
    expect(Object.keys(exported ?? {})).not.toContain('userId');
    expect(Object.keys(exported ?? {})).not.toContain('avatar');
    await updateProfile(t.db.orm, gil, { substackUrl: 'https://gil.example' });
    expect((await exportProfileRow(t.db.orm, gil))?.avatarBase64).toBeNull();
    await deleteProfileRow(t.db.orm, fay);
    expect(await rows(fay)).toBe(0);
    expect(await rows(gil)).toBe(1);
  });
});
