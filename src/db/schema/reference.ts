import { doublePrecision, pgTable, text } from 'drizzle-orm/pg-core';

/** The 32 franchises, seeded from src/shared/reference/teams.ts (the curated source of truth). */
export const teams = pgTable('teams', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  nickname: text('nickname').notNull(),
  location: text('location').notNull(),
  conference: text('conference', { enum: ['AFC', 'NFC'] }).notNull(),
  division: text('division', { enum: ['East', 'North', 'South', 'West'] }).notNull(),
  primaryColor: text('primary_color').notNull(),
  secondaryColor: text('secondary_color').notNull(),
  emoji: text('emoji').notNull(),
  /** Historical and alternate codes that mean this franchise (OAK -> LV). */
  formerCodes: text('former_codes').array().notNull(),
});

/** Venues, seeded from src/shared/reference/stadiums.ts; surface is the latest the schedule reports. */
export const stadiums = pgTable('stadiums', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  timeZone: text('time_zone').notNull(),
  roof: text('roof').notNull(),
  surface: text('surface'),
});
