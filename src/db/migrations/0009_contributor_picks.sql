CREATE TABLE "contributor_picks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"former_key" uuid,
	"game_id" text NOT NULL,
	"market" text NOT NULL,
	"selection" text NOT NULL,
	"line" double precision,
	"price" integer,
	"book" text NOT NULL,
	"line_captured_at" timestamp with time zone NOT NULL,
	"locked_at" timestamp with time zone NOT NULL,
	"written_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "contributor_picks_market_check" CHECK ("contributor_picks"."market" in ('spread', 'total', 'moneyline')),
	CONSTRAINT "contributor_picks_selection_check" CHECK (("contributor_picks"."market" = 'total' and "contributor_picks"."selection" in ('over', 'under')) or ("contributor_picks"."market" <> 'total' and "contributor_picks"."selection" in ('home', 'away'))),
	CONSTRAINT "contributor_picks_line_check" CHECK (("contributor_picks"."market" = 'moneyline') = ("contributor_picks"."line" is null)),
	CONSTRAINT "contributor_picks_owner_check" CHECK ("contributor_picks"."user_id" is not null or "contributor_picks"."former_key" is not null)
);
--> statement-breakpoint
ALTER TABLE "contributor_picks" ADD CONSTRAINT "contributor_picks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributor_picks" ADD CONSTRAINT "contributor_picks_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contributor_picks_one_per_market" ON "contributor_picks" USING btree ("user_id","game_id","market");--> statement-breakpoint
CREATE INDEX "contributor_picks_game_idx" ON "contributor_picks" USING btree ("game_id");--> statement-breakpoint
-- A locked pick is never rewritten and never deleted. The one change allowed is account deletion's
-- (decision 047): user_id from a person to null with former_key set, every other column unchanged.
-- (Hand-written: drizzle-kit does not model triggers.)
CREATE FUNCTION contributor_picks_locked_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'contributor pick % is part of the public record and cannot be deleted', OLD.id;
  END IF;
  IF OLD.user_id IS NOT NULL AND NEW.user_id IS NULL AND OLD.former_key IS NULL AND NEW.former_key IS NOT NULL
     AND (to_jsonb(NEW) - ARRAY['user_id', 'former_key']) = (to_jsonb(OLD) - ARRAY['user_id', 'former_key']) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'contributor pick % is locked: it cannot be changed', OLD.id;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER contributor_picks_locked_guard BEFORE UPDATE OR DELETE ON "contributor_picks"
  FOR EACH ROW EXECUTE FUNCTION contributor_picks_locked_guard();
--> statement-breakpoint
-- A new pick changes the public leaderboard: bump the data version and announce it, as a finished run
-- does (migration 0006), so every instance's response cache drops its answers.
CREATE TRIGGER contributor_picks_data_changed AFTER INSERT OR UPDATE ON "contributor_picks"
  FOR EACH STATEMENT EXECUTE FUNCTION provider_runs_data_changed();
