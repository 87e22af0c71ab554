-- Decision 163: names and reviews keep no invisible formatting characters (Unicode category Cf:
-- direction overrides, embeddings and isolates, zero-width spaces, word joiners, byte order marks,
-- soft hyphens). New text loses them on the way in; this clears what was stored before. Review
-- text keeps the zero-width joiner and non-joiner (U+200C, U+200D) emoji sequences need.
UPDATE "customers"
   SET "first_name" = regexp_replace("first_name", '[\u00AD\u0600-\u0605\u061C\u06DD\u070F\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]', '', 'g'),
       "last_name" = regexp_replace("last_name", '[\u00AD\u0600-\u0605\u061C\u06DD\u070F\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]', '', 'g')
 WHERE "first_name" ~ '[\u00AD\u0600-\u0605\u061C\u06DD\u070F\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]'
    OR "last_name" ~ '[\u00AD\u0600-\u0605\u061C\u06DD\u070F\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]';--> statement-breakpoint
UPDATE "addresses"
   SET "first_name" = regexp_replace("first_name", '[\u00AD\u0600-\u0605\u061C\u06DD\u070F\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]', '', 'g'),
       "last_name" = regexp_replace("last_name", '[\u00AD\u0600-\u0605\u061C\u06DD\u070F\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]', '', 'g')
 WHERE "first_name" ~ '[\u00AD\u0600-\u0605\u061C\u06DD\u070F\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]'
    OR "last_name" ~ '[\u00AD\u0600-\u0605\u061C\u06DD\u070F\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]';--> statement-breakpoint
UPDATE "reviews"
   SET "author_name" = regexp_replace("author_name", '[\u00AD\u0600-\u0605\u061C\u06DD\u070F\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]', '', 'g'),
       "body" = regexp_replace("body", '[\u00AD\u0600-\u0605\u061C\u06DD\u070F\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]', '', 'g')
 WHERE "author_name" ~ '[\u00AD\u0600-\u0605\u061C\u06DD\u070F\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]'
    OR "body" ~ '[\u00AD\u0600-\u0605\u061C\u06DD\u070F\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]';
