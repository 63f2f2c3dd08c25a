-- A search term's tsquery (product-search.ts): every typed word as a prefix or one of the catalog's
-- name words closest to it by trigram word similarity, folded as the vectors are. It was a scalar
-- subquery inside every search statement; as a function of its own, the statement around it is
-- estimated alike with or without its values, so PostgreSQL may plan a search's first page once
-- per connection (db/client.ts), and the body's own plan — a trigram index probe per typed word,
-- whatever the words — is made once per connection (`force_generic_plan`) instead of on every
-- search. Planning was a third of PostgreSQL's time for a search (bench/RESULTS.md, 2026-11-27).
-- The threshold is the session's `pg_trgm.word_similarity_threshold` (0.45, db/client.ts).
CREATE FUNCTION dukkan_search_query(term text, min_corrected integer, max_corrections integer)
RETURNS tsquery LANGUAGE plpgsql STABLE PARALLEL SAFE
SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  RETURN (
    SELECT to_tsquery('simple', string_agg('(' || corrections.alternatives || ')', ' & '
      ORDER BY typed_word.n))
    FROM unnest(string_to_array(dukkan_search_text(term), ' ')) WITH ORDINALITY AS typed_word(typed, n),
    LATERAL (
      SELECT string_agg(alternative.text, ' | ') AS alternatives FROM (
        SELECT quote_literal(typed_word.typed) || ':*' AS text
        UNION ALL
        (SELECT quote_literal(w.word) FROM search_words w
          WHERE length(typed_word.typed) >= min_corrected AND typed_word.typed <% w.word
          ORDER BY word_similarity(typed_word.typed, w.word) DESC, w.product_count DESC, w.word
          LIMIT max_corrections)
      ) AS alternative
    ) AS corrections
    WHERE typed_word.typed <> ''
  );
END $$;
