-- Data conversion: stored files get the names the platform makes (lib/file-names.ts). A resume is named after its
-- owner and the extension of its real type; any other file loses invisible characters (controls, bidi and
-- zero-width format characters) from the name it was uploaded with. Serving cleans every name again.
UPDATE "files" AS f
SET "original_name" = btrim(regexp_replace(u."name" || ' ' || u."surname", '[\x01-\x1f\x7f-\x9f\u00ad\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff"<>:|?*/\\]', '', 'g')) || ' Özgeçmiş.' ||
  CASE f."mime" WHEN 'application/pdf' THEN 'pdf' WHEN 'application/msword' THEN 'doc' ELSE 'docx' END
FROM "users" AS u
WHERE f."kind" = 'resume' AND u."id" = f."owner_id";
--> statement-breakpoint
UPDATE "files"
SET "original_name" = regexp_replace("original_name", '[\x01-\x1f\x7f-\x9f\u00ad\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]', '', 'g')
WHERE "kind" <> 'resume' AND "original_name" ~ '[\x01-\x1f\x7f-\x9f\u00ad\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]';
