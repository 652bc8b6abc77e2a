CREATE TABLE "push_subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "push_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"juice_watch" boolean DEFAULT true NOT NULL,
	"line_movements" boolean DEFAULT true NOT NULL,
	"player_updates" boolean DEFAULT true NOT NULL,
	"weekly_digest" boolean DEFAULT true NOT NULL,
	"critical_only" boolean DEFAULT false NOT NULL,
	"favorite_teams_only" boolean DEFAULT false NOT NULL,
	"quiet_start_hour" integer,
	"quiet_end_hour" integer,
	"time_zone" text DEFAULT 'America/New_York' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "push_preferences_quiet_pair" CHECK (("push_preferences"."quiet_start_hour" is null) = ("push_preferences"."quiet_end_hour" is null)),
	CONSTRAINT "push_preferences_quiet_range" CHECK ("push_preferences"."quiet_start_hour" is null or ("push_preferences"."quiet_start_hour" between 0 and 23 and "push_preferences"."quiet_end_hour" between 0 and 23))
);
--> statement-breakpoint
CREATE TABLE "push_deliveries" (
	"alert_id" bigint NOT NULL,
	"user_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	CONSTRAINT "push_deliveries_alert_id_user_id_pk" PRIMARY KEY("alert_id","user_id"),
	CONSTRAINT "push_deliveries_outcome" CHECK ("push_deliveries"."outcome" in ('sent', 'quiet', 'capped', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_preferences" ADD CONSTRAINT "push_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "push_deliveries_user_time_idx" ON "push_deliveries" USING btree ("user_id","decided_at");
