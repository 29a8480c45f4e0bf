-- Issue 47: a photo's alt text names its update's day in words ("6 December 2026"), as investors
-- read dates everywhere else; the alt texts written before said "2026-12-06". Only the day changes.
UPDATE cycle_updates
SET photos = (
  SELECT jsonb_agg(
    CASE
      WHEN (photo->>'alt') ~ '\d{4}-\d{2}-\d{2}' THEN
        jsonb_set(photo, '{alt}', to_jsonb(regexp_replace(photo->>'alt', '\d{4}-\d{2}-\d{2}',
          to_char(substring(photo->>'alt' FROM '\d{4}-\d{2}-\d{2}')::date, 'FMDD FMMonth YYYY'))))
      ELSE photo
    END
    ORDER BY position)
  FROM jsonb_array_elements(photos) WITH ORDINALITY AS listed(photo, position)
)
WHERE photos::text ~ '\d{4}-\d{2}-\d{2}';
