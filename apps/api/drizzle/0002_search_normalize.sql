-- Search text: one spelling for the many ways Arabic (and letter case) can vary, so "المراعى",
-- "المَرَاعي" and "المراعي" match each other. Immutable, so indexes can be built on it.
-- Lower-cases; drops tashkeel (U+064B–U+065F, U+0670) and tatweel (U+0640); folds alef forms
-- (أ إ آ ٱ) to ا, alef maqsura ى to ي, taa marbuta ة to ه, and hamza seats ؤ ئ to و ي.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dukkan_search_text(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT translate(regexp_replace(lower(value), '[ً-ٰٟـ]', '', 'g'), 'أإآٱىةؤئ', 'اااايهوي')
$$;
