CREATE TABLE "alert_grades" (
	"alert_id" bigint PRIMARY KEY NOT NULL,
	"outcome" text NOT NULL,
	"units" double precision NOT NULL,
	"price" integer NOT NULL,
	"home_score" integer NOT NULL,
	"away_score" integer NOT NULL,
	"known_at" timestamp with time zone NOT NULL,
	"graded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "alert_grades_outcome_check" CHECK ("alert_grades"."outcome" in ('win', 'loss', 'push'))
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"urgency" text NOT NULL,
	"game_id" text NOT NULL,
	"detected_at" timestamp with time zone NOT NULL,
	"from_at" timestamp with time zone,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"emoji" text NOT NULL,
	"old_value" text,
	"new_value" text,
	"impact" text NOT NULL,
	"team" text,
	"player" text,
	"player_id" text,
	"book" text,
	"market" text,
	"side" text,
	"line" double precision,
	"price" integer,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "alerts_key_unique" UNIQUE("key"),
	CONSTRAINT "alerts_type_check" CHECK ("alerts"."type" in ('line_movement', 'injury', 'weather', 'sharp_money')),
	CONSTRAINT "alerts_urgency_check" CHECK ("alerts"."urgency" in ('high', 'medium', 'low')),
	CONSTRAINT "alerts_graded_fields_check" CHECK (("alerts"."side" is null) = ("alerts"."line" is null) and ("alerts"."side" is null or "alerts"."market" is not null))
);
--> statement-breakpoint
ALTER TABLE "alert_grades" ADD CONSTRAINT "alert_grades_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alerts_detected_at_idx" ON "alerts" USING btree ("detected_at");--> statement-breakpoint
CREATE INDEX "alerts_game_idx" ON "alerts" USING btree ("game_id");--> statement-breakpoint
-- (Hand-written: drizzle-kit does not model triggers.) Alerts are a record: stored once, never edited
-- or removed, so the feed and its graded hit rate cannot be tidied after the fact.
CREATE FUNCTION alerts_insert_only_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'alert % is part of the record and cannot be changed or deleted', OLD.key;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER alerts_insert_only_guard BEFORE UPDATE OR DELETE ON "alerts"
  FOR EACH ROW EXECUTE FUNCTION alerts_insert_only_guard();
