import { z } from 'zod';
import {
  APPLICATION_STATUSES,
  cohortInputSchema,
  courseDraftSchema,
  LANGS,
  verifyOtpInputSchema,
  type Lang,
  type Role,
} from '@beceri/domain';
import * as s from './schemas.ts';

/**
 * What the OpenAPI document says of each route besides the schemas the route declares itself: its
 * feature, a summary in both languages, who may call it, its answer and, for multipart forms, their fields.
 * Every route the app registers has an entry (openapi.test.ts fails otherwise), keyed `METHOD /path`.
 */

export const TAGS = {
  auth: { tr: 'Oturum ve kayıt', en: 'Sessions and sign-up' },
  accounts: { tr: 'Hesaplar ve profiller', en: 'Accounts and profiles' },
  jobs: { tr: 'İş ilanları', en: 'Jobs' },
  applications: { tr: 'Başvurular', en: 'Applications' },
  courses: { tr: 'Kurslar', en: 'Courses' },
  exams: { tr: 'Sınavlar', en: 'Exams' },
  news: { tr: 'Haberler', en: 'News' },
  about: { tr: 'Proje hakkında', en: 'About the project' },
  contact: { tr: 'İletişim', en: 'Contact' },
  admin: { tr: 'Yönetim', en: 'Administration' },
  files: { tr: 'Dosyalar', en: 'Files' },
  privacy: { tr: 'Kişisel veriler (KVKK)', en: 'Personal data (KVKK)' },
  discovery: { tr: 'Keşif: site haritası ve akışlar', en: 'Discovery: sitemap and feeds' },
  certificates: { tr: 'Sertifikalar', en: 'Certificates' },
  sessions: { tr: 'Laboratuvar oturumları ve ders programı', en: 'Lab sessions and the timetable' },
  internships: { tr: 'Stajlar', en: 'Internships' },
  talent: { tr: 'Aday havuzu ve davetler', en: 'Talent pool and invitations' },
} as const satisfies Record<string, Record<Lang, string>>;
export type Tag = keyof typeof TAGS;

export interface RouteDoc {
  tag: Tag;
  summary: Record<Lang, string>;
  /** Who may call it: everyone (null), any logged-in person ('any'), or these roles. */
  auth: null | 'any' | Role[];
  /**
   * The success answer: a JSON schema, a page of a list (`X-Total-Count`), or another type; `also`, other success
   * statuses with the same body; `setsCookie` when it sets (or clears) the session cookie; `notModified`, the 304
   * (no body) it gives to a conditional request, its successes then carrying an ETag (a cached read has both anyway).
   */
  answer?: {
    status?: number;
    json?: z.ZodType;
    list?: z.ZodType;
    type?: string;
    description?: Record<Lang, string>;
    also?: Record<number, Record<Lang, string>>;
    setsCookie?: true;
    notModified?: Record<Lang, string>;
  };
  /**
   * Error answers of this route besides docs/security.md's usual ones (400, 401, 403, 404, 413, 415, 429), each with
   * its cause; a status named here replaces the usual text for it.
   */
  errors?: Record<number, Record<Lang, string>>;
  /** The body of a route that reads it itself: a JSON schema, or a multipart form's fields. */
  body?: z.ZodType;
  /** The body's media types when not JSON (the one-click unsubscribe's form, RFC 8058). */
  consumes?: string[];
  multipart?: Record<string, FormField>;
}

/** A field of a multipart form: what it holds, whether it must be sent, and whether it is a file (or several). */
export interface FormField {
  about: Record<Lang, string>;
  required?: true;
  file?: true;
  many?: true;
}

const t = (tr: string, en: string) => ({ tr, en });
const cohortConflict = {
  409: t(
    'COHORT_OPEN_CONFLICT: aynı anda başka bir dönem açıldı',
    'COHORT_OPEN_CONFLICT: another cohort was opened at the same moment',
  ),
};
const placementNotEnded = {
  409: t(
    'PLACEMENT_NOT_ENDED: form stajın son günü açılır (tarihler girilmiş olmalı)',
    'PLACEMENT_NOT_ENDED: the form opens on the last day (the dates must be set)',
  ),
};
const placementErrors = {
  403: t('FORBIDDEN: staj başkasının', "FORBIDDEN: another's internship"),
  404: t('NOT_FOUND: staj bulunamadı', 'NOT_FOUND: internship not found'),
};
const anyone = null;
const loggedIn = 'any' as const;
const student: Role[] = ['student'];
const company: Role[] = ['company'];
const admin: Role[] = ['admin'];
const authors: Role[] = ['teacher', 'admin'];

const field = (tr: string, en: string): FormField => ({ about: t(tr, en) });
const requiredField = (tr: string, en: string): FormField => ({ about: t(tr, en), required: true });
const fileField = (tr: string, en: string): FormField => ({ about: t(tr, en), file: true });
const filesField = (tr: string, en: string): FormField => ({ about: t(tr, en), file: true, many: true });

const courseForm = {
  title: requiredField('Kursun adı', 'The course title'),
  description: field('Açıklama', 'Description'),
  category: field('COURSE_CATEGORIES içinden bir kategori', 'A category of COURSE_CATEGORIES'),
  test: field(
    'JSON: {questions:[{id?, text, options[2–5], correctAnswer}]}',
    'JSON: {questions:[{id?, text, options[2–5], correctAnswer}]}',
  ),
  exam: field(
    'JSON: {drawCount, shuffle, timeLimitMinutes, passPercent} (sınav ayarları)',
    'JSON: {drawCount, shuffle, timeLimitMinutes, passPercent} (exam settings)',
  ),
  classes: field(
    'JSON: [{title, description, videoLink, pdfFileIndex}]',
    'JSON: [{title, description, videoLink, pdfFileIndex}]',
  ),
  pdfFiles: filesField('PDF dosyaları (her biri ≤ 20 MB)', 'PDF files (each ≤ 20 MB)'),
};
const newsForm = {
  title: requiredField('Başlık', 'Title'),
  description: field('Özet', 'Summary'),
  details: field('Metin', 'Text'),
  titleEn: field('Başlık (İngilizce, isteğe bağlı)', 'Title in English (optional)'),
  descriptionEn: field('Özet (İngilizce, isteğe bağlı)', 'Summary in English (optional)'),
  detailsEn: field('Metin (İngilizce, isteğe bağlı)', 'Text in English (optional)'),
  images: filesField('Resimler (PNG, JPEG, WebP)', 'Images (PNG, JPEG, WebP)'),
  'existingImages[n]': field('Kalan resimler (düzenlemede)', 'Images kept (when editing)'),
};
const xml = (tr: string, en: string) => ({ type: 'application/xml', description: t(tr, en) });

/** The login's second step without its verification cookie, or with a wrong code. */
const secondStepRefused = {
  401: t(
    'MFA_PENDING_EXPIRED: doğrulama çerezi yok ya da süresi doldu; MFA_CODE_INVALID: kod yanlış',
    'MFA_PENDING_EXPIRED: no verification cookie or it expired; MFA_CODE_INVALID: wrong code',
  ),
};

/** The app-code step also answers the account's daily cap of wrong codes. */
const appCodeRefused = {
  ...secondStepRefused,
  429: t(
    'RATE_LIMITED: çok fazla istek; MFA_DAILY_CODE_CAP: hesabın bugünkü yanlış kod sınırı doldu, kurtarma kodu ya da geçiş anahtarı kabul edilir (Retry-After: İstanbul gece yarısına kalan saniye)',
    "RATE_LIMITED: too many requests; MFA_DAILY_CODE_CAP: the account's wrong codes for today reached the cap, a recovery code or a passkey is still accepted (Retry-After: seconds to midnight in Istanbul)",
  ),
};

/** Moving an applicant on (a status change or a hire) by a company not approved, or to a status the pipeline forbids. */
const applicantMoveRefused = {
  403: t(
    'FORBIDDEN: bu şirketin başvurusu değil ya da istek başka bir Origin’den; COMPANY_NOT_APPROVED: şirket henüz onaylanmadı ya da onayı kaldırıldı',
    "FORBIDDEN: not this company's application, or the request came from another origin; COMPANY_NOT_APPROVED: the company is not approved yet, or its approval was withdrawn",
  ),
  409: t('STATUS_MOVE_REFUSED: bu durumdan oraya geçilmez', 'STATUS_MOVE_REFUSED: not a move from this status'),
};

/** An exam whose course has no questions. */
const noTest = t(
  'VALIDATION: alanlar `fields` içinde; NO_TEST: kursun sınav sorusu yok',
  'VALIDATION: each field and its message in `fields`; NO_TEST: the course has no exam questions',
);

/** A link preview's picture not yet drawn: the address's draws used up, or the drawer's queue full (decision 048). */
const previewRefused = {
  429: t(
    'RATE_LIMITED: bu adresten çizilecek resim sınırı doldu (çizilmiş resimler sınırsız); Retry-After saniye sonra yeniden deneyin',
    'RATE_LIMITED: the pictures to draw for this address are used up (pictures already drawn are not limited); try again after Retry-After seconds',
  ),
  503: t(
    'PREVIEWS_BUSY: çizilmeyi bekleyen resim sınırı dolu; Retry-After saniye sonra yeniden deneyin',
    'PREVIEWS_BUSY: the queue of pictures to draw is full; try again after Retry-After seconds',
  ),
};

/** A link preview's picture its client already holds (its version is its ETag). */
const previewNotModified = t(
  'Değişmedi: If-None-Match resmin ETag’ini taşıyor; gövde yok',
  "Not modified: If-None-Match holds the picture's ETag; no body",
);

/** A report asked for while as many as may be prepared at once are in preparation. */
const reportsBusy = {
  503: t(
    'REPORTS_BUSY: aynı anda hazırlanan rapor sınırı dolu; Retry-After saniye sonra yeniden deneyin',
    'REPORTS_BUSY: the limit of reports in preparation is reached; try again after Retry-After seconds',
  ),
};

export const routeDocs: Record<string, RouteDoc> = {
  // Sessions and sign-up
  'POST /auth/register': {
    tag: 'auth',
    auth: anyone,
    summary: t('Kayıt ol (öğrenci veya şirket)', 'Sign up (student or company)'),
    multipart: {
      role: requiredField('student veya company', 'student or company'),
      name: requiredField('Ad', 'First name'),
      surname: requiredField('Soyad', 'Surname'),
      email: requiredField('E-posta adresi', 'E-mail address'),
      password: requiredField('Şifre (docs/product.md kuralı)', 'Password (the rule of docs/product.md)'),
      consent: requiredField('KVKK aydınlatma onayı: true', 'KVKK notice acknowledged: true'),
      companyName: field('Şirketin adı (şirket: zorunlu)', 'Company name (company: required)'),
      idNumber: field('TC kimlik no (öğrenci: zorunlu)', 'Turkish ID number (student: required)'),
      gender: field('GENDERS içinden (öğrenci: zorunlu)', 'One of GENDERS (student: required)'),
      dateOfBirth: field('Doğum tarihi YYYY-AA-GG (öğrenci: zorunlu)', 'Date of birth YYYY-MM-DD (student: required)'),
      educationLevel: field(
        'EDUCATION_LEVELS içinden (öğrenci: zorunlu)',
        'One of EDUCATION_LEVELS (student: required)',
      ),
      jobSeekingStatus: field(
        'JOB_SEEKING_STATUSES içinden (öğrenci: zorunlu)',
        'One of JOB_SEEKING_STATUSES (student: required)',
      ),
      disability: field('yes veya no (öğrenci: zorunlu)', 'yes or no (student: required)'),
      disabilityConsent: field('disability yes ise true', 'true when disability is yes'),
      resume: fileField(
        'Özgeçmiş: PDF, DOC veya DOCX (isteğe bağlı; ilk başvurudan önce de yüklenebilir)',
        'Resume: PDF, DOC or DOCX (optional; it can also be uploaded before the first application)',
      ),
    },
    answer: {
      status: 201,
      json: s.registered,
      setsCookie: true,
      description: t('Kayıt oldu ve oturum açıldı (oturum çerezi)', 'Signed up and signed in (the session cookie)'),
    },
    errors: {
      400: t(
        'VALIDATION: fields her sorunlu alanı adlandırır, kayıtlı e-posta ya da TC numarası dahil (hepsi tek yanıtta)',
        'VALIDATION: fields names every field with a problem, an e-mail or TC number already registered included (all in one answer)',
      ),
      409: t(
        'EMAIL_TAKEN veya ID_NUMBER_TAKEN: zaten kayıtlı (başka sorun yok); fields alanı adlandırır',
        'EMAIL_TAKEN or ID_NUMBER_TAKEN: already registered (and nothing else wrong); fields names the field',
      ),
    },
  },
  'POST /auth/login': {
    tag: 'auth',
    auth: anyone,
    summary: t(
      'Giriş yap: oturum çerezini alır; ikinci adım açıksa oturum yerine 5 dakikalık doğrulama çerezi',
      'Log in: sets the session cookie; with two-step verification on, a 5-minute verification cookie instead',
    ),
    answer: { json: s.loginAnswer, setsCookie: true },
    errors: {
      401: t('INVALID_CREDENTIALS: e-posta veya şifre yanlış', 'INVALID_CREDENTIALS: wrong e-mail or password'),
      403: t(
        'ACCOUNT_SUSPENDED: hesap askıya alınmış; FORBIDDEN: istek başka bir Origin’den',
        'ACCOUNT_SUSPENDED: the account is suspended; FORBIDDEN: the request came from another origin',
      ),
    },
  },
  'POST /auth/logout': {
    tag: 'auth',
    auth: anyone,
    summary: t('Çıkış yap', 'Log out'),
    answer: { json: s.ok, setsCookie: true },
  },
  'GET /auth/check-session': {
    tag: 'auth',
    auth: anyone,
    summary: t('Oturumdaki kişi', 'The person of the session'),
    answer: { json: z.object({ user: s.sessionUser.nullable() }) },
  },
  'GET /auth/check': {
    tag: 'auth',
    auth: anyone,
    summary: t('Giriş yapılmış mı', 'Whether someone is logged in'),
    answer: { json: z.object({ loggedIn: z.boolean(), role: z.string().nullable() }) },
  },
  'POST /mail/forgot-password': {
    tag: 'auth',
    auth: anyone,
    summary: t('Şifre sıfırlama kodu gönder', 'Send a password reset code'),
    answer: { json: s.ok },
  },
  'POST /auth/verify-otp': {
    tag: 'auth',
    auth: anyone,
    summary: t('Sıfırlama kodunu doğrula', 'Check a reset code'),
    body: verifyOtpInputSchema,
    answer: { json: z.object({ token: z.string().describe('Sent with the new password to /auth/reset-password') }) },
  },
  'POST /auth/reset-password': {
    tag: 'auth',
    auth: anyone,
    summary: t('Yeni şifre belirle', 'Set a new password'),
    answer: { json: s.ok },
  },

  // Accounts and profiles
  'GET /student/get': {
    tag: 'accounts',
    auth: student,
    summary: t('Öğrenci profili', 'Student profile'),
    answer: { json: s.studentProfile },
  },
  'GET /company/get': {
    tag: 'accounts',
    auth: company,
    summary: t('Şirket profili', 'Company profile'),
    answer: { json: s.companyProfile },
  },
  'GET /teacher/get': {
    tag: 'accounts',
    auth: ['teacher'],
    summary: t('Öğretmen profili', 'Teacher profile'),
    answer: { json: s.teacherProfile },
  },
  'PUT /student/update': {
    tag: 'accounts',
    auth: student,
    summary: t(
      'Şifre değiştir {password, currentPassword} ya da aday havuzu ayarları {openToWork, city} (öğrenci)',
      'Change the password {password, currentPassword} or the talent pool settings {openToWork, city} (student)',
    ),
    body: z.union([
      z.object({ password: z.string(), currentPassword: z.string() }),
      z.object({
        openToWork: z
          .boolean()
          .optional()
          .describe('Join (true) or leave (false) the talent pool; consent talent-pool'),
        city: z.string().nullable().optional().describe('One of the 81 provinces; null or empty clears it'),
      }),
    ]),
    answer: { json: s.studentUpdated },
  },
  'PUT /teacher/update': {
    tag: 'accounts',
    auth: ['teacher'],
    summary: t('Şifre değiştir (öğretmen)', 'Change password (teacher)'),
    answer: { json: s.ok.extend({ success: z.literal(true) }) },
  },
  'PUT /company/update': {
    tag: 'accounts',
    auth: company,
    summary: t('Şifre değiştir (şirket)', 'Change password (company)'),
    answer: { json: s.ok.extend({ success: z.literal(true) }) },
  },
  'PUT /me/locale': {
    tag: 'accounts',
    auth: loggedIn,
    summary: t('Dil tercihini kaydet', 'Save the language'),
    answer: { json: z.object({ locale: z.enum(LANGS) }) },
  },
  'PUT /student/resume': {
    tag: 'accounts',
    auth: student,
    summary: t('Özgeçmişi yükle veya değiştir', 'Upload or replace the resume'),
    multipart: { resume: { ...fileField('PDF, DOC veya DOCX, ≤ 5 MB', 'PDF, DOC or DOCX, ≤ 5 MB'), required: true } },
    answer: { json: s.resumeReplaced },
  },
  'GET /company/get/:email': {
    tag: 'accounts',
    auth: loggedIn,
    summary: t('İlanı veren şirket', 'The company behind a job'),
    answer: { json: z.object({ name: z.string(), phone: z.string(), email: z.string(), address: z.string() }) },
    errors: {
      404: t(
        'NOT_FOUND: herkese açık ilanı olan böyle bir şirket yok (yöneticiler ve şirketin kendisi her durumda görür)',
        'NOT_FOUND: no company with a public job has this address (admins and the company itself see it in any state)',
      ),
    },
  },

  // Jobs
  'GET /job/all': {
    tag: 'jobs',
    auth: anyone,
    summary: t('Açık ilanlar (arama, il, çalışma şekli)', 'Open jobs (search, province, type)'),
    answer: { list: s.jobView },
    errors: {
      401: t(
        'UNAUTHENTICATED: ?eligible=1 (Bana uygun ilanlar) oturum ister',
        'UNAUTHENTICATED: ?eligible=1 (jobs for me) needs a session',
      ),
      403: t('FORBIDDEN: ?eligible=1 yalnızca öğrenciler için', 'FORBIDDEN: ?eligible=1 is for students only'),
    },
  },
  'GET /job/get': {
    tag: 'jobs',
    auth: loggedIn,
    summary: t(
      'İlanlar (giriş yapmış kişi; öğrenciye match, ?eligible=1 gereksinimlerini karşıladığı ilanlar)',
      'Jobs (logged in; a student gets match, ?eligible=1 the jobs whose requirements she meets)',
    ),
    answer: { list: s.adminJobView },
    errors: {
      403: t('FORBIDDEN: ?eligible=1 yalnızca öğrenciler için', 'FORBIDDEN: ?eligible=1 is for students only'),
    },
  },
  'GET /job/getJob/:id': {
    tag: 'jobs',
    auth: anyone,
    summary: t(
      'Bir ilan, gerekli ve tercih edilen kurslarıyla (öğrenciye match; ilanı veren şirkete mine: true)',
      'One job with its required and preferred courses (match for a student; mine: true for the company that posted it)',
    ),
    answer: { json: s.oneJobView },
  },
  'GET /job/getAddedJobs': {
    tag: 'jobs',
    auth: company,
    summary: t('Şirketin kendi ilanları', "The company's own jobs"),
    answer: { list: s.ownJobView },
  },
  'GET /job/jobDetails/:id': {
    tag: 'jobs',
    auth: ['company', 'admin'],
    summary: t('İlan ayrıntısı ve başvuranlar', 'A job with its applicants'),
    answer: { json: s.jobDetails },
  },
  'POST /job/add': {
    tag: 'jobs',
    auth: ['company', 'admin'],
    summary: t(
      'İlan ekle (requiredCourseIds, preferredCourseIds: yayındaki 0–5 kurs, ikisinde birden olmayan)',
      'Add a job (requiredCourseIds, preferredCourseIds: 0–5 published courses each, none in both)',
    ),
    answer: { status: 201, json: s.created },
  },
  'PUT /job/edit/:id': {
    tag: 'jobs',
    auth: ['company', 'admin'],
    summary: t(
      'İlanı düzenle (gönderilmeyen kurs listeleri olduğu gibi kalır)',
      'Edit a job (course lists that are not sent stay as they are)',
    ),
    answer: { json: s.created },
  },
  'DELETE /job/delete/:id': {
    tag: 'jobs',
    auth: ['company', 'admin'],
    summary: t('İlanı sil', 'Delete a job'),
    answer: { json: s.ok },
  },

  // Applications
  'POST /enrollment/enroll/:jobId': {
    tag: 'applications',
    auth: student,
    summary: t('İlana başvur', 'Apply to a job'),
    answer: { status: 201, json: z.object({ ok: z.literal(true), id: z.uuid(), status: z.literal('In Review') }) },
    errors: { 409: t('ALREADY_APPLIED: bu ilana zaten başvurdunuz', 'ALREADY_APPLIED: already applied to this job') },
  },
  'GET /enrollment/getAll': {
    tag: 'applications',
    auth: student,
    summary: t('Başvurularım', 'My applications'),
    answer: { list: s.studentApplication },
  },
  'GET /enrollment/getEnrollment/:id': {
    tag: 'applications',
    auth: student,
    summary: t('Bir başvurunun durumu', "An application's status"),
    answer: {
      json: z.object({
        id: z.uuid(),
        jobId: z.uuid(),
        status: z.enum(APPLICATION_STATUSES),
      }),
    },
  },
  'GET /enrollment/jobIds': {
    tag: 'applications',
    auth: student,
    summary: t('Başvurduğum ilanlar', 'The jobs I applied to'),
    answer: { json: s.appliedJobIds },
  },
  'DELETE /enrollment/:applicationId': {
    tag: 'applications',
    auth: student,
    summary: t('Başvuruyu geri çek (İnceleniyor iken)', 'Withdraw an application (while in review)'),
    answer: { json: s.ok },
    errors: {
      409: t(
        'NOT_WITHDRAWABLE: başvuru artık İnceleniyor değil',
        'NOT_WITHDRAWABLE: the application is no longer in review',
      ),
    },
  },
  'GET /enrollment/studentsEnrolled/:jobId': {
    tag: 'applications',
    auth: company,
    summary: t(
      'Bir ilanın başvuranları: gereksinimleri en çok karşılayan önce, sonra başvuru tarihi (?sort=oldest|newest); ?status= ve ?meetsRequirements=1 süzgeçleri',
      "A job's applicants: most requirements met first, then by application date (?sort=oldest|newest); ?status= and ?meetsRequirements=1 filters",
    ),
    answer: { list: s.applicant },
  },
  'GET /enrollment/counts/:jobId': {
    tag: 'applications',
    auth: company,
    summary: t('Duruma göre başvuran sayıları', 'Applicants per status'),
    answer: { json: s.applicantCounts },
  },
  'PUT /enrollment/status/:applicationId': {
    tag: 'applications',
    auth: company,
    summary: t('Başvuranı kısa listeye al, reddet veya işe al', 'Shortlist, reject or hire an applicant'),
    answer: { json: s.statusMoved },
    errors: applicantMoveRefused,
  },
  'PUT /enrollment/hire/:studentId': {
    tag: 'applications',
    auth: company,
    summary: t('Öğrenciyi işe al (docs/product.md)', 'Hire a student (docs/product.md)'),
    answer: { json: s.statusMoved },
    errors: applicantMoveRefused,
  },

  // Courses
  'GET /course/all': {
    tag: 'courses',
    auth: anyone,
    summary: t('Kurslar (arama, kategori)', 'Courses (search, category)'),
    answer: { list: s.courseListItem },
  },
  'GET /course/getCourses': {
    tag: 'courses',
    auth: loggedIn,
    summary: t('Kurslar (giriş yapmış kişi)', 'Courses (logged in)'),
    answer: { list: s.courseListItem },
  },
  'GET /course/getAddedCourses': {
    tag: 'courses',
    auth: authors,
    summary: t(
      'Eklediğim kurslar (taslaklar dahil): kayıtlı ve başarılı öğrencileriyle',
      'Courses I added (drafts included), with enrolled and passed students',
    ),
    answer: {
      list: s.ownCourseListItem,
      description: t(
        '?ended=true yalnızca biten kursları verir: yayında olup yayınlanmasından ya da son kayıttan (hangisi sonraysa) bu yana 180 gündür kimsenin kaydolmadığı kurslar',
        '?ended=true gives only the ended courses: published ones nobody has enrolled in for 180 days since their publication or their last enrolment, whichever is later',
      ),
    },
  },
  'GET /course/get/:id': {
    tag: 'courses',
    auth: anyone,
    summary: t('Bir kurs: dersler ve sınav', 'One course: classes and exam'),
    answer: { json: s.courseView },
  },
  'GET /course/courseDetails/:id': {
    tag: 'courses',
    auth: authors,
    summary: t('Kursun öğrencileri ve sonuçları', "A course's students and results"),
    answer: { json: s.courseDetails },
  },
  'GET /course/:id/results': {
    tag: 'courses',
    auth: authors,
    summary: t(
      'Kursun sonuçları: öğrenci başına deneme, en iyi puan, başarı',
      "A course's results: attempts, best score and pass per student",
    ),
    answer: {
      list: s.courseResultRow,
      description: t(
        'Kursun sahibi öğretmen ve yöneticiler. Kayıtlı her öğrenci bir satır; hiç denemesi olmayan öğrenci attempts 0, bestScore/total/lastAttemptAt null ve passed false ile listelenir. Sıra: son denemesi en yeni olan önce, denemesi olmayanlar sonda, sonra ada göre. Sayfa başına 100',
        'The owning teacher and admins. One row per enrolled student; a student without an attempt has attempts 0, bestScore/total/lastAttemptAt null and passed false. Order: newest last attempt first, students without one last, then by name. 100 a page',
      ),
    },
  },
  'POST /course/add': {
    tag: 'courses',
    auth: authors,
    summary: t('Kurs ekle', 'Add a course'),
    multipart: courseForm,
    answer: { status: 201, json: s.created },
  },
  'POST /course/edit/:id': {
    tag: 'courses',
    auth: authors,
    summary: t('Kursu düzenle', 'Edit a course'),
    multipart: courseForm,
    answer: { json: s.created },
  },
  'POST /course/draft': {
    tag: 'courses',
    auth: authors,
    summary: t('Taslak kurs başlat (stüdyo)', 'Start a draft course (studio)'),
    body: courseDraftSchema,
    answer: {
      status: 201,
      json: s.draftSaved,
      description: t(
        'Taslak yalnızca sahibine ve yöneticilere görünür; başlık henüz boş olabilir',
        'A draft is seen only by its author and admins; its title may still be empty',
      ),
    },
  },
  'PUT /course/draft/:id': {
    tag: 'courses',
    auth: authors,
    summary: t('Taslağı kaydet (otomatik kayıt)', 'Save the draft (autosave)'),
    body: courseDraftSchema,
    answer: { json: s.draftSaved },
    errors: {
      409: t(
        'Kurs yayında: değişiklikler POST /course/edit/{id} ile kaydedilir',
        'The course is published: changes are saved with POST /course/edit/{id}',
      ),
    },
  },
  'POST /course/publish/:id': {
    tag: 'courses',
    auth: authors,
    summary: t('Taslağı yayınla', 'Publish the draft'),
    answer: {
      json: s.coursePublished,
      description: t(
        'Başlık, açıklama ve en az bir ders gerekir (yoksa 400 ve eksik alanlar); yayındaki bir kurs için bir şey değişmez',
        'Needs a title, a description and at least one lesson (else 400 naming the missing fields); a published course stays as it is',
      ),
    },
  },
  'DELETE /course/delete/:id': {
    tag: 'courses',
    auth: authors,
    summary: t('Kursu sil', 'Delete a course'),
    answer: { json: s.ok },
  },
  'POST /courseEnrollement/enroll/:courseId': {
    tag: 'courses',
    auth: student,
    summary: t('Kursa kaydol', 'Enrol in a course'),
    answer: {
      status: 201,
      json: z.object({ ok: z.literal(true), alreadyEnrolled: z.boolean() }),
      description: t('Kaydoldu', 'Enrolled'),
      also: { 200: t('Zaten kayıtlı (alreadyEnrolled: true)', 'Already enrolled (alreadyEnrolled: true)') },
    },
  },
  'GET /courseEnrollement/getAll': {
    tag: 'courses',
    auth: student,
    summary: t('Kayıtlı olduğum kurslar', 'Courses I am enrolled in'),
    answer: { list: s.enrolledCourse },
  },
  'GET /courseEnrollement/courseIds': {
    tag: 'courses',
    auth: student,
    summary: t('Kayıtlı olduğum kursların kimlikleri', 'Ids of my courses'),
    answer: { json: s.enrolledCourseIds },
  },
  // The learning path (decision 050).
  'PUT /me/lessons/:classId/done': {
    tag: 'courses',
    auth: student,
    summary: t(
      'Dersi tamamlandı olarak işaretle (kayıtlı olunan kursun dersi; tekrar çağrı değiştirmez) ve kursun ilerlemesi',
      "Mark a lesson done (of a course I am enrolled in; calling again changes nothing) and the course's progress",
    ),
    answer: { json: s.courseProgress },
  },
  'DELETE /me/lessons/:classId/done': {
    tag: 'courses',
    auth: student,
    summary: t(
      'Dersin tamamlandı işaretini geri al (yanlışlıkla işaretlenen ders; tekrar çağrı değiştirmez) ve kursun ilerlemesi',
      "Take back a lesson's done mark (one marked by mistake; calling again changes nothing) and the course's progress",
    ),
    answer: { json: s.courseProgress },
  },
  'GET /me/progress': {
    tag: 'courses',
    auth: student,
    summary: t(
      'Kayıtlı olduğum kurslarda ilerlemem: tamamlanan dersler, sıradaki ders, sınav',
      'My progress in the courses I am enrolled in: lessons done, the next lesson, the exam',
    ),
    answer: { list: s.courseProgress },
  },
  'GET /courseEnrollement/enrolledCount/:courseId': {
    tag: 'courses',
    auth: anyone,
    summary: t('Kursa kayıtlı öğrenci sayısı', 'Students enrolled in a course'),
    answer: { json: z.object({ count: z.number().int() }) },
  },

  // Exams
  'GET /test/:examId': {
    tag: 'exams',
    auth: anyone,
    summary: t('Bir kursun sınav soruları', "A course's exam questions"),
    answer: { json: s.examQuestions },
  },
  'POST /test/add': {
    tag: 'exams',
    auth: student,
    summary: t(
      'Açık denemeyi gönder: cevaplar bankanın sırasıyla, sunucu puanlar (açık deneme yoksa 409)',
      "Submit the open attempt: answers in the bank's order, graded on the server (409 without one)",
    ),
    answer: { json: s.grade },
    errors: {
      400: noTest,
      404: t('NOT_FOUND: böyle bir kurs veya sınav yok', 'NOT_FOUND: no such course or exam'),
      409: t(
        'NO_OPEN_ATTEMPT: bu kursta açık deneme yok (önce POST /exam/{courseId}/attempts); ATTEMPT_CLOSED: deneme bu arada puanlandı',
        'NO_OPEN_ATTEMPT: no open attempt on this course (open one with POST /exam/{courseId}/attempts first); ATTEMPT_CLOSED: the attempt was graded meanwhile',
      ),
    },
  },
  'POST /exam/:courseId/attempts': {
    tag: 'exams',
    auth: student,
    summary: t(
      'Sınav denemesini başlat ya da açık olanı sürdür (yeni: 201, süren: 200)',
      'Open an exam attempt, or resume the open one (new: 201, resumed: 200)',
    ),
    answer: {
      status: 201,
      json: s.openAttempt,
      description: t('Yeni deneme çekildi ve kaydedildi', 'A new attempt drawn and recorded'),
      also: {
        200: t(
          'Açık deneme olduğu gibi sürdürülüyor: aynı attemptId, sorular ve kayıtlı cevaplar',
          'The open attempt resumed as it stands: the same attemptId, questions and saved answers',
        ),
      },
    },
    errors: {
      400: noTest,
      429: t(
        'DAILY_ATTEMPTS_USED: bu kursun bugünkü deneme hakkı doldu (Retry-After: İstanbul gece yarısına kalan saniye)',
        "DAILY_ATTEMPTS_USED: today's attempts on this course are used up (Retry-After: seconds to midnight in Istanbul)",
      ),
    },
  },
  'PUT /exam/attempts/:attemptId/answers/:questionId': {
    tag: 'exams',
    auth: student,
    summary: t(
      'Bir cevabı kaydet (gösterilen sıradaki seçenek; null siler)',
      'Save one answer (the option as shown; null clears it)',
    ),
    answer: { status: 204, description: t('Kaydedildi', 'Saved') },
    errors: {
      409: t(
        'ATTEMPT_CLOSED: deneme gönderildi ya da süresi doldu (süresi dolan deneme olduğu gibi puanlanır)',
        'ATTEMPT_CLOSED: the attempt was submitted or its time ran out (an attempt past its time is graded as it stands)',
      ),
    },
  },
  'POST /exam/attempts/:attemptId/submit': {
    tag: 'exams',
    auth: student,
    summary: t('Denemeyi bitir: puan ve geçme notu', 'Finish the attempt: score and pass mark'),
    answer: { json: s.attemptResult },
  },
  'GET /course/:id/exam-stats': {
    tag: 'exams',
    auth: authors,
    summary: t(
      'Soru istatistikleri: çekilme sayısı, doğru oranı, ayırt edicilik (kursun sahibi ve yöneticiler)',
      "Item statistics: times drawn, share correct, discrimination (the course's owner and admins)",
    ),
    answer: { json: s.examStats },
  },
  'GET /course/:id/questions': {
    tag: 'exams',
    auth: authors,
    summary: t(
      'Soru bankası ve sınav ayarları, doğru cevaplarla (kursun sahibi ve yöneticiler)',
      "The question bank and exam settings, with correct answers (the course's owner and admins)",
    ),
    answer: { json: s.questionBank },
  },
  'PUT /course/:id/questions': {
    tag: 'exams',
    auth: authors,
    summary: t(
      'Soru bankasını ve ayarlarını kaydet: gönderilen id’ler korunur (id yoksa sıraya göre); açık denemeler çektikleri soruları tutar',
      'Save the bank and its settings: sent ids are kept (by position without one); open attempts keep what they drew',
    ),
    answer: { json: s.questionBank },
    errors: {
      409: t(
        'BANK_CHANGED: gönderilen `version` eski, banka o sürümden beri değişti (başka sekme, cihaz ya da stüdyo); hiçbir şey kaydedilmedi',
        'BANK_CHANGED: the `version` sent is stale, the bank changed since (another tab, device or the studio); nothing was saved',
      ),
    },
  },
  'POST /course/:id/questions/import': {
    tag: 'exams',
    auth: authors,
    summary: t(
      'Şablondan soru içe aktar (CSV ya da XLSX, ≤ 1 MB): ya bütün satırlar geçerlidir ve eklenir ya hiçbiri',
      'Import questions from the template (CSV or XLSX, ≤ 1 MB): every row valid and added, or none',
    ),
    multipart: {
      file: {
        about: t(
          'CSV (UTF-8 ya da Windows-1254; virgül, noktalı virgül ya da sekmeyle) ya da XLSX: soru, seçenek1–5, doğru (1–5 ya da A–E)',
          'CSV (UTF-8 or Windows-1254; comma, semicolon or tab) or XLSX: question, option1–5, correct (1–5 or A–E)',
        ),
        required: true,
        file: true,
      },
    },
    answer: { json: s.questionImport },
    errors: {
      400: t(
        'IMPORT_ROWS_INVALID: hatalı satırlar fields içinde `rows.<satır>.<sütun>` ile (hiçbiri eklenmedi); IMPORT_OVER_CAP: 200 soru sınırı; BAD_FILE_TYPE: CSV ya da XLSX değil; VALIDATION: başlık satırı ya da okunamayan dosya',
        'IMPORT_ROWS_INVALID: the refused rows in fields as `rows.<row>.<column>` (none added); IMPORT_OVER_CAP: the 200-question cap; BAD_FILE_TYPE: not CSV or XLSX; VALIDATION: heading row or unreadable file',
      ),
      413: t('Dosya 1 MB’tan büyük', 'The file is larger than 1 MB'),
    },
  },
  'GET /question-bank/template.csv': {
    tag: 'exams',
    auth: authors,
    summary: t('Soru içe aktarma şablonu (CSV)', 'The question import template (CSV)'),
    answer: {
      type: 'text/csv',
      description: t(
        'Başlıklar arayanın dilinde, bir örnek satır',
        "Headings in the caller's language, one example row",
      ),
    },
  },
  'GET /question-bank/template.xlsx': {
    tag: 'exams',
    auth: authors,
    summary: t('Soru içe aktarma şablonu (Excel)', 'The question import template (Excel)'),
    answer: {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      description: t(
        'Başlıklar arayanın dilinde, bir örnek satır',
        "Headings in the caller's language, one example row",
      ),
    },
  },
  'PUT /admin/students/:id/extra-time': {
    tag: 'admin',
    auth: admin,
    summary: t('Öğrenciye sınav ek süresi ver (erişilebilirlik)', 'Give a student extra exam time (accessibility)'),
    answer: { json: s.extraTime },
  },

  // News
  'GET /blog/all': { tag: 'news', auth: anyone, summary: t('Haberler', 'News'), answer: { list: s.newsPost } },
  'GET /blog/get/:id': {
    tag: 'news',
    auth: anyone,
    summary: t('Bir haber', 'One news post'),
    answer: { json: s.newsPost },
  },
  'POST /blog/add': {
    tag: 'news',
    auth: admin,
    summary: t('Haber ekle', 'Add a news post'),
    multipart: newsForm,
    answer: { status: 201, json: s.created },
  },
  'POST /blog/edit/:id': {
    tag: 'news',
    auth: admin,
    summary: t('Haberi düzenle', 'Edit a news post'),
    multipart: newsForm,
    answer: { json: s.ok },
  },
  'DELETE /blog/delete/:id': {
    tag: 'news',
    auth: admin,
    summary: t('Haberi sil', 'Delete a news post'),
    answer: { json: s.ok },
  },

  // About, contact, configuration
  'GET /aboutus': {
    tag: 'about',
    auth: anyone,
    summary: t('Proje hakkında sayfası', 'The about page'),
    answer: { json: s.about },
  },
  'POST /aboutus/edit/:id': {
    tag: 'about',
    auth: admin,
    summary: t('Proje hakkında sayfasını düzenle', 'Edit the about page'),
    multipart: {
      mainText: field('Metin', 'Text'),
      mainTextEn: field('Metin (İngilizce, isteğe bağlı)', 'Text in English (optional)'),
      mainImageAlt: field('Üst resmin açıklaması', 'The top image’s description'),
      mainImageAltEn: field('Üst resmin açıklaması (İngilizce)', 'The top image’s description in English'),
      endImageAlt: field('Alt resmin açıklaması', 'The bottom image’s description'),
      endImageAltEn: field('Alt resmin açıklaması (İngilizce)', 'The bottom image’s description in English'),
      cards: field('JSON: [{id, text, textEn}]', 'JSON: [{id, text, textEn}]'),
      mainImage: fileField('Üst resim', 'The top image'),
      endImage: fileField('Alt resim', 'The bottom image'),
    },
    answer: { json: s.about.extend({ ok: z.literal(true) }) },
  },
  'POST /mail/contact': {
    tag: 'contact',
    auth: anyone,
    summary: t('Bize ulaşın formu', 'Contact form'),
    answer: { status: 201, json: s.created },
  },
  'GET /config/public': {
    tag: 'contact',
    auth: anyone,
    summary: t('İletişim bilgileri ve bağlantılar', 'Contact details and links'),
    answer: { json: s.publicConfig },
  },

  // Administration
  'GET /admin/users': {
    tag: 'admin',
    auth: admin,
    summary: t(
      'Kullanıcılar (?role= ile bir rolün, ?cohort= ile bir dönemin öğrencileri)',
      "Users (a role's with ?role=, a cohort's students with ?cohort=)",
    ),
    answer: { list: s.adminUser },
  },
  'POST /admin/users': {
    tag: 'admin',
    auth: admin,
    summary: t('Öğretmen hesabı oluştur', 'Create a teacher account'),
    answer: { status: 201, json: s.created },
    errors: { 409: t('EMAIL_TAKEN: bu e-posta adresi kayıtlı', 'EMAIL_TAKEN: this e-mail address is registered') },
  },
  'GET /admin/dashboard': {
    tag: 'admin',
    auth: admin,
    summary: t(
      'Yönetim paneli: bekleyen işlerin sayıları (bu hafta Europe/Istanbul haftasıdır)',
      'Dashboard: counts of what waits for an admin (this week is the Europe/Istanbul week)',
    ),
    answer: { json: s.adminDashboard },
  },
  'GET /admin/messages': {
    tag: 'admin',
    auth: admin,
    summary: t('İletişim mesajları (filter=unread|all)', 'Contact messages (filter=unread|all)'),
    answer: { list: s.contactMessage },
  },
  'PUT /admin/messages/:id/read': {
    tag: 'admin',
    auth: admin,
    summary: t('Mesajı okundu ya da okunmadı işaretle', 'Mark a message read or unread'),
    answer: { json: s.contactMessage },
  },
  'POST /admin/messages/:id/reply': {
    tag: 'admin',
    auth: admin,
    summary: t(
      'Mesajı e-postayla yanıtla (e-posta kuyruğu üzerinden)',
      'Answer a message by mail (through the mail queue)',
    ),
    answer: { json: s.ok },
    errors: {
      409: t('NO_EMAIL: gönderen e-posta adresi bırakmadı', 'NO_EMAIL: the sender left no e-mail address'),
    },
  },
  'DELETE /admin/messages/:id': {
    tag: 'admin',
    auth: admin,
    summary: t('Mesajı sil', 'Delete a message'),
    answer: { json: s.ok },
  },
  'GET /admin/outbox': {
    tag: 'admin',
    auth: admin,
    summary: t(
      'Posta kutusu: bekleyen veya başarısız e-postalar (alıcı maskeli)',
      'Outbox: queued or failed mails (recipient masked)',
    ),
    answer: { list: s.outboxMail },
  },
  'GET /metrics': {
    tag: 'admin',
    auth: anyone,
    summary: t(
      'Prometheus ölçümleri (yalnızca Authorization: Bearer METRICS_TOKEN ile; ayarlı değilse 404)',
      'Prometheus metrics (only with Authorization: Bearer METRICS_TOKEN; 404 when unset)',
    ),
    answer: {
      type: 'text/plain',
      description: t('Prometheus metin biçimi 0.0.4', 'Prometheus text format 0.0.4'),
    },
    errors: {
      401: t('UNAUTHENTICATED: belirteç yok veya yanlış', 'UNAUTHENTICATED: no token or a wrong one'),
      404: t('NOT_FOUND: METRICS_TOKEN ayarlı değil', 'NOT_FOUND: METRICS_TOKEN is not set'),
    },
  },
  'POST /admin/outbox/:id/retry': {
    tag: 'admin',
    auth: admin,
    summary: t('Başarısız bir e-postayı yeniden gönder', 'Send a failed mail again'),
    answer: { json: s.ok },
  },
  // Trust and operations
  'GET /auth/verify-email': {
    tag: 'auth',
    auth: anyone,
    summary: t('E-posta doğrulama bağlantısı (48 saat, tek kullanım)', 'E-mail verification link (48 h, single use)'),
    answer: {
      status: 303,
      type: 'text/plain',
      description: t(
        '/email-verified?result=verified|expired|invalid adresine yönlendirir',
        'Redirects to /email-verified?result=verified|expired|invalid',
      ),
    },
  },
  'POST /auth/resend-verification': {
    tag: 'auth',
    auth: loggedIn,
    summary: t('Doğrulama bağlantısını yeniden gönder', 'Resend the verification link'),
    answer: { json: s.resendVerification },
  },
  'PUT /admin/users/:id/suspend': {
    tag: 'admin',
    auth: admin,
    summary: t('Hesabı askıya al (gerekçeyle)', 'Suspend an account (with a reason)'),
    answer: { json: s.ok },
  },
  'PUT /admin/users/:id/reactivate': {
    tag: 'admin',
    auth: admin,
    summary: t('Hesabı yeniden etkinleştir', 'Reactivate an account'),
    answer: { json: s.ok },
  },
  'PUT /admin/jobs/:id/unpublish': {
    tag: 'admin',
    auth: admin,
    summary: t(
      'İlanı yayından kaldır (gerekçe şirkete gider)',
      'Take a job down (the reason is mailed to its company)',
    ),
    answer: { json: s.ok },
  },
  'PUT /admin/jobs/:id/republish': {
    tag: 'admin',
    auth: admin,
    summary: t('İlanı yeniden yayına al', 'Publish a job again'),
    answer: { json: s.ok },
  },
  'GET /admin/companies': {
    tag: 'admin',
    auth: admin,
    summary: t('Şirketler (onay durumuna göre)', 'Companies (by approval state)'),
    answer: { list: s.adminCompany },
  },
  'PUT /admin/companies/:id/approve': {
    tag: 'admin',
    auth: admin,
    summary: t('Şirketi onayla', 'Approve a company'),
    answer: { json: s.ok },
  },
  'PUT /admin/companies/:id/reject': {
    tag: 'admin',
    auth: admin,
    summary: t('Şirketi reddet (gerekçe şirkete gider)', 'Reject a company (the reason is mailed to it)'),
    answer: { json: s.ok },
  },
  'GET /log/all': {
    tag: 'admin',
    auth: admin,
    summary: t('Etkinlik kayıtları (türe göre)', 'Activity log (by type)'),
    answer: { list: s.logEntry },
  },
  // Programme indicators.
  'GET /admin/indicators': {
    tag: 'admin',
    auth: admin,
    summary: t('Program göstergeleri (kayıt tarihine göre)', 'Programme indicators (by registration date)'),
    answer: { json: s.indicators },
    errors: reportsBusy,
  },
  // Cohorts (decision 053).
  'GET /programme': {
    tag: 'about',
    auth: anyone,
    summary: t(
      'Açık dönem: ana sayfanın program bilgileri (Türkçe ve İngilizce)',
      "The open cohort: the home page's programme facts (Turkish and English)",
    ),
    answer: { json: s.programme },
  },
  'GET /admin/cohorts': {
    tag: 'admin',
    auth: admin,
    summary: t('Dönemler (katılımcı sayılarıyla)', 'Cohorts (with their participants)'),
    answer: { list: s.cohort },
  },
  'POST /admin/cohorts': {
    tag: 'admin',
    auth: admin,
    summary: t(
      'Dönem ekle (açık eklenirse önceki açık dönem kapanır)',
      'Add a cohort (adding it open closes the open one)',
    ),
    body: cohortInputSchema,
    answer: { status: 201, json: s.created },
    errors: cohortConflict,
  },
  'PUT /admin/cohorts/:id': {
    tag: 'admin',
    auth: admin,
    summary: t('Dönemi düzenle, aç ya da kapat', 'Edit, open or close a cohort'),
    body: cohortInputSchema,
    answer: { json: s.ok },
    errors: cohortConflict,
  },
  'GET /admin/indicators.xlsx': {
    tag: 'admin',
    auth: admin,
    summary: t('Program göstergeleri (Excel)', 'Programme indicators (Excel)'),
    answer: {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      description: t(
        'Her tablo bir sayfada; başlıklar arayanın dilinde',
        "One sheet per table; headings in the caller's language",
      ),
    },
    errors: reportsBusy,
  },

  // Files
  'GET /files/:id': {
    tag: 'files',
    auth: anyone,
    summary: t(
      'Dosya: ders PDF’i, resim veya (yetkiliye) özgeçmiş; Range destekli',
      'A file: course PDF, picture or (to those allowed) a resume; Range supported',
    ),
    answer: {
      type: 'application/octet-stream',
      description: t('Dosyanın baytları', "The file's bytes"),
      also: { 206: t('İstenen aralığın baytları (Range)', 'The bytes of the range asked for (Range)') },
      notModified: t(
        'Değişmedi: If-None-Match dosyanın ETag’ini ya da If-Modified-Since yüklendiği anı taşıyor; gövde yok',
        "Not modified: If-None-Match holds the file's ETag, or If-Modified-Since the time it was uploaded; no body",
      ),
    },
    errors: {
      403: t(
        'COMPANY_NOT_APPROVED: başvuranın özgeçmişi, şirket onaylanmadan okunmaz; EMAIL_NOT_VERIFIED: şirketin e-posta adresi doğrulanmadı; MFA_SETUP_REQUIRED: bu rol önce iki adımlı doğrulamayı kurmalı (MFA_REQUIRED_ROLES)',
        "COMPANY_NOT_APPROVED: an applicant's resume is not for a company before its approval; EMAIL_NOT_VERIFIED: the company's e-mail address is not verified; MFA_SETUP_REQUIRED: this role must set up two-step verification first (MFA_REQUIRED_ROLES)",
      ),
      416: t('Aralık dosyanın dışında', 'The range lies outside the file'),
    },
  },

  // Personal data (KVKK)
  'GET /me/export': {
    tag: 'privacy',
    auth: loggedIn,
    summary: t('Verilerimi indir (ZIP)', 'Download my data (ZIP)'),
    answer: {
      type: 'application/zip',
      description: t('Kişinin tüm verileri ve dosyaları', 'Every datum and file of the person'),
    },
  },
  'DELETE /me': {
    tag: 'privacy',
    auth: loggedIn,
    summary: t('Hesabımı sil', 'Delete my account'),
    answer: { json: s.ok, setsCookie: true },
    errors: {
      409: t('LAST_ADMIN: son yönetici hesabı silinemez', 'LAST_ADMIN: the last admin account cannot be deleted'),
    },
  },
  'DELETE /me/consents/disability-data': {
    tag: 'privacy',
    auth: student,
    summary: t('Engellilik verisi onayını geri çek', 'Withdraw the disability-data consent'),
    answer: { json: s.ok },
  },

  // Discovery
  'GET /health': {
    tag: 'discovery',
    auth: anyone,
    summary: t('Sağlık: veritabanına ulaşılıyor mu', 'Health: whether the database answers'),
    answer: {
      json: z.object({ status: z.enum(['ok', 'unavailable']), database: z.string() }),
      description: t('Veritabanı yanıt veriyor', 'The database answers'),
      also: { 503: t('Veritabanı yanıt vermiyor', 'The database does not answer') },
    },
  },
  'GET /robots.txt': {
    tag: 'discovery',
    auth: anyone,
    summary: t('Arama motorlarına kurallar', 'Rules for crawlers'),
    answer: { type: 'text/plain', description: t('robots.txt', 'robots.txt') },
  },
  'GET /sitemap.xml': {
    tag: 'discovery',
    auth: anyone,
    summary: t('Site haritası', 'Sitemap'),
    answer: xml('Genel sayfalar, açık ilanlar, kurslar, haberler', 'Public pages, open jobs, courses, news'),
  },
  'GET /jobs.atom': {
    tag: 'discovery',
    auth: anyone,
    summary: t('Açık ilanların Atom akışı', 'Atom feed of open jobs'),
    answer: { type: 'application/atom+xml', description: t('En yeni 50 açık ilan', 'The newest 50 open jobs') },
  },
  'GET /og/:lang/:name': {
    tag: 'discovery',
    auth: anyone,
    summary: t(
      'Bir sayfanın bağlantı önizleme resmi (1200×630 PNG): index, jobs, courses, haberler, aboutus, contactus, kvkk, dogrula',
      "A page's link preview picture (1200×630 PNG): index, jobs, courses, haberler, aboutus, contactus, kvkk, dogrula",
    ),
    answer: {
      type: 'image/png',
      description: t('Sayfanın başlığı ürünün görselinde', "The page's title on the product's art"),
      notModified: previewNotModified,
    },
    errors: previewRefused,
  },
  'GET /og/:lang/:kind/:id': {
    tag: 'discovery',
    auth: anyone,
    summary: t(
      'Bir ilanın, kursun veya haberin bağlantı önizleme resmi (job | course | news, `<id>.png`)',
      "A job's, course's or news post's link preview picture (job | course | news, `<id>.png`)",
    ),
    answer: {
      type: 'image/png',
      description: t('Başlığı ürünün görselinde', "Its title on the product's art"),
      notModified: previewNotModified,
    },
    errors: previewRefused,
  },
  'GET /haberler.atom': {
    tag: 'discovery',
    auth: anyone,
    summary: t('Haberlerin Atom akışı', 'Atom feed of news'),
    answer: { type: 'application/atom+xml', description: t('En yeni 50 haber', 'The newest 50 news posts') },
  },

  // Certificates
  'GET /certificates': {
    tag: 'certificates',
    auth: student,
    summary: t('Sertifikalarım', 'My certificates'),
    answer: { json: z.array(s.certificate) },
  },
  'GET /certificates/:code/pdf': {
    tag: 'certificates',
    auth: ['student', 'admin'],
    summary: t('Sertifikanın PDF’i (sahibi ve yöneticiler)', "A certificate's PDF (its holder and admins)"),
    answer: {
      type: 'application/pdf',
      description: t(
        'A4 sertifika, doğrulama sayfasının karekoduyla',
        'An A4 certificate with a QR code of its verification page',
      ),
    },
  },
  'GET /certificates/verify/:code': {
    tag: 'certificates',
    auth: anyone,
    summary: t('Bir sertifikayı doğrula', 'Verify a certificate'),
    answer: { json: s.certificateVerification },
  },

  // Lab sessions, the timetable and the calendar feed (decision 054).
  'GET /sessions': {
    tag: 'sessions',
    auth: ['student', 'teacher', 'admin'],
    summary: t(
      'Ders programı: öğrencinin kayıtlı olduğu kursların, öğretmenin kendi, yöneticinin tüm oturumları (from–to İstanbul günleri, en çok 62 gün)',
      "The timetable: a student's enrolled courses' sessions, a teacher's own, every one for admins (from–to Istanbul days, at most 62)",
    ),
    answer: { json: s.labSessions },
  },
  'GET /course/:id/sessions': {
    tag: 'sessions',
    auth: ['student', 'teacher', 'admin'],
    summary: t(
      'Bir kursun oturumları (kursun öğretmeni, yöneticiler ve kayıtlı öğrenciler)',
      "A course's sessions (its teacher, admins and its enrolled students)",
    ),
    answer: { list: s.labSession },
  },
  'POST /course/:id/sessions': {
    tag: 'sessions',
    auth: authors,
    summary: t(
      'Oturum planla: tek ya da repeatWeeks hafta boyunca haftalık (kursun öğretmeni, yöneticiler); kayıtlı öğrencilere e-posta',
      "Plan a session: one, or weekly for repeatWeeks weeks (the course's teacher, admins); enrolled students are mailed",
    ),
    answer: { status: 201, json: s.labSessions },
    errors: {
      400: t(
        'VALIDATION: alanlar `fields` içinde (saatler, derslik, kontenjan: öğretmen için en çok 21, tekrar 1–52)',
        'VALIDATION: each field in `fields` (times, room, capacity: at most 21 for a teacher, repeat 1–52)',
      ),
      409: t(
        'SESSION_CLASH: derslik o saatte dolu (çakışan kurs ve saat iletide); serinin hiçbir oturumu eklenmez',
        'SESSION_CLASH: the room is taken then (the clashing course and time in the message); no session of the series is added',
      ),
    },
  },
  'PUT /sessions/:id': {
    tag: 'sessions',
    auth: authors,
    summary: t(
      'Oturumu değiştir: saatler, derslik, kontenjan; applyToSeries ile serinin bu ve sonraki oturumları',
      'Change a session: times, room, capacity; with applyToSeries, this and the later sessions of its series',
    ),
    answer: { json: s.labSessions },
    errors: {
      409: t(
        'SESSION_CLASH: derslik o saatte dolu; SESSION_HAS_MARKS: yoklaması alınmış oturum taşınamaz',
        'SESSION_CLASH: the room is taken then; SESSION_HAS_MARKS: a session with attendance marks cannot be moved',
      ),
    },
  },
  'DELETE /sessions/:id': {
    tag: 'sessions',
    auth: authors,
    summary: t(
      'Oturumu iptal et; ?applyToSeries=true ile serinin bu ve sonraki oturumları',
      'Cancel a session; with ?applyToSeries=true, this and the later sessions of its series',
    ),
    answer: { json: s.labSessionsDeleted },
    errors: {
      409: t(
        'SESSION_HAS_MARKS: yoklaması alınmış oturum silinemez (hiçbiri silinmez)',
        'SESSION_HAS_MARKS: a session with attendance marks cannot be deleted (none is)',
      ),
    },
  },
  'GET /me/calendar-token': {
    tag: 'sessions',
    auth: ['student', 'teacher', 'admin'],
    summary: t(
      'Takvim adresim var mı (adres yeniden gösterilmez)',
      'Whether I have a calendar address (never shown again)',
    ),
    answer: { json: s.calendarFeedState },
  },
  'POST /me/calendar-token': {
    tag: 'sessions',
    auth: ['student', 'teacher', 'admin'],
    summary: t(
      'Yeni takvim adresi (iCalendar); eskisi çalışmaz olur',
      'A new calendar (iCalendar) address; the old one stops working',
    ),
    answer: { status: 201, json: s.calendarFeedUrl },
  },
  'DELETE /me/calendar-token': {
    tag: 'sessions',
    auth: ['student', 'teacher', 'admin'],
    summary: t('Takvim adresini iptal et', 'Revoke the calendar address'),
    answer: { json: s.ok },
  },
  'GET /calendar/:token.ics': {
    tag: 'sessions',
    auth: anyone,
    summary: t(
      'Kişinin oturumları iCalendar (RFC 5545) akışı olarak: 30 gün öncesinden bir yıl sonrasına',
      "A person's sessions as an iCalendar (RFC 5545) feed: from 30 days back to a year ahead",
    ),
    answer: {
      type: 'text/calendar',
      description: t('VCALENDAR, oturum başına bir VEVENT', 'A VCALENDAR with one VEVENT per session'),
    },
    errors: {
      404: t('NOT_FOUND: adres bilinmiyor ya da iptal edildi', 'NOT_FOUND: the address is unknown or revoked'),
    },
  },

  // Saved job searches and their daily digest (decision 064).
  'GET /me/job-alerts': {
    tag: 'jobs',
    auth: student,
    summary: t('Kayıtlı iş ilanı aramalarım', 'My saved job searches'),
    answer: { json: s.jobAlerts },
  },
  'POST /me/job-alerts': {
    tag: 'jobs',
    auth: student,
    summary: t(
      'Aramayı kaydet: her sabah 08.00’de (İstanbul) yeni uyan ilanlar e-postayla gelir; en fazla 5',
      'Save a search: new matching jobs are mailed every morning at 08:00 (Istanbul); at most 5',
    ),
    answer: { status: 201, json: s.jobAlert },
    errors: {
      409: t(
        'JOB_ALERT_LIMIT: zaten 5 kayıtlı arama var; JOB_ALERT_EXISTS: aynı arama zaten kayıtlı',
        'JOB_ALERT_LIMIT: 5 searches are saved already; JOB_ALERT_EXISTS: the same search is saved already',
      ),
    },
  },
  'DELETE /me/job-alerts/:id': {
    tag: 'jobs',
    auth: student,
    summary: t('Kayıtlı aramayı sil', 'Delete a saved search'),
    answer: { json: s.ok },
    errors: { 404: t('NOT_FOUND: arama yok ya da başkasının', "NOT_FOUND: no such search, or another person's") },
  },
  'GET /job-alerts/unsubscribe': {
    tag: 'jobs',
    auth: anyone,
    summary: t(
      'E-postadaki bağlantının kaldıracağı aramalar (hiçbir şeyi silmez; tarayıcıya sayfa döner)',
      "The searches the mail's link removes (removes nothing; a browser gets the page)",
    ),
    answer: { json: s.jobAlertUnsubscribe },
    errors: { 404: t('INVALID_TOKEN: bağlantı geçersiz', 'INVALID_TOKEN: the link is not valid') },
  },
  'POST /job-alerts/unsubscribe': {
    tag: 'jobs',
    auth: anyone,
    summary: t(
      'Tek tıkla abonelikten çık (RFC 8058, gövde List-Unsubscribe=One-Click): e-postanın aramalarını siler',
      "One-click unsubscribe (RFC 8058, body List-Unsubscribe=One-Click): deletes the mail's searches",
    ),
    answer: { json: s.jobAlertUnsubscribed },
    body: z.object({ 'List-Unsubscribe': z.literal('One-Click').optional() }),
    consumes: ['application/x-www-form-urlencoded', 'application/json'],
    errors: { 404: t('INVALID_TOKEN: bağlantı geçersiz', 'INVALID_TOKEN: the link is not valid') },
  },

  // Two-factor sign-in (docs/product.md; decision 038)
  'POST /auth/mfa': {
    tag: 'auth',
    auth: anyone,
    summary: t(
      'Girişin ikinci adımı: uygulamadaki kod ya da bir kurtarma kodu (doğrulama çereziyle)',
      "A login's second step: the app's code or a recovery code (with the verification cookie)",
    ),
    answer: { json: s.mfaLoginDone },
    errors: appCodeRefused,
  },
  'POST /auth/passkey/options': {
    tag: 'auth',
    auth: anyone,
    summary: t(
      'Geçiş anahtarıyla ikinci adım için WebAuthn seçenekleri (doğrulama çereziyle)',
      'WebAuthn options for a second step with a passkey (with the verification cookie)',
    ),
    answer: { json: s.webauthnOptions },
    errors: secondStepRefused,
  },
  'POST /auth/passkey': {
    tag: 'auth',
    auth: anyone,
    summary: t('Girişin ikinci adımı: geçiş anahtarı', "A login's second step: a passkey"),
    answer: { json: s.mfaLoginDone },
    errors: secondStepRefused,
  },
  'GET /me/mfa': {
    tag: 'accounts',
    auth: loggedIn,
    summary: t('İki adımlı doğrulamamın durumu', 'The state of my two-step verification'),
    answer: { json: s.mfaStatus },
  },
  'POST /me/mfa/totp': {
    tag: 'accounts',
    auth: loggedIn,
    summary: t(
      'Doğrulama uygulaması kurulumunu başlat: gizli anahtar ve karekod adresi',
      'Start setting up an authenticator app: the secret and the QR code URL',
    ),
    answer: { json: s.totpSetup },
  },
  'POST /me/mfa/totp/confirm': {
    tag: 'accounts',
    auth: loggedIn,
    summary: t(
      'Uygulamayı ilk koduyla onayla: 10 kurtarma kodu',
      'Confirm the app with its first code: 10 recovery codes',
    ),
    answer: { json: s.recoveryCodes },
  },
  'POST /me/mfa/recovery-codes': {
    tag: 'accounts',
    auth: loggedIn,
    summary: t('Yeni kurtarma kodları (eskileri geçersiz olur)', 'New recovery codes (the old ones stop working)'),
    answer: { json: s.recoveryCodes },
  },
  'DELETE /me/mfa': {
    tag: 'accounts',
    auth: loggedIn,
    summary: t('İki adımlı doğrulamayı kapat (şifreyle)', 'Turn two-step verification off (with the password)'),
    answer: { json: s.ok },
  },
  'POST /me/mfa/passkeys/options': {
    tag: 'accounts',
    auth: loggedIn,
    summary: t('Geçiş anahtarı eklemek için WebAuthn seçenekleri', 'WebAuthn options for adding a passkey'),
    answer: { json: s.webauthnOptions },
  },
  'POST /me/mfa/passkeys': {
    tag: 'accounts',
    auth: loggedIn,
    summary: t('Geçiş anahtarı ekle', 'Add a passkey'),
    answer: { status: 201, json: s.passkeyAdded },
  },
  'DELETE /me/mfa/passkeys/:id': {
    tag: 'accounts',
    auth: loggedIn,
    summary: t('Bir geçiş anahtarını kaldır', 'Remove a passkey'),
    answer: { json: s.ok },
  },
  'DELETE /admin/users/:id/mfa': {
    tag: 'admin',
    auth: admin,
    summary: t(
      'Bir kişinin iki adımlı doğrulamasını sıfırla (kayda geçer, kişiye e-posta gider)',
      "Reset a person's two-step verification (logged; the person is mailed)",
    ),
    answer: { json: s.ok },
  },

  // Attendance of the lab sessions (decision 055)
  'GET /sessions/:id/attendance': {
    tag: 'courses',
    auth: authors,
    summary: t(
      'Oturumun yoklama listesi: kursa kayıtlı her öğrenci ve işareti (oturumun öğretmeni ve yöneticiler)',
      "A session's roster: every enrolled student and their mark (the session's teacher and admins)",
    ),
    answer: { json: s.attendanceRoster },
    errors: { 403: t('FORBIDDEN: oturum başka bir öğretmenin', "FORBIDDEN: another teacher's session") },
  },
  'PUT /sessions/:id/attendance': {
    tag: 'courses',
    auth: authors,
    summary: t(
      'Yoklamayı kaydet: {marks: [{studentId, status}]} tek seferde (aynı istek tekrar bir şey değiştirmez)',
      'Save the attendance: {marks: [{studentId, status}]} at once (the same request again changes nothing)',
    ),
    answer: { json: s.attendanceSaved },
    errors: {
      400: t(
        'VALIDATION: geçersiz işaret, kursa kayıtlı olmayan ya da iki kez yazılmış öğrenci (hiçbiri kaydedilmez)',
        'VALIDATION: an invalid mark, a student not enrolled or named twice (nothing is saved)',
      ),
      403: t('FORBIDDEN: oturum başka bir öğretmenin', "FORBIDDEN: another teacher's session"),
      409: t(
        'MARKING_CLOSED: yoklama başlangıçtan 15 dk önce açılır, bitişten 7 gün sonra kapanır',
        'MARKING_CLOSED: attendance opens 15 min before the start and closes 7 days after the end',
      ),
    },
  },
  'GET /sessions/:id/check-in-code': {
    tag: 'courses',
    auth: authors,
    summary: t(
      'Laboratuvar ekranının katılım kodu: 30 saniyede bir değişen 6 rakam, adresi ve katılan sayısı',
      "The lab screen's check-in code: 6 digits changing every 30 s, its address and how many checked in",
    ),
    answer: { json: s.checkInCode },
    errors: { 403: t('FORBIDDEN: oturum başka bir öğretmenin', "FORBIDDEN: another teacher's session") },
  },
  'POST /attendance/check-in': {
    tag: 'courses',
    auth: student,
    summary: t(
      'Kodla derse katıl: süren oturumda katıldı, 15 dakikadan sonra geç kaldı (var olan işaret değişmez)',
      'Check in with the code: present in the session going on, late after 15 minutes (an existing mark stays)',
    ),
    answer: { json: s.checkInResult },
    errors: {
      400: t(
        'VALIDATION: kod 6 rakam değil; CHECK_IN_CODE_WRONG: kod eşleşmedi (15 dakikada 10 yanlış kod sayılır)',
        'VALIDATION: the code is not 6 digits; CHECK_IN_CODE_WRONG: the code did not match (10 wrong codes in 15 minutes count)',
      ),
      409: t(
        'NO_SESSION_NOW: şu an süren bir oturum yok; SESSION_FULL: kontenjan doldu',
        'NO_SESSION_NOW: no session going on now; SESSION_FULL: the session is full',
      ),
      429: t(
        'RATE_LIMITED: 15 dakikada 10 yanlış kod (Retry-After)',
        'RATE_LIMITED: 10 wrong codes in 15 minutes (Retry-After)',
      ),
    },
  },
  'GET /me/attendance': {
    tag: 'courses',
    auth: student,
    summary: t(
      'Devam durumum: oturumu olan her kursta yapılan oturumlar, işaretlerim, saat, yüzde ve eşik',
      'My attendance: per course with sessions, the sessions held, my marks, hours, percent and threshold',
    ),
    answer: { json: z.array(s.myCourseAttendance) },
  },
  'GET /course/:id/attendance': {
    tag: 'courses',
    auth: authors,
    summary: t(
      'Kursun devam tablosu: her öğrenci için işaretler, saat ve yüzde (kursun sahibi ve yöneticiler)',
      "A course's attendance: per student the marks, hours and percent (the course's owner and admins)",
    ),
    answer: { json: s.courseAttendance },
  },
  'GET /sessions/:id/sheet.pdf': {
    tag: 'courses',
    auth: authors,
    summary: t(
      'Denetim için yoklama çizelgesi (A4 PDF, imza sütunuyla)',
      'The attendance sheet for the auditors (A4 PDF, with a signature column)',
    ),
    answer: {
      type: 'application/pdf',
      description: t(
        'Kurs, tarih, saat, süre, öğretmen, derslik ve kursa kayıtlı her öğrenci',
        'Course, date, times, hours, teacher, room and every enrolled student',
      ),
    },
    errors: { 403: t('FORBIDDEN: oturum başka bir öğretmenin', "FORBIDDEN: another teacher's session") },
  },
  // Internship placements (decision 065).
  'GET /placements': {
    tag: 'internships',
    auth: ['company', 'student'],
    summary: t(
      'Stajlarım: şirketin stajyerleri (öğrenci görüşü olmadan) ya da öğrencinin stajları',
      "My internships: a company's interns (without the students' feedback) or a student's own",
    ),
    answer: { list: s.placement },
  },
  'PUT /placements/:id': {
    tag: 'internships',
    auth: company,
    summary: t(
      'Staj tarihleri ve mentor (stajı veren şirket; bitiş başlangıçtan sonra)',
      'Internship dates and mentor (the hiring company; the end after the start)',
    ),
    answer: { json: s.placement },
    errors: {
      ...placementErrors,
      409: t(
        'PLACEMENT_EVALUATED: değerlendirilmiş stajın tarihleri değişmez',
        'PLACEMENT_EVALUATED: an evaluated internship keeps its dates',
      ),
    },
  },
  'PUT /placements/:id/evaluation': {
    tag: 'internships',
    auth: company,
    summary: t(
      'Stajyeri değerlendir: devam, teknik, ekip çalışması 1–5 (son günden itibaren)',
      'Evaluate the intern: attendance, technical, teamwork 1–5 (from the last day on)',
    ),
    answer: { json: s.placement },
    errors: { ...placementErrors, ...placementNotEnded },
  },
  'PUT /placements/:id/feedback': {
    tag: 'internships',
    auth: student,
    summary: t(
      'Stajı değerlendir: 1–5 ve görüş (son günden itibaren)',
      'Rate the internship: 1–5 and a comment (from the last day on)',
    ),
    answer: { json: s.placement },
    errors: { ...placementErrors, ...placementNotEnded },
  },
  'GET /admin/placements': {
    tag: 'admin',
    auth: admin,
    summary: t('Bütün stajlar (?cohort=, ?state= ile süzülür)', 'Every internship (filtered by ?cohort= and ?state=)'),
    answer: { list: s.placement },
  },
  'GET /admin/attendance.xlsx': {
    tag: 'admin',
    auth: admin,
    summary: t(
      'Devam çalışma kitabı (?cohort= ile bir dönemin): oturumlar × öğrenciler, saatler ve toplamlar',
      "The attendance workbook (a cohort's with ?cohort=): sessions × students, hours and totals",
    ),
    answer: {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      description: t(
        'Yoklama, öğrenciler, toplamlar ve stajlar sayfaları; silinen hesaplar adsız',
        'Attendance, students, totals and internships sheets; deleted accounts without names',
      ),
    },
    errors: { 404: t('NOT_FOUND: dönem bulunamadı', 'NOT_FOUND: cohort not found') },
  },
  // The talent pool (decision 063)
  'GET /talent': {
    tag: 'talent',
    auth: company,
    summary: t(
      'Aday havuzu: havuza katılan öğrenciler (?courseId=, ?city=, ?q=, ?page=); onaylı ve e-postası doğrulanmış şirketler',
      'The talent pool: students who joined it (?courseId=, ?city=, ?q=, ?page=); approved companies with a verified address',
    ),
    answer: { json: s.talentPage },
    errors: {
      403: t(
        'COMPANY_NOT_APPROVED / EMAIL_NOT_VERIFIED / FORBIDDEN: yalnızca onaylı, doğrulanmış şirketler',
        'COMPANY_NOT_APPROVED / EMAIL_NOT_VERIFIED / FORBIDDEN: approved, verified companies only',
      ),
    },
  },
  'POST /talent/:studentId/invitations': {
    tag: 'talent',
    auth: company,
    summary: t(
      'Öğrenciyi şirketin açık bir ilanına davet et (günde en fazla 20); öğrenciye e-posta gider',
      "Invite the student to one of the company's open jobs (at most 20 a day); the student is mailed",
    ),
    answer: { status: 201, json: z.object({ id: z.uuid() }) },
    errors: {
      403: t(
        'COMPANY_NOT_APPROVED / EMAIL_NOT_VERIFIED / FORBIDDEN: ilan şirketin değil',
        'COMPANY_NOT_APPROVED / EMAIL_NOT_VERIFIED / FORBIDDEN: not the company’s job',
      ),
      404: t('NOT_FOUND: öğrenci aday havuzunda değil', 'NOT_FOUND: the student is not in the talent pool'),
      409: t(
        'ALREADY_INVITED: bekleyen bir davet var; JOB_CLOSED: ilan başvuruya kapalı',
        'ALREADY_INVITED: an invitation is pending; JOB_CLOSED: the job is closed to applications',
      ),
      429: t(
        'INVITATION_LIMIT: bugünkü 20 davet hakkı doldu (Europe/Istanbul günü)',
        'INVITATION_LIMIT: the 20 invitations of the day are used (Europe/Istanbul day)',
      ),
    },
  },
  'GET /me/invitations': {
    tag: 'talent',
    auth: student,
    summary: t('Davetlerim: bekleyen ve yanıtlanan davetler', 'My invitations: pending and answered'),
    answer: { json: z.array(s.studentInvitation) },
  },
  'PUT /me/invitations/:id': {
    tag: 'talent',
    auth: student,
    summary: t(
      'Daveti kabul et (başvuru Kısa listede olur) ya da reddet; şirkete e-posta gider',
      'Accept the invitation (the application becomes Shortlisted) or decline it; the company is mailed',
    ),
    answer: { json: s.invitationAnswered },
    errors: {
      409: t(
        'NOT_PENDING: davet zaten yanıtlandı; ALREADY_DECIDED: başvuru reddedilmiş; JOB_CLOSED: ilan yayında değil',
        'NOT_PENDING: already answered; ALREADY_DECIDED: the application was rejected; JOB_CLOSED: the job is not published',
      ),
    },
  },
};

/** Routes that are not part of the API: the pages, the built web app's files, the health check and the docs themselves. */
export const UNDOCUMENTED = new Set(['GET /', 'GET /*', 'GET /api/openapi.json']);
