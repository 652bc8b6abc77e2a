CREATE TABLE "saved_picks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"game_id" text NOT NULL,
	"model_version" text NOT NULL,
	"picked_team" text NOT NULL,
	"confidence_pct" double precision NOT NULL,
	"pick_status" text NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saved_picks_user_game" UNIQUE("user_id","game_id"),
	CONSTRAINT "saved_picks_status_check" CHECK ("saved_picks"."pick_status" in ('provisional', 'locked'))
);
--> statement-breakpoint
CREATE TABLE "user_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"substack_url" text,
	"avatar" "bytea",
	"avatar_type" text,
	"avatar_updated_at" timestamp with time zone,
	"email_alerts" boolean DEFAULT true NOT NULL,
	"line_movement_alerts" boolean DEFAULT true NOT NULL,
	"injury_alerts" boolean DEFAULT true NOT NULL,
	"dfs_alerts" boolean DEFAULT true NOT NULL,
	"weekly_newsletter" boolean DEFAULT false NOT NULL,
	"marketing_emails" boolean DEFAULT false NOT NULL,
	"favorite_teams" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_profiles_avatar_pair" CHECK (("user_profiles"."avatar" is null) = ("user_profiles"."avatar_type" is null)),
	CONSTRAINT "user_profiles_avatar_size" CHECK ("user_profiles"."avatar" is null or octet_length("user_profiles"."avatar") <= 524288)
);
--> statement-breakpoint
ALTER TABLE "saved_picks" ADD CONSTRAINT "saved_picks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_picks" ADD CONSTRAINT "saved_picks_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;