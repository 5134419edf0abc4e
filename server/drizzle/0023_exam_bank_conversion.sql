-- Data conversion for the question bank and attempts (docs/product.md, decision 042), kept apart from the schema change.
-- Each stored question gets an id; its blank options are dropped and the correct answer follows its option. A question
-- left with fewer than 2 options, or whose correct answer was a blank slot (no student could ever choose it), leaves the
-- bank. Every stored test result becomes a graded attempt that drew the converted bank whole, in its order, with its
-- answers remapped the same way; its score, total and result stay as they were graded.
CREATE TABLE "exam_bank_conversion" AS
SELECT c.id AS course_id,
       (q.pos - 1)::int AS old_pos,
       gen_random_uuid()::text AS question_id,
       q.value AS question,
       (SELECT coalesce(jsonb_agg(o.value ORDER BY o.idx), '[]'::jsonb)
          FROM jsonb_array_elements(CASE WHEN jsonb_typeof(q.value -> 'options') = 'array' THEN q.value -> 'options' ELSE '[]'::jsonb END)
               WITH ORDINALITY o(value, idx)
         WHERE jsonb_typeof(o.value) = 'string' AND btrim(o.value #>> '{}') <> '') AS options,
       (SELECT coalesce(jsonb_object_agg((k.idx - 1)::text, k.rn - 1), '{}'::jsonb)
          FROM (SELECT o.idx, row_number() OVER (ORDER BY o.idx) AS rn
                  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(q.value -> 'options') = 'array' THEN q.value -> 'options' ELSE '[]'::jsonb END)
                       WITH ORDINALITY o(value, idx)
                 WHERE jsonb_typeof(o.value) = 'string' AND btrim(o.value #>> '{}') <> '') k) AS option_map
  FROM "courses" c,
       jsonb_array_elements(CASE WHEN jsonb_typeof(c.test -> 'questions') = 'array' THEN c.test -> 'questions' ELSE '[]'::jsonb END)
       WITH ORDINALITY q(value, pos);
--> statement-breakpoint
DELETE FROM "exam_bank_conversion"
 WHERE jsonb_array_length(options) < 2 OR NOT (option_map ? (question ->> 'correctAnswer'));
--> statement-breakpoint
UPDATE "courses" c
   SET test = jsonb_build_object('questions', coalesce((
         SELECT jsonb_agg(jsonb_build_object(
                  'id', b.question_id,
                  'text', b.question -> 'text',
                  'options', b.options,
                  'correctAnswer', (b.option_map ->> (b.question ->> 'correctAnswer'))::int) ORDER BY b.old_pos)
           FROM "exam_bank_conversion" b WHERE b.course_id = c.id), '[]'::jsonb));
--> statement-breakpoint
INSERT INTO "exam_attempts" (id, course_id, student_id, questions, answers, day, submitted_at, score, total, pass_percent, status, created_at)
SELECT r.id, r.course_id, r.student_id,
       coalesce((SELECT jsonb_agg(jsonb_build_object(
                          'id', b.question_id,
                          'order', (SELECT jsonb_agg(g ORDER BY g) FROM generate_series(0, jsonb_array_length(b.options) - 1) g),
                          'correct', (b.option_map ->> (b.question ->> 'correctAnswer'))::int) ORDER BY b.old_pos)
                   FROM "exam_bank_conversion" b WHERE b.course_id = r.course_id), '[]'::jsonb),
       coalesce((SELECT jsonb_object_agg(b.question_id, (b.option_map ->> (r.answers ->> b.old_pos))::int)
                   FROM "exam_bank_conversion" b
                  WHERE b.course_id = r.course_id AND b.option_map ? (r.answers ->> b.old_pos)), '{}'::jsonb),
       (r.created_at AT TIME ZONE 'Europe/Istanbul')::date,
       r.created_at, r.score, r.total, 50, r.status, r.created_at
  FROM "test_results" r;
--> statement-breakpoint
DROP TABLE "exam_bank_conversion";
