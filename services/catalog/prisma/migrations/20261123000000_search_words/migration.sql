-- Faster typo-tolerant search. Checking every word of every product's name, artist, category and
-- description against each term with levenshtein cost 50-150 ms a query on PGlite at 500 products.
-- Instead, every folded word the catalogue has ever used is kept once in search_words (maintained by
-- the triggers below), a query first picks the few words one typo away from each term (an index on
-- the word's length narrows it to words within one letter of the term's length), and a product's
-- field then typo-matches when its words overlap that small set (an array overlap, no levenshtein).

-- Every folded word of products (name, description, category) and artists (name). Only ever added
-- to: a word no field uses any more costs one comparison and matches nothing, so removing it on every
-- edit would buy nothing.
CREATE TABLE "catalog"."search_words" (
    "word" TEXT NOT NULL,

    CONSTRAINT "search_words_pkey" PRIMARY KEY ("word")
);
CREATE INDEX "search_words_length_idx" ON "catalog"."search_words"(length("word"));

CREATE FUNCTION "catalog"."search_words_add"(folded TEXT) RETURNS VOID
  LANGUAGE sql
  AS $$
    INSERT INTO "catalog"."search_words"("word")
    SELECT DISTINCT word FROM unnest(string_to_array(folded, ' ')) AS word WHERE word <> ''
    ON CONFLICT DO NOTHING
  $$;

CREATE FUNCTION "catalog"."products_search_words"() RETURNS TRIGGER
  LANGUAGE plpgsql
  AS $$
    BEGIN
      PERFORM "catalog"."search_words_add"(concat_ws(' ', NEW."search_name", NEW."search_description", NEW."category"));
      RETURN NULL;
    END
  $$;
CREATE TRIGGER "products_search_words" AFTER INSERT OR UPDATE OF "name", "description", "category"
  ON "catalog"."products" FOR EACH ROW EXECUTE FUNCTION "catalog"."products_search_words"();

CREATE FUNCTION "catalog"."artists_search_words"() RETURNS TRIGGER
  LANGUAGE plpgsql
  AS $$
    BEGIN
      PERFORM "catalog"."search_words_add"("catalog"."search_fold"(NEW."name"));
      RETURN NULL;
    END
  $$;
CREATE TRIGGER "artists_search_words" AFTER INSERT OR UPDATE OF "name"
  ON "catalog"."artists" FOR EACH ROW EXECUTE FUNCTION "catalog"."artists_search_words"();

SELECT "catalog"."search_words_add"(concat_ws(' ', "search_name", "search_description", "category")) FROM "catalog"."products";
SELECT "catalog"."search_words_add"("catalog"."search_fold"("name")) FROM "catalog"."artists";

-- Is the word one typo from the term: an insertion, deletion, substitution or swap of two
-- neighbouring letters? (A word containing the term is a substring match, found before this.)
-- The length check comes first: levenshtein refuses strings over 255 characters, and only words
-- within one letter of the term's length (the query is cut at 100) reach it.
CREATE FUNCTION "catalog"."search_one_typo"(word TEXT, term TEXT) RETURNS BOOLEAN
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT CASE
      WHEN abs(length(word) - length(term)) > 1 THEN false
      WHEN public.levenshtein_less_equal(word, term, 1) <= 1 THEN true
      ELSE length(word) = length(term)
        AND EXISTS (
          SELECT 1 FROM generate_series(1, length(term) - 1) AS i
          WHERE overlay(term PLACING substr(term, i + 1, 1) || substr(term, i, 1) FROM i FOR 2) = word
        )
    END
  $$;

-- Replaced by search_words and search_one_typo.
DROP FUNCTION "catalog"."search_typo_match"(TEXT, TEXT);
