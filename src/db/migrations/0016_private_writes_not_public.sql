-- A person's write is not a data change (docs/decisions/092-public-reads-never-wait-for-private-writes.md).
-- Migrations 0009 and 0014 made every contributor pick, challenge and membership bump the data version
-- that versions the public NFL answers, so each join or leave made every instance drop every cached
-- answer and rebuild the week board (seconds of work): any signed-in user could stall the site. The
-- community reads those rows feed are now kept fresh by this process's community generation (bumped by
-- the routes that write them) and by the clock minute, so another instance shows such a write within a
-- minute. The data version again counts finished runs only.
-- (Hand-written: drizzle-kit does not model triggers.)
DROP TRIGGER IF EXISTS challenges_data_changed ON "challenges";
--> statement-breakpoint
DROP TRIGGER IF EXISTS challenge_members_data_changed ON "challenge_members";
--> statement-breakpoint
DROP TRIGGER IF EXISTS contributor_picks_data_changed ON "contributor_picks";
