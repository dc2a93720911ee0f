-- pg_trgm ships with PostgreSQL's contrib and with PGlite (loaded in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "dm_prospect_search_trgm_idx" ON "dm_tracking" USING gin (("prospect_name" || ' ' || "company_name" || ' ' || "notes") gin_trgm_ops) WITH (fastupdate=false);