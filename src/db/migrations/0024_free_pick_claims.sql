CREATE TABLE "free_pick_claims" (
	"holder" text NOT NULL,
	"week_start" timestamp with time zone NOT NULL,
	"game_id" text NOT NULL,
	"user_id" uuid,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "free_pick_claims_holder_week_start_game_id_pk" PRIMARY KEY("holder","week_start","game_id")
);
--> statement-breakpoint
CREATE TABLE "free_pick_weeks" (
	"holder" text NOT NULL,
	"week_start" timestamp with time zone NOT NULL,
	"user_id" uuid,
	"used" integer NOT NULL,
	CONSTRAINT "free_pick_weeks_holder_week_start_pk" PRIMARY KEY("holder","week_start"),
	CONSTRAINT "free_pick_weeks_used_range" CHECK ("free_pick_weeks"."used" between 1 and 2)
);
--> statement-breakpoint
ALTER TABLE "free_pick_claims" ADD CONSTRAINT "free_pick_claims_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_pick_claims" ADD CONSTRAINT "free_pick_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_pick_weeks" ADD CONSTRAINT "free_pick_weeks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;