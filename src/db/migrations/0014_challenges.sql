CREATE TABLE "challenge_members" (
	"challenge_id" bigint NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "challenge_members_challenge_id_user_id_pk" PRIMARY KEY("challenge_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "challenges" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "challenges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer,
	"entry_coins" integer DEFAULT 0 NOT NULL,
	"creator_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenges_kind_known" CHECK ("challenges"."kind" in ('pickem', 'spreads', 'props')),
	CONSTRAINT "challenges_period_known" CHECK ("challenges"."period" in ('daily', 'weekly', 'season', 'tournament')),
	CONSTRAINT "challenges_window" CHECK ("challenges"."ends_at" > "challenges"."starts_at"),
	CONSTRAINT "challenges_capacity_tournament" CHECK (("challenges"."period" = 'tournament') = ("challenges"."capacity" is not null) and coalesce("challenges"."capacity", 2) >= 2),
	CONSTRAINT "challenges_entry_coins" CHECK ("challenges"."entry_coins" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_follows" (
	"follower_id" uuid NOT NULL,
	"followee_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_follows_follower_id_followee_id_pk" PRIMARY KEY("follower_id","followee_id"),
	CONSTRAINT "user_follows_not_self" CHECK ("user_follows"."follower_id" <> "user_follows"."followee_id")
);
--> statement-breakpoint
ALTER TABLE "challenge_members" ADD CONSTRAINT "challenge_members_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_members" ADD CONSTRAINT "challenge_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_follows" ADD CONSTRAINT "user_follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_follows" ADD CONSTRAINT "user_follows_followee_id_users_id_fk" FOREIGN KEY ("followee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "challenge_members_user_idx" ON "challenge_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "challenges_creator_idx" ON "challenges" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE INDEX "challenges_ends_idx" ON "challenges" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "user_follows_followee_idx" ON "user_follows" USING btree ("followee_id");--> statement-breakpoint
-- The challenges list, a challenge's detail and the global top 20 are public cached reads: a new
-- challenge, a join or a leave changes them. Bump the data version and announce it, as a finished run
-- does (migration 0006), so every instance's response cache drops its answers.
-- (Hand-written: drizzle-kit does not model triggers.)
CREATE TRIGGER challenges_data_changed AFTER INSERT OR UPDATE OR DELETE ON "challenges"
  FOR EACH STATEMENT EXECUTE FUNCTION provider_runs_data_changed();
--> statement-breakpoint
CREATE TRIGGER challenge_members_data_changed AFTER INSERT OR UPDATE OR DELETE ON "challenge_members"
  FOR EACH STATEMENT EXECUTE FUNCTION provider_runs_data_changed();
