-- Every finished run (ingest or model) may have changed what the public endpoints show. Each one bumps
-- a data version in `settings` and announces it on the channel `gg_data_changed`, so every instance's
-- response cache (LISTEN) drops its answers at once, whoever ran the job: another API instance, a CLI
-- ingest, or a job of this process. The version is written in the same transaction as the run, so the
-- background poll that backs up LISTEN never sees it before the data it versions.
-- (Hand-written: drizzle-kit does not model triggers.)
CREATE FUNCTION provider_runs_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  INSERT INTO "settings" ("key", "value", "updated_at") VALUES ('data_version', '1'::jsonb, now())
  ON CONFLICT ("key") DO UPDATE
    SET "value" = to_jsonb(("settings"."value" #>> '{}')::bigint + 1), "updated_at" = now()
  RETURNING ("value" #>> '{}')::bigint INTO next_version;
  PERFORM pg_notify('gg_data_changed', next_version::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER provider_runs_data_changed AFTER INSERT OR UPDATE ON "provider_runs"
  FOR EACH ROW WHEN (NEW."finished_at" IS NOT NULL) EXECUTE FUNCTION provider_runs_data_changed();
