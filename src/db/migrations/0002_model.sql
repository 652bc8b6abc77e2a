CREATE TABLE "elo538_games" (
	"date" date NOT NULL,
	"season" integer NOT NULL,
	"neutral" boolean NOT NULL,
	"playoff" boolean NOT NULL,
	"team1" text NOT NULL,
	"team2" text NOT NULL,
	"elo1" double precision NOT NULL,
	"elo2" double precision NOT NULL,
	"elo_prob1" double precision NOT NULL,
	CONSTRAINT "elo538_games_date_team1_team2_pk" PRIMARY KEY("date","team1","team2")
);
--> statement-breakpoint
CREATE TABLE "model_reports" (
	"model_version" text NOT NULL,
	"as_of" timestamp with time zone NOT NULL,
	"from_season" integer NOT NULL,
	"to_season" integer NOT NULL,
	"data_key" text NOT NULL,
	"report" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "model_reports_model_version_as_of_pk" PRIMARY KEY("model_version","as_of")
);
--> statement-breakpoint
CREATE TABLE "predictions" (
	"game_id" text NOT NULL,
	"model_version" text NOT NULL,
	"predicted_at" timestamp with time zone NOT NULL,
	"written_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"home_win_probability" double precision NOT NULL,
	"winner_team" text NOT NULL,
	"confidence" text NOT NULL,
	"confidence_pct" double precision NOT NULL,
	"predicted_margin" double precision NOT NULL,
	"predicted_total" double precision NOT NULL,
	"spread_line" double precision,
	"spread_pick_team" text,
	"spread_edge" double precision,
	"total_line" double precision,
	"total_pick" text,
	"total_edge" double precision,
	"home_bioboost" double precision NOT NULL,
	"away_bioboost" double precision NOT NULL,
	"details" jsonb NOT NULL,
	"commentary" text NOT NULL,
	"home_score" integer,
	"away_score" integer,
	"straight_up" text,
	"against_spread" text,
	"total_result" text,
	"graded_at" timestamp with time zone,
	CONSTRAINT "predictions_game_id_model_version_pk" PRIMARY KEY("game_id","model_version"),
	CONSTRAINT "predictions_confidence_check" CHECK ("predictions"."confidence" in ('HIGH', 'MEDIUM', 'LOW')),
	CONSTRAINT "predictions_total_pick_check" CHECK ("predictions"."total_pick" in ('OVER', 'UNDER')),
	CONSTRAINT "predictions_grades_check" CHECK ("predictions"."straight_up" in ('win', 'loss', 'push') and "predictions"."against_spread" in ('win', 'loss', 'push') and "predictions"."total_result" in ('win', 'loss', 'push'))
);
--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "elo538_games_season_idx" ON "elo538_games" USING btree ("season");--> statement-breakpoint
CREATE INDEX "predictions_predicted_at_idx" ON "predictions" USING btree ("predicted_at");--> statement-breakpoint
-- A written pick is never rewritten: only the grade columns may change, and a pick is never deleted.
-- (Hand-written: drizzle-kit does not model triggers.)
CREATE FUNCTION predictions_frozen_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  grade_columns text[] := ARRAY['home_score', 'away_score', 'straight_up', 'against_spread', 'total_result', 'graded_at'];
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'prediction % (%) is part of the public record and cannot be deleted', OLD.game_id, OLD.model_version;
  END IF;
  IF (to_jsonb(NEW) - grade_columns) IS DISTINCT FROM (to_jsonb(OLD) - grade_columns) THEN
    RAISE EXCEPTION 'prediction % (%) is frozen: only its grade may change', OLD.game_id, OLD.model_version;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER predictions_frozen_guard BEFORE UPDATE OR DELETE ON "predictions"
  FOR EACH ROW EXECUTE FUNCTION predictions_frozen_guard();
