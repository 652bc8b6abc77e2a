CREATE TABLE "rg_exclusion_registry" (
	"email_hmac" text PRIMARY KEY NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_betting_settings" DROP CONSTRAINT "user_betting_settings_positive";--> statement-breakpoint
ALTER TABLE "user_betting_settings" ADD COLUMN "pending_stake_limit_cents" integer;--> statement-breakpoint
ALTER TABLE "user_betting_settings" ADD COLUMN "pending_loss_limit_cents" integer;--> statement-breakpoint
ALTER TABLE "user_betting_settings" ADD COLUMN "pending_limits_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_betting_settings" ADD CONSTRAINT "user_betting_settings_positive" CHECK (coalesce("user_betting_settings"."bankroll_cents", 1) > 0 and coalesce("user_betting_settings"."max_bet_cents", 1) > 0
        and coalesce("user_betting_settings"."weekly_stake_limit_cents", 0) >= 0 and coalesce("user_betting_settings"."weekly_loss_limit_cents", 0) >= 0
        and coalesce("user_betting_settings"."pending_stake_limit_cents", 0) >= 0 and coalesce("user_betting_settings"."pending_loss_limit_cents", 0) >= 0);