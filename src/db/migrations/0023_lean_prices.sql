-- The price quoted with the line a frozen pick was made against (decision 117). Rows frozen before stay null.
ALTER TABLE "predictions" ADD COLUMN "spread_price" integer;--> statement-breakpoint
ALTER TABLE "predictions" ADD COLUMN "total_price" integer;
