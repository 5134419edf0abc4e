-- The activity log's stored Turkish sentences become event codes with parameters (decision 044): every phrasing the
-- platform has written (domain/src/locales/logs/tr.ts), with 'Silinmiş kullanıcı' (an account deletion's scrubbing)
-- read as a deleted person's name (null). Ids come from the entry's actor and, for the person an entry names besides
-- it, from the one account of that role and name; a name two accounts share, or a text no phrasing matches, leaves
-- the entry 'legacy', read as written. Re-runnable: only 'legacy' entries are read (logs/conversion.test.ts runs it).
-- Phrasings are cut at their fixed words with string functions: regular expressions with captures cost ~100 µs a row.
CREATE OR REPLACE FUNCTION activity_log_name(n text) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN n = 'Silinmiş kullanıcı' THEN 'null'::jsonb ELSE to_jsonb(n) END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION activity_log_person(person_role text, n text, OUT matches int, OUT person uuid)
LANGUAGE sql STABLE AS $$
  SELECT count(*)::int, (array_agg(u.id))[1]
  FROM users u LEFT JOIN company_profiles c ON c.user_id = u.id
  WHERE u.role = person_role AND n <> 'Silinmiş kullanıcı'
    AND CASE WHEN person_role = 'company' THEN n IN (c.company_name, u.name) ELSE n = trim(u.name || ' ' || u.surname) END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION activity_log_cut(t text, prefix text, suffix text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN length(t) >= length(prefix) + length(suffix) AND starts_with(t, prefix) AND right(t, length(suffix)) = suffix
    THEN substr(t, length(prefix) + 1, length(t) - length(prefix) - length(suffix)) END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION activity_log_split(t text, sep text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN strpos(t, sep) > 0 THEN ARRAY[left(t, strpos(t, sep) - 1), substr(t, strpos(t, sep) + length(sep))] END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION activity_log_event(t text, actor uuid, OUT o_event text, OUT o_params jsonb, OUT o_subject uuid)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  b text;     -- the text between a phrasing's fixed start and end
  v text;     -- which of a phrasing's endings (or middles) it has
  p text[];   -- b split at a phrasing's fixed middle
  r text;     -- a role and the words that name one of its accounts
  by_admin boolean;
  who record;
BEGIN
  o_event := 'legacy';
  o_params := '{}'::jsonb;

  -- '{ad soyad} adlı öğrenci kayıt oldu', '{şirket} şirketi kayıt oldu'
  FOREACH v IN ARRAY ARRAY[' adlı öğrenci kayıt oldu', ' şirketi kayıt oldu'] LOOP
    b := activity_log_cut(t, '', v);
    IF b IS NOT NULL THEN
      o_event := 'user.registered';
      o_params := jsonb_build_object('role', CASE WHEN v = ' şirketi kayıt oldu' THEN 'company' ELSE 'student' END,
        'userId', actor, 'userName', activity_log_name(b));
      RETURN;
    END IF;
  END LOOP;

  -- '{ad soyad} adlı öğretmen "{kurs}" kursunu ekledi|sildi', 'Yönetici "{kurs}" kursunu ekledi|sildi',
  -- '… "{kurs}" kursuna "{ders}" dersini ekledi'
  FOREACH v IN ARRAY ARRAY['" kursunu ekledi', '" kursunu sildi', '" dersini ekledi'] LOOP
    b := activity_log_cut(t, '', v);
    CONTINUE WHEN b IS NULL;
    by_admin := starts_with(b, 'Yönetici "');
    p := CASE WHEN by_admin THEN ARRAY[NULL, substr(b, length('Yönetici "') + 1)] ELSE activity_log_split(b, ' adlı öğretmen "') END;
    CONTINUE WHEN p IS NULL;
    o_params := jsonb_build_object('by', CASE WHEN by_admin THEN 'admin' ELSE 'teacher' END, 'courseId', null, 'courseTitle', p[2])
      || CASE WHEN by_admin THEN '{}' ELSE jsonb_build_object('teacherId', actor, 'teacherName', activity_log_name(p[1])) END;
    IF v = '" dersini ekledi' THEN
      p := activity_log_split(p[2], '" kursuna "');
      CONTINUE WHEN p IS NULL;
      o_params := o_params || jsonb_build_object('courseTitle', p[1], 'classTitle', CASE WHEN p[2] = 'Adsız' THEN '' ELSE p[2] END);
    END IF;
    o_event := CASE v WHEN '" kursunu ekledi' THEN 'course.added' WHEN '" kursunu sildi' THEN 'course.deleted' ELSE 'course.classAdded' END;
    RETURN;
  END LOOP;

  -- '{ad soyad} adlı öğrenci "{kurs}" kursuna kaydoldu'
  p := activity_log_split(activity_log_cut(t, '', '" kursuna kaydoldu'), ' adlı öğrenci "');
  IF p IS NOT NULL THEN
    o_event := 'course.enrolled';
    o_params := jsonb_build_object('studentId', actor, 'studentName', activity_log_name(p[1]), 'courseId', null, 'courseTitle', p[2]);
    RETURN;
  END IF;

  -- '{ad soyad} adlı öğrenci "{kurs}" kursunun sınavına girdi: {puan}/{toplam} puan, geçti|geçemedi'
  FOREACH v IN ARRAY ARRAY[' puan, geçti', ' puan, geçemedi'] LOOP
    b := activity_log_cut(t, '', v);
    CONTINUE WHEN b IS NULL;
    p := activity_log_split(b, '" kursunun sınavına girdi: ');
    CONTINUE WHEN p IS NULL OR p[2] !~ '^[0-9]+/[0-9]+$';
    b := p[2];
    p := activity_log_split(p[1], ' adlı öğrenci "');
    CONTINUE WHEN p IS NULL;
    p := p || string_to_array(b, '/');
    o_event := 'exam.attempted';
    o_params := jsonb_build_object('studentId', actor, 'studentName', activity_log_name(p[1]), 'courseId', null,
      'courseTitle', p[2], 'score', p[3]::int, 'total', p[4]::int, 'result', CASE v WHEN ' puan, geçti' THEN 'passed' ELSE 'failed' END);
    RETURN;
  END LOOP;

  -- '{şirket} şirketi "{ilan}" iş ilanını ekledi', 'Yönetici "{ilan}" iş ilanını ekledi'
  b := activity_log_cut(t, '', '" iş ilanını ekledi');
  IF b IS NOT NULL THEN
    by_admin := starts_with(b, 'Yönetici "');
    p := CASE WHEN by_admin THEN ARRAY[NULL, substr(b, length('Yönetici "') + 1)] ELSE activity_log_split(b, ' şirketi "') END;
    IF p IS NOT NULL THEN
      o_event := 'job.added';
      o_params := jsonb_build_object('by', CASE WHEN by_admin THEN 'admin' ELSE 'company' END, 'jobId', null, 'jobTitle', p[2])
        || CASE WHEN by_admin THEN '{}' ELSE jsonb_build_object('companyId', actor, 'companyName', activity_log_name(p[1])) END;
      RETURN;
    END IF;
  END IF;

  -- '{ad soyad} adlı öğrenci "{ilan}" ilanına başvurdu', '… ilanına yaptığı başvuruyu geri çekti'
  FOREACH v IN ARRAY ARRAY['" ilanına başvurdu', '" ilanına yaptığı başvuruyu geri çekti'] LOOP
    p := activity_log_split(activity_log_cut(t, '', v), ' adlı öğrenci "');
    CONTINUE WHEN p IS NULL;
    o_event := CASE v WHEN '" ilanına başvurdu' THEN 'job.applied' ELSE 'application.withdrawn' END;
    o_params := jsonb_build_object('studentId', actor, 'studentName', activity_log_name(p[1]), 'jobId', null, 'jobTitle', p[2]);
    RETURN;
  END LOOP;

  -- '{şirket} şirketi {ad soyad} adlı öğrenciyi "{ilan}" ilanı için kısa listeye aldı|işe aldı',
  -- '{şirket} şirketi {ad soyad} adlı öğrencinin "{ilan}" ilanına başvurusunu reddetti'
  FOREACH v IN ARRAY ARRAY['" ilanı için kısa listeye aldı', '" ilanı için işe aldı', '" ilanına başvurusunu reddetti'] LOOP
    p := activity_log_split(activity_log_cut(t, '', v), ' şirketi ');
    CONTINUE WHEN p IS NULL;
    p := p[1:1] || activity_log_split(p[2],
      CASE v WHEN '" ilanına başvurusunu reddetti' THEN ' adlı öğrencinin "' ELSE ' adlı öğrenciyi "' END);
    CONTINUE WHEN p[2] IS NULL;
    SELECT * INTO who FROM activity_log_person('student', p[2]);
    IF who.matches > 1 THEN RETURN; END IF;
    o_event := 'application.moved';
    o_subject := who.person;
    o_params := jsonb_build_object(
      'status', CASE v WHEN '" ilanı için kısa listeye aldı' THEN 'Shortlisted' WHEN '" ilanı için işe aldı' THEN 'Hired' ELSE 'Rejected' END,
      'companyId', actor, 'companyName', activity_log_name(p[1]),
      'studentId', who.person, 'studentName', activity_log_name(p[2]), 'jobId', null, 'jobTitle', p[3]);
    RETURN;
  END LOOP;

  -- '{ad} adlı yönetici "{haber}" haberini ekledi|güncelledi|sildi'
  FOREACH v IN ARRAY ARRAY['" haberini ekledi', '" haberini güncelledi', '" haberini sildi'] LOOP
    p := activity_log_split(activity_log_cut(t, '', v), ' adlı yönetici "');
    CONTINUE WHEN p IS NULL;
    o_event := CASE v WHEN '" haberini ekledi' THEN 'news.added' WHEN '" haberini güncelledi' THEN 'news.updated' ELSE 'news.deleted' END;
    o_params := jsonb_build_object('adminId', actor, 'adminName', activity_log_name(p[1]), 'newsId', null, 'newsTitle', p[2]);
    RETURN;
  END LOOP;

  -- '{ad} adlı yönetici "Proje Hakkında" sayfasını güncelledi'
  b := activity_log_cut(t, '', ' adlı yönetici "Proje Hakkında" sayfasını güncelledi');
  IF b IS NOT NULL THEN
    o_event := 'about.updated';
    o_params := jsonb_build_object('adminId', actor, 'adminName', activity_log_name(b));
    RETURN;
  END IF;

  -- '{ad soyad} adlı öğrenci özgeçmişini güncelledi'
  b := activity_log_cut(t, '', ' adlı öğrenci özgeçmişini güncelledi');
  IF b IS NOT NULL THEN
    o_event := 'resume.updated';
    o_params := jsonb_build_object('studentId', actor, 'studentName', activity_log_name(b));
    RETURN;
  END IF;

  -- 'Yönetici, {ad soyad} adlı öğretmenin hesabını açtı'
  b := activity_log_cut(t, 'Yönetici, ', ' adlı öğretmenin hesabını açtı');
  IF b IS NOT NULL THEN
    SELECT * INTO who FROM activity_log_person('teacher', b);
    IF who.matches > 1 THEN RETURN; END IF;
    o_event := 'teacher.created';
    o_subject := who.person;
    o_params := jsonb_build_object('teacherId', who.person, 'teacherName', activity_log_name(b));
    RETURN;
  END IF;

  -- 'Yönetici, {şirket} şirketini onayladı', 'Yönetici, {şirket} şirketinin kaydını reddetti'
  FOREACH v IN ARRAY ARRAY[' şirketini onayladı', ' şirketinin kaydını reddetti'] LOOP
    b := activity_log_cut(t, 'Yönetici, ', v);
    CONTINUE WHEN b IS NULL;
    SELECT * INTO who FROM activity_log_person('company', b);
    IF who.matches > 1 THEN RETURN; END IF;
    o_event := CASE v WHEN ' şirketini onayladı' THEN 'company.approved' ELSE 'company.rejected' END;
    o_subject := who.person;
    o_params := jsonb_build_object('companyId', who.person, 'companyName', activity_log_name(b));
    RETURN;
  END LOOP;

  -- 'Yönetici, {şirket} şirketinin | {ad soyad} adlı öğrencinin|öğretmenin|yöneticinin hesabını askıya aldı|yeniden
  -- etkinleştirdi' ('öğretmennin' is how the log spelt a teacher's genitive until events replaced it)
  FOREACH v IN ARRAY ARRAY[' hesabını askıya aldı', ' hesabını yeniden etkinleştirdi'] LOOP
    b := activity_log_cut(t, 'Yönetici, ', v);
    CONTINUE WHEN b IS NULL;
    p := NULL;
    FOREACH r IN ARRAY ARRAY['company| şirketinin', 'student| adlı öğrencinin', 'teacher| adlı öğretmenin',
        'teacher| adlı öğretmennin', 'admin| adlı yöneticinin'] LOOP
      p := ARRAY[split_part(r, '|', 1), activity_log_cut(b, '', split_part(r, '|', 2))];
      EXIT WHEN p[2] IS NOT NULL;
    END LOOP;
    CONTINUE WHEN p[2] IS NULL;
    SELECT * INTO who FROM activity_log_person(p[1], p[2]);
    IF who.matches > 1 THEN RETURN; END IF;
    o_event := CASE v WHEN ' hesabını askıya aldı' THEN 'account.suspended' ELSE 'account.reactivated' END;
    o_subject := who.person;
    o_params := jsonb_build_object('role', p[1], 'userId', who.person, 'userName', activity_log_name(p[2]));
    RETURN;
  END LOOP;

  -- 'Yönetici "{ilan}" iş ilanını yayından kaldırdı|yeniden yayına aldı'
  FOREACH v IN ARRAY ARRAY['" iş ilanını yayından kaldırdı', '" iş ilanını yeniden yayına aldı'] LOOP
    b := activity_log_cut(t, 'Yönetici "', v);
    CONTINUE WHEN b IS NULL;
    o_event := CASE v WHEN '" iş ilanını yayından kaldırdı' THEN 'job.unpublished' ELSE 'job.republished' END;
    o_params := jsonb_build_object('jobId', null, 'jobTitle', b);
    RETURN;
  END LOOP;
END
$$;
--> statement-breakpoint
WITH converted AS (
  SELECT l.id, c.o_event, c.o_params, c.o_subject
  FROM activity_logs l CROSS JOIN LATERAL activity_log_event(l.text, l.actor_id) c
  WHERE l.event = 'legacy'
)
UPDATE activity_logs l
SET event = c.o_event, params = c.o_params, subject_id = c.o_subject, text = ''
FROM converted c
WHERE l.id = c.id AND c.o_event <> 'legacy';
--> statement-breakpoint
DROP FUNCTION activity_log_event(text, uuid);
--> statement-breakpoint
DROP FUNCTION activity_log_person(text, text);
--> statement-breakpoint
DROP FUNCTION activity_log_name(text);
--> statement-breakpoint
DROP FUNCTION activity_log_split(text, text);
--> statement-breakpoint
DROP FUNCTION activity_log_cut(text, text, text);
--> statement-breakpoint
-- Built after the conversion, so it holds only the few entries left as written.
CREATE INDEX IF NOT EXISTS "activity_logs_legacy_idx" ON "activity_logs" USING btree ("id") WHERE "activity_logs"."event" = 'legacy';
