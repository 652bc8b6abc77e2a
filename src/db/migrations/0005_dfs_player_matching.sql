CREATE TABLE "player_crosswalk" (
	"mfl_id" text PRIMARY KEY NOT NULL,
	"gsis_id" text,
	"name" text NOT NULL,
	"position" text,
	"team" text,
	"birth_date" date,
	"draft_year" integer
);
--> statement-breakpoint
ALTER TABLE "dfs_salaries" ADD COLUMN "player_key" text;--> statement-breakpoint
ALTER TABLE "dfs_salaries" ADD COLUMN "match_method" text;--> statement-breakpoint
CREATE INDEX "player_crosswalk_gsis_idx" ON "player_crosswalk" USING btree ("gsis_id");