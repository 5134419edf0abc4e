-- Data conversion (docs/product.md, decision 034): stored text never holds a character XML 1.0 forbids.
-- Input is checked from now on; this removes such characters from what was stored before: the C0 control
-- characters except tab, line feed and carriage return, and U+FFFE, U+FFFF (PostgreSQL text cannot hold NUL).
-- Every text column of every table of this schema; in jsonb columns the same characters written as JSON escapes.
-- A row is rewritten only when it holds one.
DO $$
DECLARE
  col record;
  text_pattern constant text := '[\x01-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]';
  -- In a jsonb value's text, a control character is an escape (\u0001, \b, \f) not itself escaped (\\b is text).
  json_pattern constant text := '(?<!\\)((?:\\\\)*)\\(?:u000[1-8bBcCeEfF]|u001[0-9a-fA-F]|b|f)|[\uFFFE\uFFFF]';
BEGIN
  FOR col IN
    SELECT table_name, column_name, data_type
    FROM information_schema.columns
    WHERE table_schema = current_schema()
      AND data_type IN ('text', 'character varying', 'jsonb')
      AND table_name IN (SELECT table_name FROM information_schema.tables
                         WHERE table_schema = current_schema() AND table_type = 'BASE TABLE')
  LOOP
    IF col.data_type = 'jsonb' THEN
      EXECUTE format(
        'UPDATE %I SET %I = regexp_replace(%I::text, %L, %L, %L)::jsonb WHERE %I::text ~ %L',
        col.table_name, col.column_name, col.column_name, json_pattern, '\1', 'g', col.column_name, json_pattern);
    ELSE
      EXECUTE format(
        'UPDATE %I SET %I = regexp_replace(%I, %L, %L, %L) WHERE %I ~ %L',
        col.table_name, col.column_name, col.column_name, text_pattern, '', 'g', col.column_name, text_pattern);
    END IF;
  END LOOP;
END $$;
