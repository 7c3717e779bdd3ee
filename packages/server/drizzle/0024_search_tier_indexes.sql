-- Search reads each tier of relevance on an index of its own words (docs/decisions/026): the
-- words of the name, and of the name and other names, with no weight left for the rows to be
-- read to check. A tier holding none of a query's words is then answered from the index alone,
-- where the weighted query on the whole vector read every product that had the word anywhere.
CREATE INDEX "product_search_name_idx" ON "product_search" USING gin (ts_filter("vector", '{a}'));
--> statement-breakpoint
CREATE INDEX "product_search_named_idx" ON "product_search" USING gin (ts_filter("vector", '{a,b}'));
--> statement-breakpoint
ANALYZE "product_search";
