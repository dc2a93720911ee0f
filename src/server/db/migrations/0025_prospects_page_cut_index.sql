-- The Prospect Tracker cuts its page by walking the member's prospects newest touch first,
-- filtered by status, platform and search, selecting their ids alone
-- (src/server/routes/prospects/prospect-rows.ts). With every column that walk filters on in the
-- index, it reads no table page where the visibility map allows: on 100,000 DMs,
-- `q=harbor, status=sent, platform=linkedin` walks ~5,500 prospects in 1.0 ms instead of 3.3 ms
-- on PostgreSQL (docs/decisions/0118-prospect-search.md, amended). A second index, not a wider
-- prospects_user_last_touch_idx: the follow-ups' counts read that one, and three times its size
-- made the planner read the whole table instead.
CREATE INDEX "prospects_page_cut_idx" ON "prospects" USING btree ("user_id","last_touch_at")
  INCLUDE ("id", "merged_into", "touches", "replied_at", "meeting_at", "platforms", "search_text");
