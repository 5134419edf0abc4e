import { z } from 'zod';
import { verifyOtpInputSchema, type Lang, type Role } from '@beceri/domain';
import * as s from './schemas.ts';

/**
 * What the OpenAPI document says of each route besides the schemas the route declares itself (issue 19): its
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
} as const satisfies Record<string, Record<Lang, string>>;
export type Tag = keyof typeof TAGS;

export interface RouteDoc {
  tag: Tag;
  summary: Record<Lang, string>;
  /** Who may call it: everyone (null), any logged-in person ('any'), or these roles. */
  auth: null | 'any' | Role[];
  /** The success answer: a JSON schema, a page of a list (`X-Total-Count`), or another type. */
  answer?: { status?: number; json?: z.ZodType; list?: z.ZodType; type?: string; description?: Record<Lang, string> };
  /** The body of a route that reads it itself: a JSON schema, or a multipart form's fields. */
  body?: z.ZodType;
  multipart?: Record<string, string>;
}

const t = (tr: string, en: string) => ({ tr, en });
const anyone = null;
const loggedIn = 'any' as const;
const student: Role[] = ['student'];
const company: Role[] = ['company'];
const admin: Role[] = ['admin'];
const authors: Role[] = ['teacher', 'admin'];

const courseForm = {
  title: 'Kursun adı', description: 'Açıklama', category: 'COURSE_CATEGORIES', test: 'JSON: {questions:[{text, options[5], correctAnswer}]}',
  classes: 'JSON: [{title, description, videoLink, pdfFileIndex}]', pdfFiles: 'PDF dosyaları (her biri ≤ 20 MB)',
};
const newsForm = { title: 'Başlık', description: 'Özet', details: 'Metin', images: 'Resimler (PNG, JPEG, WebP)', 'existingImages[n]': 'Kalan resimler (düzenlemede)' };
const xml = (tr: string, en: string) => ({ type: 'application/xml', description: t(tr, en) });

export const routeDocs: Record<string, RouteDoc> = {
  // Sessions and sign-up
  'POST /auth/register': {
    tag: 'auth', auth: anyone, summary: t('Kayıt ol (öğrenci veya şirket)', 'Sign up (student or company)'),
    multipart: { role: 'student | company', name: '', surname: '', email: '', password: '', phone: '', idNumber: 'TC kimlik no (öğrenci)', resume: 'Özgeçmiş PDF (isteğe bağlı)', '…': 'SPEC.md §2' },
    answer: { status: 201, json: s.created },
  },
  'POST /auth/login': {
    tag: 'auth', auth: anyone, summary: t('Giriş yap: oturum çerezini alır', 'Log in: sets the session cookie'),
    answer: { json: z.object({ ok: z.literal(true), role: z.string(), id: z.uuid() }) },
  },
  'POST /auth/logout': { tag: 'auth', auth: anyone, summary: t('Çıkış yap', 'Log out'), answer: { json: s.ok } },
  'GET /auth/check-session': {
    tag: 'auth', auth: anyone, summary: t('Oturumdaki kişi', 'The person of the session'),
    answer: { json: z.object({ user: s.sessionUser.nullable() }) },
  },
  'GET /auth/check': {
    tag: 'auth', auth: anyone, summary: t('Giriş yapılmış mı', 'Whether someone is logged in'),
    answer: { json: z.object({ loggedIn: z.boolean(), role: z.string().nullable() }) },
  },
  'POST /mail/forgot-password': { tag: 'auth', auth: anyone, summary: t('Şifre sıfırlama kodu gönder', 'Send a password reset code'), answer: { json: s.ok } },
  'POST /auth/verify-otp': {
    tag: 'auth', auth: anyone, summary: t('Sıfırlama kodunu doğrula', 'Check a reset code'), body: verifyOtpInputSchema,
    answer: { json: z.object({ token: z.string().describe('Sent with the new password to /auth/reset-password') }) },
  },
  'POST /auth/reset-password': { tag: 'auth', auth: anyone, summary: t('Yeni şifre belirle', 'Set a new password'), answer: { json: s.ok } },

  // Accounts and profiles
  'GET /student/get': { tag: 'accounts', auth: student, summary: t('Öğrenci profili', 'Student profile'), answer: { json: s.studentProfile } },
  'GET /company/get': { tag: 'accounts', auth: company, summary: t('Şirket profili', 'Company profile'), answer: { json: s.companyProfile } },
  'GET /teacher/get': { tag: 'accounts', auth: ['teacher'], summary: t('Öğretmen profili', 'Teacher profile'), answer: { json: s.teacherProfile } },
  'PUT /student/update': { tag: 'accounts', auth: student, summary: t('Şifre değiştir (öğrenci)', 'Change password (student)'), answer: { json: s.ok.extend({ success: z.literal(true) }) } },
  'PUT /teacher/update': { tag: 'accounts', auth: ['teacher'], summary: t('Şifre değiştir (öğretmen)', 'Change password (teacher)'), answer: { json: s.ok.extend({ success: z.literal(true) }) } },
  'PUT /company/update': { tag: 'accounts', auth: company, summary: t('Şifre değiştir (şirket)', 'Change password (company)'), answer: { json: s.ok.extend({ success: z.literal(true) }) } },
  'PUT /me/locale': { tag: 'accounts', auth: loggedIn, summary: t('Dil tercihini kaydet', 'Save the language'), answer: { json: z.object({ locale: z.enum(['tr', 'en']) }) } },
  'PUT /student/resume': {
    tag: 'accounts', auth: student, summary: t('Özgeçmişi yükle veya değiştir', 'Upload or replace the resume'),
    multipart: { resume: 'PDF, DOC veya DOCX, ≤ 5 MB' }, answer: { json: s.resumeReplaced },
  },
  'GET /company/get/:email': {
    tag: 'accounts', auth: loggedIn, summary: t('İlanı veren şirket', 'The company behind a job'),
    answer: { json: z.object({ name: z.string(), phone: z.string(), email: z.string(), address: z.string() }) },
  },

  // Jobs
  'GET /job/all': { tag: 'jobs', auth: anyone, summary: t('Açık ilanlar (arama, il, çalışma şekli)', 'Open jobs (search, province, type)'), answer: { list: s.jobView } },
  'GET /job/get': { tag: 'jobs', auth: loggedIn, summary: t('İlanlar (giriş yapmış kişi)', 'Jobs (logged in)'), answer: { list: s.adminJobView } },
  'GET /job/getJob/:id': { tag: 'jobs', auth: anyone, summary: t('Bir ilan', 'One job'), answer: { json: s.jobView } },
  'GET /job/getAddedJobs': { tag: 'jobs', auth: company, summary: t('Şirketin kendi ilanları', "The company's own jobs"), answer: { list: s.ownJobView } },
  'GET /job/jobDetails/:id': { tag: 'jobs', auth: ['company', 'admin'], summary: t('İlan ayrıntısı ve başvuranlar', 'A job with its applicants'), answer: { json: s.jobDetails } },
  'POST /job/add': { tag: 'jobs', auth: ['company', 'admin'], summary: t('İlan ekle', 'Add a job'), answer: { status: 201, json: s.created } },
  'PUT /job/edit/:id': { tag: 'jobs', auth: ['company', 'admin'], summary: t('İlanı düzenle', 'Edit a job'), answer: { json: s.created } },
  'DELETE /job/delete/:id': { tag: 'jobs', auth: ['company', 'admin'], summary: t('İlanı sil', 'Delete a job'), answer: { json: s.ok } },

  // Applications
  'POST /enrollment/enroll/:jobId': {
    tag: 'applications', auth: student, summary: t('İlana başvur', 'Apply to a job'),
    answer: { status: 201, json: z.object({ ok: z.literal(true), id: z.uuid(), status: z.literal('In Review') }) },
  },
  'GET /enrollment/getAll': { tag: 'applications', auth: student, summary: t('Başvurularım', 'My applications'), answer: { list: s.studentApplication } },
  'GET /enrollment/getEnrollment/:id': {
    tag: 'applications', auth: student, summary: t('Bir başvurunun durumu', "An application's status"), answer: { json: z.object({ id: z.uuid(), jobId: z.uuid(), status: z.enum(['In Review', 'Shortlisted', 'Rejected', 'Hired']) }) },
  },
  'GET /enrollment/jobIds': { tag: 'applications', auth: student, summary: t('Başvurduğum ilanlar', 'The jobs I applied to'), answer: { json: s.appliedJobIds } },
  'DELETE /enrollment/:applicationId': { tag: 'applications', auth: student, summary: t('Başvuruyu geri çek (İnceleniyor iken)', 'Withdraw an application (while in review)'), answer: { json: s.ok } },
  'GET /enrollment/studentsEnrolled/:jobId': { tag: 'applications', auth: company, summary: t('Bir ilanın başvuranları (durum süzgeci)', "A job's applicants (status filter)"), answer: { list: s.applicant } },
  'GET /enrollment/counts/:jobId': { tag: 'applications', auth: company, summary: t('Duruma göre başvuran sayıları', 'Applicants per status'), answer: { json: s.applicantCounts } },
  'PUT /enrollment/status/:applicationId': {
    tag: 'applications', auth: company, summary: t('Başvuranı kısa listeye al, reddet veya işe al', 'Shortlist, reject or hire an applicant'),
    answer: { json: s.statusMoved },
  },
  'PUT /enrollment/hire/:studentId': {
    tag: 'applications', auth: company, summary: t('Öğrenciyi işe al (SPEC.md)', 'Hire a student (SPEC.md)'), answer: { json: s.statusMoved },
  },

  // Courses
  'GET /course/all': { tag: 'courses', auth: anyone, summary: t('Kurslar (arama, kategori)', 'Courses (search, category)'), answer: { list: s.courseListItem } },
  'GET /course/getCourses': { tag: 'courses', auth: loggedIn, summary: t('Kurslar (giriş yapmış kişi)', 'Courses (logged in)'), answer: { list: s.courseListItem } },
  'GET /course/getAddedCourses': {
    tag: 'courses', auth: authors, summary: t('Eklediğim kurslar: kayıtlı ve başarılı öğrencileriyle', 'Courses I added, with enrolled and passed students'),
    answer: { list: s.ownCourseListItem },
  },
  'GET /course/get/:id': { tag: 'courses', auth: anyone, summary: t('Bir kurs: dersler ve sınav', 'One course: classes and exam'), answer: { json: s.courseView } },
  'GET /course/courseDetails/:id': { tag: 'courses', auth: authors, summary: t('Kursun öğrencileri ve sonuçları', "A course's students and results"), answer: { json: s.courseDetails } },
  'GET /course/:id/results': {
    tag: 'courses', auth: authors, summary: t('Kursun sonuçları: öğrenci başına deneme, en iyi puan, başarı', "A course's results: attempts, best score and pass per student"),
    answer: {
      list: s.courseResultRow,
      description: t(
        'Kursun sahibi öğretmen ve yöneticiler. Kayıtlı her öğrenci bir satır; hiç denemesi olmayan öğrenci attempts 0, bestScore/total/lastAttemptAt null ve passed false ile listelenir. Sıra: son denemesi en yeni olan önce, denemesi olmayanlar sonda, sonra ada göre. Sayfa başına 100',
        'The owning teacher and admins. One row per enrolled student; a student without an attempt has attempts 0, bestScore/total/lastAttemptAt null and passed false. Order: newest last attempt first, students without one last, then by name. 100 a page',
      ),
    },
  },
  'POST /course/add': { tag: 'courses', auth: authors, summary: t('Kurs ekle', 'Add a course'), multipart: courseForm, answer: { status: 201, json: s.created } },
  'POST /course/edit/:id': { tag: 'courses', auth: authors, summary: t('Kursu düzenle', 'Edit a course'), multipart: courseForm, answer: { json: s.created } },
  'DELETE /course/delete/:id': { tag: 'courses', auth: authors, summary: t('Kursu sil', 'Delete a course'), answer: { json: s.ok } },
  'POST /courseEnrollement/enroll/:courseId': {
    tag: 'courses', auth: student, summary: t('Kursa kaydol', 'Enrol in a course'),
    answer: { status: 201, json: z.object({ ok: z.literal(true), alreadyEnrolled: z.boolean() }), description: t('201 kaydoldu, 200 zaten kayıtlı', '201 enrolled, 200 already enrolled') },
  },
  'GET /courseEnrollement/getAll': { tag: 'courses', auth: student, summary: t('Kayıtlı olduğum kurslar', 'Courses I am enrolled in'), answer: { list: s.enrolledCourse } },
  'GET /courseEnrollement/courseIds': { tag: 'courses', auth: student, summary: t('Kayıtlı olduğum kursların kimlikleri', 'Ids of my courses'), answer: { json: s.enrolledCourseIds } },
  'GET /courseEnrollement/enrolledCount/:courseId': {
    tag: 'courses', auth: anyone, summary: t('Kursa kayıtlı öğrenci sayısı', 'Students enrolled in a course'), answer: { json: z.object({ count: z.number().int() }) },
  },

  // Exams
  'GET /test/:examId': { tag: 'exams', auth: anyone, summary: t('Bir kursun sınav soruları', "A course's exam questions"), answer: { json: s.examQuestions } },
  'POST /test/add': { tag: 'exams', auth: student, summary: t('Sınavı gönder: sunucu puanlar', 'Submit an exam: the server grades it'), answer: { json: s.grade } },

  // News
  'GET /blog/all': { tag: 'news', auth: anyone, summary: t('Haberler', 'News'), answer: { list: s.newsPost } },
  'GET /blog/get/:id': { tag: 'news', auth: anyone, summary: t('Bir haber', 'One news post'), answer: { json: s.newsPost } },
  'POST /blog/add': { tag: 'news', auth: admin, summary: t('Haber ekle', 'Add a news post'), multipart: newsForm, answer: { status: 201, json: s.created } },
  'POST /blog/edit/:id': { tag: 'news', auth: admin, summary: t('Haberi düzenle', 'Edit a news post'), multipart: newsForm, answer: { json: s.ok } },
  'DELETE /blog/delete/:id': { tag: 'news', auth: admin, summary: t('Haberi sil', 'Delete a news post'), answer: { json: s.ok } },

  // About, contact, configuration
  'GET /aboutus': { tag: 'about', auth: anyone, summary: t('Proje hakkında sayfası', 'The about page'), answer: { json: s.about } },
  'POST /aboutus/edit/:id': {
    tag: 'about', auth: admin, summary: t('Proje hakkında sayfasını düzenle', 'Edit the about page'),
    multipart: { mainText: 'Metin', 'cards[n]': 'JSON: {id, text}', mainImage: 'Resim', endImage: 'Resim' }, answer: { json: s.about.extend({ ok: z.literal(true) }) },
  },
  'POST /mail/contact': { tag: 'contact', auth: anyone, summary: t('Bize ulaşın formu', 'Contact form'), answer: { status: 201, json: s.created } },
  'GET /config/public': { tag: 'contact', auth: anyone, summary: t('İletişim bilgileri ve bağlantılar', 'Contact details and links'), answer: { json: s.publicConfig } },

  // Administration
  'GET /admin/users': { tag: 'admin', auth: admin, summary: t('Kullanıcılar (rol, arama)', 'Users (role, search)'), answer: { list: s.adminUser } },
  'POST /admin/users': { tag: 'admin', auth: admin, summary: t('Öğretmen hesabı oluştur', 'Create a teacher account'), answer: { status: 201, json: s.created } },
  'GET /admin/messages': { tag: 'admin', auth: admin, summary: t('İletişim mesajları', 'Contact messages'), answer: { list: s.contactMessage } },
  // Trust and operations (issue 20)
  'GET /auth/verify-email': {
    tag: 'auth', auth: anyone, summary: t('E-posta doğrulama bağlantısı (48 saat, tek kullanım)', 'E-mail verification link (48 h, single use)'),
    answer: { status: 303, type: 'text/plain', description: t('/email-verified?result=verified|expired|invalid adresine yönlendirir', 'Redirects to /email-verified?result=verified|expired|invalid') },
  },
  'POST /auth/resend-verification': { tag: 'auth', auth: loggedIn, summary: t('Doğrulama bağlantısını yeniden gönder', 'Resend the verification link'), answer: { json: s.resendVerification } },
  'PUT /admin/users/:id/suspend': { tag: 'admin', auth: admin, summary: t('Hesabı askıya al (gerekçeyle)', 'Suspend an account (with a reason)'), answer: { json: s.ok } },
  'PUT /admin/users/:id/reactivate': { tag: 'admin', auth: admin, summary: t('Hesabı yeniden etkinleştir', 'Reactivate an account'), answer: { json: s.ok } },
  'PUT /admin/jobs/:id/unpublish': { tag: 'admin', auth: admin, summary: t('İlanı yayından kaldır (gerekçe şirkete gider)', 'Take a job down (the reason is mailed to its company)'), answer: { json: s.ok } },
  'PUT /admin/jobs/:id/republish': { tag: 'admin', auth: admin, summary: t('İlanı yeniden yayına al', 'Publish a job again'), answer: { json: s.ok } },
  'GET /admin/companies': { tag: 'admin', auth: admin, summary: t('Şirketler (onay durumuna göre)', 'Companies (by approval state)'), answer: { list: s.adminCompany } },
  'PUT /admin/companies/:id/approve': { tag: 'admin', auth: admin, summary: t('Şirketi onayla', 'Approve a company'), answer: { json: s.ok } },
  'PUT /admin/companies/:id/reject': { tag: 'admin', auth: admin, summary: t('Şirketi reddet (gerekçe şirkete gider)', 'Reject a company (the reason is mailed to it)'), answer: { json: s.ok } },
  'GET /log/all': { tag: 'admin', auth: admin, summary: t('Etkinlik kayıtları (türe göre)', 'Activity log (by type)'), answer: { list: s.logEntry } },
  // Issue 15: programme indicators.
  'GET /admin/indicators': {
    tag: 'admin', auth: admin, summary: t('Program göstergeleri (kayıt tarihine göre)', 'Programme indicators (by registration date)'),
    answer: { json: s.indicators },
  },
  'GET /admin/indicators.xlsx': {
    tag: 'admin', auth: admin, summary: t('Program göstergeleri (Excel)', 'Programme indicators (Excel)'),
    answer: {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      description: t('Her tablo bir sayfada; başlıklar arayanın dilinde', "One sheet per table; headings in the caller's language"),
    },
  },

  // Files
  'GET /files/:id': {
    tag: 'files', auth: anyone, summary: t('Dosya: ders PDF’i, resim veya (yetkiliye) özgeçmiş; Range destekli', 'A file: course PDF, picture or (to those allowed) a resume; Range supported'),
    answer: { type: 'application/octet-stream', description: t('Dosyanın baytları (206 ile bir aralık)', "The file's bytes (206 with a range)") },
  },

  // Personal data (KVKK)
  'GET /me/export': {
    tag: 'privacy', auth: loggedIn, summary: t('Verilerimi indir (ZIP)', 'Download my data (ZIP)'),
    answer: { type: 'application/zip', description: t('Kişinin tüm verileri ve dosyaları', "Every datum and file of the person") },
  },
  'DELETE /me': { tag: 'privacy', auth: loggedIn, summary: t('Hesabımı sil', 'Delete my account'), answer: { json: s.ok } },
  'DELETE /me/consents/disability-data': { tag: 'privacy', auth: student, summary: t('Engellilik verisi onayını geri çek', 'Withdraw the disability-data consent'), answer: { json: s.ok } },

  // Discovery
  'GET /robots.txt': { tag: 'discovery', auth: anyone, summary: t('Arama motorlarına kurallar', 'Rules for crawlers'), answer: { type: 'text/plain', description: t('robots.txt', 'robots.txt') } },
  'GET /sitemap.xml': { tag: 'discovery', auth: anyone, summary: t('Site haritası', 'Sitemap'), answer: xml('Genel sayfalar, açık ilanlar, kurslar, haberler', 'Public pages, open jobs, courses, news') },
  'GET /jobs.atom': {
    tag: 'discovery', auth: anyone, summary: t('Açık ilanların Atom akışı', 'Atom feed of open jobs'),
    answer: { type: 'application/atom+xml', description: t('En yeni 50 açık ilan', 'The newest 50 open jobs') },
  },
  'GET /haberler.atom': {
    tag: 'discovery', auth: anyone, summary: t('Haberlerin Atom akışı', 'Atom feed of news'),
    answer: { type: 'application/atom+xml', description: t('En yeni 50 haber', 'The newest 50 news posts') },
  },

  // Certificates
  'GET /certificates': { tag: 'certificates', auth: student, summary: t('Sertifikalarım', 'My certificates'), answer: { json: z.array(s.certificate) } },
  'GET /certificates/:code/pdf': {
    tag: 'certificates', auth: ['student', 'admin'], summary: t('Sertifikanın PDF’i (sahibi ve yöneticiler)', "A certificate's PDF (its holder and admins)"),
    answer: { type: 'application/pdf', description: t('A4 sertifika, doğrulama sayfasının karekoduyla', 'An A4 certificate with a QR code of its verification page') },
  },
  'GET /certificates/verify/:code': {
    tag: 'certificates', auth: anyone, summary: t('Bir sertifikayı doğrula', 'Verify a certificate'), answer: { json: s.certificateVerification },
  },
};

/** Routes that are not part of the API: the pages, the built web app's files, the health check and the docs themselves. */
export const UNDOCUMENTED = new Set(['GET /', 'GET /*', 'GET /health', 'GET /api/openapi.json']);
