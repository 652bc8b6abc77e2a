CREATE TABLE "prop_picks" (
	"game_id" text NOT NULL,
	"player_id" text NOT NULL,
	"market" text NOT NULL,
	"model_version" text NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	"written_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"season" integer NOT NULL,
	"week" integer NOT NULL,
	"player_name" text NOT NULL,
	"position" text NOT NULL,
	"team" text NOT NULL,
	"opponent" text NOT NULL,
	"status" text NOT NULL,
	"book" text NOT NULL,
	"line" double precision NOT NULL,
	"over_price" integer,
	"under_price" integer,
	"line_captured_at" timestamp with time zone NOT NULL,
	"projection" double precision,
	"side" text,
	"edge" double precision,
	"probability" double precision,
	"market_probability" double precision,
	"confidence" text,
	"hit_rate_hits" integer,
	"hit_rate_pushes" integer,
	"hit_rate_games" integer,
	"reasons" jsonb,
	"actual" double precision,
	"outcome" text,
	"graded_at" timestamp with time zone,
	CONSTRAINT "prop_picks_game_id_player_id_market_model_version_pk" PRIMARY KEY("game_id","player_id","market","model_version"),
	CONSTRAINT "prop_picks_shape_check" CHECK (("prop_picks"."status" = 'pick' and "prop_picks"."side" is not null and "prop_picks"."projection" is not null and "prop_picks"."probability" is not null and "prop_picks"."reasons" is null)
       or ("prop_picks"."status" = 'no_pick' and "prop_picks"."side" is null and "prop_picks"."reasons" is not null and "prop_picks"."outcome" is null)),
	CONSTRAINT "prop_picks_outcome_check" CHECK ("prop_picks"."outcome" in ('win', 'loss', 'push'))
);
--> statement-breakpoint
CREATE TABLE "prop_reports" (
	"model_version" text NOT NULL,
	"as_of" timestamp with time zone NOT NULL,
	"data_key" text NOT NULL,
	"report" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "prop_reports_model_version_as_of_pk" PRIMARY KEY("model_version","as_of")
);
--> statement-breakpoint
ALTER TABLE "prop_picks" ADD CONSTRAINT "prop_picks_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prop_picks_week_idx" ON "prop_picks" USING btree ("season","week");--> statement-breakpoint
CREATE INDEX "prop_picks_player_idx" ON "prop_picks" USING btree ("player_id");--> statement-breakpoint
-- A prop decision (pick or "no pick published") is part of the public record: only the grade columns of
-- a pick may change, and nothing is deleted. (Hand-written: drizzle-kit does not model triggers.)
CREATE FUNCTION prop_picks_frozen_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  grade_columns text[] := ARRAY['actual', 'outcome', 'graded_at'];
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'prop decision % % % (%) is part of the public record and cannot be deleted', OLD.game_id, OLD.player_id, OLD.market, OLD.model_version;
  END IF;
  IF (to_jsonb(NEW) - grade_columns) IS DISTINCT FROM (to_jsonb(OLD) - grade_columns) THEN
    RAISE EXCEPTION 'prop decision % % % (%) is frozen: only its grade may change', OLD.game_id, OLD.player_id, OLD.market, OLD.model_version;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER prop_picks_frozen_guard BEFORE UPDATE OR DELETE ON "prop_picks"
  FOR EACH ROW EXECUTE FUNCTION prop_picks_frozen_guard();
