-- The Prospect Tracker's search reads a lowercased copy of name, company and notes, kept by the
-- database on every write: `search_text LIKE lower(pattern)` is what `(name || ' ' || company_name
-- || ' ' || notes) ILIKE pattern` computed per row (ILIKE folds both sides with lower()), without
-- joining and folding the three columns of every prospect a search walks past. The trigram index
-- moves to the column.
DROP INDEX "prospects_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "prospects" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || company_name || ' ' || notes)) STORED;--> statement-breakpoint
CREATE INDEX "prospects_search_trgm_idx" ON "prospects" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);