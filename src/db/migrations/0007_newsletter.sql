CREATE TABLE "newsletter_subscribers" (
	"email" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"subscribed_at" timestamp with time zone DEFAULT now() NOT NULL
);
