-- Forgiving catalogue search (docs/decisions/026): the names a product is known by, a weighted
-- word vector per product kept by triggers, and the vocabulary of every word the catalogue uses,
-- where a misspelt query word finds the words one mistake away.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "also_known_as" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_also_known_as_check" CHECK (jsonb_typeof("also_known_as") = 'array');
--> statement-breakpoint
-- Text as search compares it: decomposed so accents fall away, lowered, and everything that is
-- not a letter or digit (Latin, Devanagari and the other Indian scripts) turned into one space.
-- Built from built-in functions only, so it behaves alike on every server and locale.
CREATE FUNCTION search_fold(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(
    regexp_replace(lower(normalize(input, NFKD)), '[\u0300-\u036f]', '', 'g'),
    '[^a-z0-9\u0900-\u0963\u0966-\u0dff]+', ' ', 'g'))
$$;
--> statement-breakpoint
-- The words of a text as lexemes of one weight. The lexemes are written out rather than parsed
-- by a text search configuration, whose word rules differ between locales for Indian scripts.
CREATE FUNCTION search_lexemes(input text, weight text) RETURNS tsvector
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(string_agg('''' || word || ''':1' || weight, ' '), '')::tsvector
  FROM unnest(string_to_array(search_fold(input), ' ')) AS word
  WHERE word <> '' AND char_length(word) <= 64
$$;
--> statement-breakpoint
-- Name A, other names B, category name C, description D: the weights ranking reads.
CREATE FUNCTION product_search_vector(name text, also_known_as jsonb, category_id integer, description text)
RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT search_lexemes(name, 'A')
    || search_lexemes(coalesce((SELECT string_agg(value, ' ') FROM jsonb_array_elements_text(also_known_as)), ''), 'B')
    || search_lexemes(coalesce((SELECT c.name FROM categories c WHERE c.id = category_id), ''), 'C')
    || search_lexemes(description, 'D')
$$;
--> statement-breakpoint
-- What search reads of a product, beside it rather than in it, so the many reads of whole
-- product rows do not carry the vector: the words, and the two things ranking and the category
-- filter need without a join (whether it is in stock, its category).
CREATE TABLE "product_search" (
  "product_id" integer PRIMARY KEY REFERENCES "products"("id") ON DELETE CASCADE,
  "category_id" integer NOT NULL,
  "in_stock" boolean NOT NULL,
  "vector" tsvector NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_search_vector_idx" ON "product_search" USING gin ("vector");
--> statement-breakpoint
-- Every word the catalogue uses, for spelling-tolerant matching and "Did you mean".
-- `named`: the word is in some product's name or other names.
CREATE TABLE "search_words" (
  "word" text PRIMARY KEY,
  "named" boolean NOT NULL DEFAULT false
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
-- Renews the search row of the given products and adds their words to the vocabulary.
CREATE FUNCTION product_search_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search (product_id, category_id, in_stock, vector)
  SELECT p.id, p.category_id, p.stock > 0,
    product_search_vector(p.name, p.also_known_as, p.category_id, p.description)
  FROM products p JOIN unnest(ids) AS t(id) ON t.id = p.id
  ON CONFLICT (product_id) DO UPDATE
    SET category_id = excluded.category_id, in_stock = excluded.in_stock, vector = excluded.vector;
  -- Words of four letters or more that are not numbers: the ones a misspelling may aim at.
  INSERT INTO search_words (word, named)
  SELECT lexeme, bool_or(weights && ARRAY['A', 'B'])
  FROM product_search s JOIN unnest(ids) AS t(id) ON t.id = s.product_id, unnest(s.vector)
  WHERE char_length(lexeme) >= 4 AND lexeme !~ '^[0-9]+$'
  GROUP BY lexeme
  ON CONFLICT (word) DO UPDATE SET named = true WHERE excluded.named AND NOT search_words.named;
END
$$;
--> statement-breakpoint
CREATE FUNCTION products_search_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_refresh(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_inserted AFTER INSERT ON products
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_search_written();
--> statement-breakpoint
-- A statement trigger cannot name columns, so the row trigger below picks what matters.
CREATE FUNCTION products_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.name IS DISTINCT FROM OLD.name OR NEW.also_known_as IS DISTINCT FROM OLD.also_known_as
     OR NEW.description IS DISTINCT FROM OLD.description OR NEW.category_id IS DISTINCT FROM OLD.category_id THEN
    PERFORM product_search_refresh(ARRAY[NEW.id]);
  ELSIF (NEW.stock > 0) IS DISTINCT FROM (OLD.stock > 0) THEN
    -- Stock moves on every order; only crossing zero matters to ranking.
    UPDATE product_search SET in_stock = NEW.stock > 0 WHERE product_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_changed AFTER UPDATE ON products
FOR EACH ROW EXECUTE FUNCTION products_search_changed();
--> statement-breakpoint
-- A renamed category renews the vectors of its products.
CREATE FUNCTION categories_search_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_refresh(ARRAY(SELECT id FROM products WHERE category_id = NEW.id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER categories_search_renamed AFTER UPDATE OF name ON categories
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION categories_search_renamed();
--> statement-breakpoint
SELECT product_search_refresh(ARRAY(SELECT id FROM products));
--> statement-breakpoint
DROP INDEX "products_search_trgm_idx";
--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_text";
--> statement-breakpoint
-- One mistake apart, as a shopper makes them: a letter missing, added or wrong
-- (levenshtein distance 1), or two neighbouring letters swapped, which levenshtein counts twice.
CREATE FUNCTION search_one_edit(a text, b text) RETURNS boolean
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT a <> b AND char_length(a) <= 64 AND char_length(b) <= 64 AND (
    levenshtein_less_equal(a, b, 1) <= 1
    OR (char_length(a) = char_length(b) AND EXISTS (
      SELECT 1 FROM generate_series(1, char_length(a) - 1) AS i
      WHERE overlay(a PLACING substr(a, i + 1, 1) || substr(a, i, 1) FROM i FOR 2) = b)))
$$;
--> statement-breakpoint
-- The catalogue words one mistake away from a query word of five letters or more; with
-- `as_prefix`, the words that begin one mistake away from it (a word still being typed).
-- Trigrams narrow the vocabulary through its index; the thresholds are low enough that no
-- word one mistake away is missed (a swap in a five-letter word keeps 2 of 6 trigrams).
CREATE FUNCTION search_near_words(query_word text, as_prefix boolean) RETURNS SETOF text
LANGUAGE plpgsql STABLE
SET pg_trgm.similarity_threshold = 0.15
SET pg_trgm.word_similarity_threshold = 0.3
AS $$
DECLARE
  n integer := char_length(query_word);
BEGIN
  IF n < 5 OR n > 64 THEN
    RETURN;
  END IF;
  IF as_prefix THEN
    RETURN QUERY
      SELECT w.word FROM search_words w
      WHERE query_word <% w.word
        AND (search_one_edit(query_word, left(w.word, n))
          OR search_one_edit(query_word, left(w.word, n + 1))
          OR search_one_edit(query_word, left(w.word, n - 1)))
      ORDER BY word_similarity(query_word, w.word) DESC, w.word
      LIMIT 50;
  ELSE
    RETURN QUERY
      SELECT w.word FROM search_words w
      WHERE w.word % query_word AND search_one_edit(query_word, w.word)
      ORDER BY similarity(w.word, query_word) DESC, w.word
      LIMIT 50;
  END IF;
END
$$;
--> statement-breakpoint
-- For "Did you mean": the word of a product name or other name closest to a query word that
-- found nothing, up to about two mistakes away.
CREATE FUNCTION search_closest_named_word(query_word text) RETURNS text
LANGUAGE sql STABLE
SET pg_trgm.similarity_threshold = 0.19
AS $$
  SELECT w.word FROM search_words w
  WHERE w.named AND w.word % query_word
  ORDER BY similarity(w.word, query_word) DESC, w.word
  LIMIT 1
$$;
--> statement-breakpoint
-- Each tier of relevance is read in this order (in stock first, then the oldest), so a common
-- word stops after the rows a page needs.
CREATE INDEX "product_search_rank_idx" ON "product_search" ("in_stock" DESC, "product_id");
