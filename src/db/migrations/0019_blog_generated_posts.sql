CREATE TABLE "blog_generated_posts" (
	"season" integer NOT NULL,
	"week" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"author" text NOT NULL,
	"tags" text[] NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "blog_generated_posts_season_week_pk" PRIMARY KEY("season","week"),
	CONSTRAINT "blog_generated_posts_slug_unique" UNIQUE("slug"),
	CONSTRAINT "blog_generated_posts_week_check" CHECK ("blog_generated_posts"."week" between 1 and 22)
);
