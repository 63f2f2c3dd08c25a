CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"product_count" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);
--> statement-breakpoint
-- Search words: the distinct folded words of active products' names (both languages), each with the
-- number of active products whose names hold it, kept true by the triggers below. Typed words are
-- matched against this small table by trigram similarity to forgive typos (the product query then
-- needs only the full-text index), and a search that finds nothing suggests its closest words.
--
-- The words exactly as the full-text index knows them (the lexemes of the folded names), so a
-- suggested word always finds its products. A lexeme with a backslash (a path-like token) is left
-- out: it would need escaping to be written back into a tsquery, and nobody types one.
CREATE FUNCTION dukkan_name_words(name_en text, name_ar text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT array(
    SELECT lexeme
    FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, dukkan_search_text(name_en || ' ' || name_ar)))) AS lexeme
    WHERE strpos(lexeme, '\') = 0)
$$;
--> statement-breakpoint
-- Adds each delta to its word's count and drops words no active product holds any more. Words are
-- locked in one order (sorted) so two concurrent product writes cannot deadlock on them.
CREATE FUNCTION dukkan_shift_search_words(words text[], deltas integer[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO search_words AS w (word, product_count)
  SELECT s.word, s.delta FROM unnest(words, deltas) AS s(word, delta) ORDER BY s.word
  ON CONFLICT (word) DO UPDATE SET product_count = w.product_count + excluded.product_count;
  DELETE FROM search_words WHERE word = ANY (words) AND product_count <= 0;
$$;
--> statement-breakpoint
CREATE FUNCTION dukkan_search_words_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dukkan_shift_search_words(array_agg(word), array_agg(n))
  FROM (SELECT word, count(*)::integer AS n
        FROM changed_rows, unnest(dukkan_name_words(name_en, name_ar)) AS word
        WHERE is_active GROUP BY word) AS added;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION dukkan_search_words_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dukkan_shift_search_words(array_agg(word), array_agg(n))
  FROM (SELECT word, -count(*)::integer AS n
        FROM changed_rows, unnest(dukkan_name_words(name_en, name_ar)) AS word
        WHERE is_active GROUP BY word) AS removed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION dukkan_search_words_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dukkan_shift_search_words(array_agg(word), array_agg(n))
  FROM (SELECT word, sum(delta)::integer AS n
        FROM (SELECT unnest(dukkan_name_words(OLD.name_en, OLD.name_ar)) AS word, -1 AS delta WHERE OLD.is_active
              UNION ALL
              SELECT unnest(dukkan_name_words(NEW.name_en, NEW.name_ar)), 1 WHERE NEW.is_active) AS d
        GROUP BY word HAVING sum(delta) <> 0) AS changed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_words_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION dukkan_search_words_inserted();
--> statement-breakpoint
CREATE TRIGGER products_search_words_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION dukkan_search_words_deleted();
--> statement-breakpoint
-- Row by row and only when a name or the active flag changes: stock and price updates (every order)
-- never reach it.
CREATE TRIGGER products_search_words_update AFTER UPDATE OF name_en, name_ar, is_active ON products
  FOR EACH ROW WHEN (OLD.name_en IS DISTINCT FROM NEW.name_en OR OLD.name_ar IS DISTINCT FROM NEW.name_ar
    OR OLD.is_active IS DISTINCT FROM NEW.is_active)
  EXECUTE FUNCTION dukkan_search_words_updated();
--> statement-breakpoint
INSERT INTO search_words (word, product_count)
SELECT word, count(*)::integer FROM products, unnest(dukkan_name_words(name_en, name_ar)) AS word
WHERE is_active GROUP BY word;
