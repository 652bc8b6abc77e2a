CREATE TABLE "dfs_salaries" (
	"site" text NOT NULL,
	"slate" text NOT NULL,
	"site_player_id" text NOT NULL,
	"season" integer,
	"week" integer,
	"player_name" text NOT NULL,
	"position" text NOT NULL,
	"roster_position" text NOT NULL,
	"salary" integer NOT NULL,
	"team" text NOT NULL,
	"opponent" text,
	"game_id" text,
	"game_info" text,
	"avg_points" double precision,
	"injury_indicator" text,
	"gsis_id" text,
	"captured_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"game_id" text PRIMARY KEY NOT NULL,
	"season" integer NOT NULL,
	"game_type" text NOT NULL,
	"week" integer NOT NULL,
	"kickoff" timestamp with time zone NOT NULL,
	"kickoff_estimated" boolean DEFAULT false NOT NULL,
	"time_slot" text NOT NULL,
	"home_team" text NOT NULL,
	"away_team" text NOT NULL,
	"stadium_id" text,
	"neutral_site" boolean NOT NULL,
	"division_game" boolean NOT NULL,
	"home_rest" integer,
	"away_rest" integer,
	"roof" text,
	"surface" text,
	"home_score" integer,
	"away_score" integer,
	"overtime" boolean,
	"status" text NOT NULL,
	"result_known_at" timestamp with time zone,
	"live_home_score" integer,
	"live_away_score" integer,
	"live_detail" text,
	"live_score_at" timestamp with time zone,
	"home_qb_id" text,
	"away_qb_id" text,
	"home_qb_name" text,
	"away_qb_name" text,
	"home_coach" text,
	"away_coach" text,
	"referee" text,
	"espn_id" text,
	"pfr_id" text,
	"old_game_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_status_check" CHECK ("games"."status" in ('scheduled', 'in_progress', 'final'))
);
--> statement-breakpoint
CREATE TABLE "odds_api_usage" (
	"day" date PRIMARY KEY NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"remaining_reported" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "odds_snapshots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_id" text NOT NULL,
	"book" text NOT NULL,
	"market" text NOT NULL,
	"side" text NOT NULL,
	"line" double precision,
	"price" integer,
	"captured_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_props" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_id" text NOT NULL,
	"book" text NOT NULL,
	"market" text NOT NULL,
	"player_name" text NOT NULL,
	"side" text NOT NULL,
	"line" double precision,
	"price" integer,
	"captured_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "injuries" (
	"source" text NOT NULL,
	"season" integer NOT NULL,
	"week" integer NOT NULL,
	"game_type" text NOT NULL,
	"team" text NOT NULL,
	"player_key" text NOT NULL,
	"gsis_id" text,
	"full_name" text NOT NULL,
	"position" text,
	"report_primary_injury" text,
	"report_secondary_injury" text,
	"report_status" text,
	"practice_primary_injury" text,
	"practice_secondary_injury" text,
	"practice_status" text,
	"reported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "players" (
	"gsis_id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"merge_name" text,
	"position" text,
	"team" text,
	"status" text,
	"jersey_number" integer,
	"birth_date" date,
	"height_in" integer,
	"weight_lb" integer,
	"college" text,
	"years_exp" integer,
	"headshot_url" text,
	"sleeper_id" text,
	"espn_id" text,
	"pfr_id" text,
	"yahoo_id" text,
	"sportradar_id" text,
	"pff_id" text,
	"fantasypros_id" text,
	"injury_status" text,
	"injury_status_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roster_entries" (
	"season" integer NOT NULL,
	"gsis_id" text NOT NULL,
	"team" text NOT NULL,
	"position" text,
	"depth_chart_position" text,
	"jersey_number" integer,
	"status" text,
	"week" integer,
	CONSTRAINT "roster_entries_season_gsis_id_pk" PRIMARY KEY("season","gsis_id")
);
--> statement-breakpoint
CREATE TABLE "provider_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text NOT NULL,
	"rows_inserted" integer DEFAULT 0 NOT NULL,
	"rows_updated" integer DEFAULT 0 NOT NULL,
	"rows_unchanged" integer DEFAULT 0 NOT NULL,
	"error" text,
	"data_as_of" timestamp with time zone,
	"details" jsonb,
	CONSTRAINT "provider_runs_status_check" CHECK ("provider_runs"."status" in ('running', 'success', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "stadiums" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"time_zone" text NOT NULL,
	"roof" text NOT NULL,
	"surface" text
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"nickname" text NOT NULL,
	"location" text NOT NULL,
	"conference" text NOT NULL,
	"division" text NOT NULL,
	"primary_color" text NOT NULL,
	"secondary_color" text NOT NULL,
	"emoji" text NOT NULL,
	"former_codes" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_season_stats" (
	"season" integer NOT NULL,
	"season_type" text NOT NULL,
	"player_id" text NOT NULL,
	"player_name" text,
	"position" text,
	"team" text,
	"games" integer,
	"stats" jsonb NOT NULL,
	CONSTRAINT "player_season_stats_season_season_type_player_id_pk" PRIMARY KEY("season","season_type","player_id")
);
--> statement-breakpoint
CREATE TABLE "player_week_stats" (
	"season" integer NOT NULL,
	"week" integer NOT NULL,
	"season_type" text NOT NULL,
	"player_id" text NOT NULL,
	"player_name" text,
	"position" text,
	"team" text NOT NULL,
	"opponent_team" text,
	"fantasy_points" double precision,
	"fantasy_points_ppr" double precision,
	"stats" jsonb NOT NULL,
	CONSTRAINT "player_week_stats_season_week_season_type_player_id_pk" PRIMARY KEY("season","week","season_type","player_id")
);
--> statement-breakpoint
CREATE TABLE "snap_counts" (
	"game_id" text NOT NULL,
	"pfr_player_id" text NOT NULL,
	"season" integer NOT NULL,
	"week" integer NOT NULL,
	"game_type" text NOT NULL,
	"player" text NOT NULL,
	"position" text,
	"team" text NOT NULL,
	"opponent" text,
	"offense_snaps" integer,
	"offense_pct" double precision,
	"defense_snaps" integer,
	"defense_pct" double precision,
	"st_snaps" integer,
	"st_pct" double precision,
	CONSTRAINT "snap_counts_game_id_pfr_player_id_pk" PRIMARY KEY("game_id","pfr_player_id")
);
--> statement-breakpoint
CREATE TABLE "team_season_stats" (
	"season" integer NOT NULL,
	"season_type" text NOT NULL,
	"team" text NOT NULL,
	"games" integer,
	"stats" jsonb NOT NULL,
	CONSTRAINT "team_season_stats_season_season_type_team_pk" PRIMARY KEY("season","season_type","team")
);
--> statement-breakpoint
CREATE TABLE "team_week_stats" (
	"season" integer NOT NULL,
	"week" integer NOT NULL,
	"season_type" text NOT NULL,
	"team" text NOT NULL,
	"opponent_team" text,
	"game_id" text,
	"stats" jsonb NOT NULL,
	CONSTRAINT "team_week_stats_season_week_season_type_team_pk" PRIMARY KEY("season","week","season_type","team")
);
--> statement-breakpoint
CREATE TABLE "weather_snapshots" (
	"game_id" text NOT NULL,
	"source" text NOT NULL,
	"captured_at" timestamp with time zone NOT NULL,
	"valid_at" timestamp with time zone NOT NULL,
	"observed" boolean NOT NULL,
	"temperature_f" double precision,
	"wind_mph" double precision,
	"humidity_pct" double precision,
	"precipitation_pct" double precision
);
--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_home_team_teams_code_fk" FOREIGN KEY ("home_team") REFERENCES "public"."teams"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_away_team_teams_code_fk" FOREIGN KEY ("away_team") REFERENCES "public"."teams"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_stadium_id_stadiums_id_fk" FOREIGN KEY ("stadium_id") REFERENCES "public"."stadiums"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odds_snapshots" ADD CONSTRAINT "odds_snapshots_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_props" ADD CONSTRAINT "player_props_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weather_snapshots" ADD CONSTRAINT "weather_snapshots_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dfs_salaries_natural_key" ON "dfs_salaries" USING btree ("site","slate","site_player_id");--> statement-breakpoint
CREATE INDEX "dfs_salaries_week_idx" ON "dfs_salaries" USING btree ("season","week");--> statement-breakpoint
CREATE INDEX "games_season_week_idx" ON "games" USING btree ("season","week");--> statement-breakpoint
CREATE INDEX "games_kickoff_idx" ON "games" USING btree ("kickoff");--> statement-breakpoint
CREATE INDEX "games_espn_id_idx" ON "games" USING btree ("espn_id");--> statement-breakpoint
CREATE UNIQUE INDEX "odds_snapshots_natural_key" ON "odds_snapshots" USING btree ("game_id","book","market","side","captured_at");--> statement-breakpoint
CREATE INDEX "odds_snapshots_game_captured_idx" ON "odds_snapshots" USING btree ("game_id","captured_at");--> statement-breakpoint
CREATE UNIQUE INDEX "player_props_natural_key" ON "player_props" USING btree ("game_id","book","market","player_name","side","captured_at");--> statement-breakpoint
CREATE UNIQUE INDEX "injuries_natural_key" ON "injuries" USING btree ("source","season","week","team","player_key");--> statement-breakpoint
CREATE INDEX "injuries_gsis_idx" ON "injuries" USING btree ("gsis_id");--> statement-breakpoint
CREATE INDEX "players_sleeper_id_idx" ON "players" USING btree ("sleeper_id");--> statement-breakpoint
CREATE INDEX "players_espn_id_idx" ON "players" USING btree ("espn_id");--> statement-breakpoint
CREATE INDEX "players_pfr_id_idx" ON "players" USING btree ("pfr_id");--> statement-breakpoint
CREATE INDEX "players_merge_name_idx" ON "players" USING btree ("merge_name");--> statement-breakpoint
CREATE INDEX "roster_entries_team_idx" ON "roster_entries" USING btree ("season","team");--> statement-breakpoint
CREATE INDEX "provider_runs_source_started_idx" ON "provider_runs" USING btree ("source","started_at");--> statement-breakpoint
CREATE INDEX "player_week_stats_player_idx" ON "player_week_stats" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "player_week_stats_team_idx" ON "player_week_stats" USING btree ("season","week","team");--> statement-breakpoint
CREATE INDEX "snap_counts_player_idx" ON "snap_counts" USING btree ("pfr_player_id");--> statement-breakpoint
CREATE INDEX "snap_counts_season_week_idx" ON "snap_counts" USING btree ("season","week");--> statement-breakpoint
CREATE UNIQUE INDEX "weather_snapshots_natural_key" ON "weather_snapshots" USING btree ("game_id","source","captured_at");