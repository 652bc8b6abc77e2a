CREATE TABLE "no_picks" (
	"game_id" text NOT NULL,
	"model_version" text NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	"written_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"reasons" jsonb NOT NULL,
	CONSTRAINT "no_picks_game_id_model_version_pk" PRIMARY KEY("game_id","model_version")
);
--> statement-breakpoint
CREATE TABLE "week_pick_cache" (
	"model_version" text NOT NULL,
	"season" integer NOT NULL,
	"week" integer NOT NULL,
	"inputs_key" text NOT NULL,
	"picks" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "week_pick_cache_model_version_season_week_inputs_key_pk" PRIMARY KEY("model_version","season","week","inputs_key")
);
--> statement-breakpoint
ALTER TABLE "provider_runs" DROP CONSTRAINT "provider_runs_status_check";--> statement-breakpoint
ALTER TABLE "provider_runs" ADD COLUMN "owner" integer;--> statement-breakpoint
ALTER TABLE "no_picks" ADD CONSTRAINT "no_picks_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "week_pick_cache_computed_idx" ON "week_pick_cache" USING btree ("model_version","season","week","computed_at");--> statement-breakpoint
ALTER TABLE "provider_runs" ADD CONSTRAINT "provider_runs_status_check" CHECK ("provider_runs"."status" in ('running', 'success', 'failed', 'aborted'));
--> statement-breakpoint
-- "No pick published" is part of the public record: never rewritten, never deleted, and a game has
-- either a pick or a no-pick per model version, never both. (Hand-written: drizzle-kit does not model triggers.)
CREATE FUNCTION no_picks_frozen_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'no-pick record % (%) is part of the public record and cannot be changed or deleted', OLD.game_id, OLD.model_version;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER no_picks_frozen_guard BEFORE UPDATE OR DELETE ON "no_picks"
  FOR EACH ROW EXECUTE FUNCTION no_picks_frozen_guard();
--> statement-breakpoint
CREATE FUNCTION one_decision_per_game() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'predictions' AND EXISTS (
    SELECT 1 FROM no_picks n WHERE n.game_id = NEW.game_id AND n.model_version = NEW.model_version
  ) THEN
    RAISE EXCEPTION 'game % (%) already has "no pick published" on the record', NEW.game_id, NEW.model_version;
  END IF;
  IF TG_TABLE_NAME = 'no_picks' AND EXISTS (
    SELECT 1 FROM predictions p WHERE p.game_id = NEW.game_id AND p.model_version = NEW.model_version
  ) THEN
    RAISE EXCEPTION 'game % (%) already has a pick on the record', NEW.game_id, NEW.model_version;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER predictions_one_decision BEFORE INSERT ON "predictions"
  FOR EACH ROW EXECUTE FUNCTION one_decision_per_game();
--> statement-breakpoint
CREATE TRIGGER no_picks_one_decision BEFORE INSERT ON "no_picks"
  FOR EACH ROW EXECUTE FUNCTION one_decision_per_game();
