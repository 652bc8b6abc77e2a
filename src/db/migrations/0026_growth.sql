CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"visitor" text NOT NULL,
	"user_id" uuid,
	"path" text NOT NULL,
	"referral_code" text,
	"props" jsonb NOT NULL,
	CONSTRAINT "analytics_event_known" CHECK ("analytics_events"."event" in ('page_view','free_pick_claim','modal_dismiss','banner_click','checkout_start'))
);
--> statement-breakpoint
CREATE TABLE "referral_clicks" (
	"code" text NOT NULL,
	"visitor" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_clicks_code_visitor_day_pk" PRIMARY KEY("code","visitor","day")
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "referral_signups" (
	"referred_user_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weekly_digest_deliveries" (
	"season" integer NOT NULL,
	"week" integer NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "weekly_digest_deliveries_season_week_channel_recipient_pk" PRIMARY KEY("season","week","channel","recipient"),
	CONSTRAINT "weekly_digest_channel_known" CHECK ("weekly_digest_deliveries"."channel" in ('mail', 'push'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_clicks" ADD CONSTRAINT "referral_clicks_code_referral_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."referral_codes"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_signups" ADD CONSTRAINT "referral_signups_referred_user_id_users_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_signups" ADD CONSTRAINT "referral_signups_code_referral_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."referral_codes"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_time_idx" ON "analytics_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_events_user_idx" ON "analytics_events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "referral_signups_code_idx" ON "referral_signups" USING btree ("code");