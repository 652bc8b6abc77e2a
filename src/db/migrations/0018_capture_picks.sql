CREATE TABLE "capture_picks" (
	"game_id" text NOT NULL,
	"model_version" text NOT NULL,
	"inputs_known_at" timestamp with time zone NOT NULL,
	"pick" text,
	"pick_line" double precision,
	"pick_line_books" integer,
	"pick_line_source" text,
	"pick_line_at" timestamp with time zone,
	"closing_line" double precision,
	"closing_line_books" integer,
	"closing_line_at" timestamp with time zone,
	"clv_points" double precision,
	"clv_probability" double precision,
	"unknown" text,
	CONSTRAINT "capture_picks_game_id_model_version_pk" PRIMARY KEY("game_id","model_version")
);
--> statement-breakpoint
ALTER TABLE "capture_picks" ADD CONSTRAINT "capture_picks_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE no action ON UPDATE no action;
