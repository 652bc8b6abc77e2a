CREATE TABLE "user_bets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_bets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"game_id" text NOT NULL,
	"book" text NOT NULL,
	"market" text NOT NULL,
	"side" text NOT NULL,
	"line" double precision,
	"price" integer NOT NULL,
	"stake_cents" integer NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"logged_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_bets_market_known" CHECK ("user_bets"."market" in ('spreads', 'totals', 'h2h')),
	CONSTRAINT "user_bets_side_fits_market" CHECK (("user_bets"."market" = 'totals') = ("user_bets"."side" in ('over', 'under'))),
	CONSTRAINT "user_bets_line_fits_market" CHECK (("user_bets"."market" = 'h2h') = ("user_bets"."line" is null)),
	CONSTRAINT "user_bets_price_real" CHECK (abs("user_bets"."price") >= 100),
	CONSTRAINT "user_bets_stake_positive" CHECK ("user_bets"."stake_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "user_betting_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"bankroll_cents" integer,
	"max_bet_cents" integer,
	"weekly_stake_limit_cents" integer,
	"weekly_loss_limit_cents" integer,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_betting_settings_positive" CHECK (coalesce("user_betting_settings"."bankroll_cents", 1) > 0 and coalesce("user_betting_settings"."max_bet_cents", 1) > 0
        and coalesce("user_betting_settings"."weekly_stake_limit_cents", 0) >= 0 and coalesce("user_betting_settings"."weekly_loss_limit_cents", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_rg_breaks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_rg_breaks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	CONSTRAINT "user_rg_breaks_kind_known" CHECK ("user_rg_breaks"."kind" in ('cool_off', 'self_exclusion')),
	CONSTRAINT "user_rg_breaks_ends_after_start" CHECK ("user_rg_breaks"."ends_at" is null or "user_rg_breaks"."ends_at" > "user_rg_breaks"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmation_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_bets" ADD CONSTRAINT "user_bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_bets" ADD CONSTRAINT "user_bets_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_betting_settings" ADD CONSTRAINT "user_betting_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_rg_breaks" ADD CONSTRAINT "user_rg_breaks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_bets_user_idx" ON "user_bets" USING btree ("user_id","logged_at");--> statement-breakpoint
CREATE INDEX "user_rg_breaks_user_idx" ON "user_rg_breaks" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_status_known" CHECK ("newsletter_subscribers"."status" in ('pending', 'confirmed', 'unsubscribed'));--> statement-breakpoint
-- A break cannot be shortened: its rows are never changed (only inserted, and deleted with the account).
CREATE FUNCTION "user_rg_breaks_no_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'user_rg_breaks rows cannot be changed: a break can be lengthened by a new row, never shortened';
END $$;--> statement-breakpoint
CREATE TRIGGER "user_rg_breaks_no_update" BEFORE UPDATE ON "user_rg_breaks"
  FOR EACH ROW EXECUTE FUNCTION "user_rg_breaks_no_update"();
