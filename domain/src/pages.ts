/**
 * Every route of the web app with its title and description per language, and the data its first screen
 * reads. The server's page renderer writes them into each page's head and boot data; the web app sets
 * `document.title` from the same table on client-side navigation. No zod here: the web's entry chunk
 * imports this file (`@beceri/domain/pages`).
 */
import { LIST_PAGE_SIZE } from './constants.ts';
import {
  courseFilters,
  filteredKey,
  jobFilters,
  listPage,
  publicJobFilters,
  type CourseFilters,
  type JobFilters,
} from './filters.ts';
import type { Lang } from './i18n.ts';

/** What a route's first screen reads, as the web's queries name it (see web/src/app/first-visit.test.tsx). */
export type PageData =
  'jobs' | 'courses' | 'news' | 'about' | 'job' | 'course' | 'newsPost' | 'certificate' | 'programme';

export interface PageDef {
  /** React Router's path: `:name` is one segment. */
  path: string;
  /** The web's route file, `web/src/app/routes/<screen>.tsx`: its chunk is preloaded with the page. */
  screen: string;
  title: Record<Lang, string>;
  data?: PageData;
  /** Only for logged-in people: search engines are told not to index it. */
  private?: true;
  /** Public, but search engines are told not to index it (a certificate's check names its holder). */
  noindex?: true;
  /** The screen's texts outside the first chunk (the web's lazy namespaces): preloaded with the page. */
  texts?: readonly string[];
  /**
   * A public screen the server renders with React into the page (docs/product.md, decision 039): readable before any
   * script runs, and by crawlers and link previews that run none.
   */
  rendered?: true;
}

const SITE = 'Beceri';

const page = (
  path: string,
  screen: string,
  tr: string,
  en: string,
  extra: Partial<Pick<PageDef, 'data' | 'private' | 'noindex' | 'texts' | 'rendered'>> = {},
): PageDef => ({
  path,
  screen,
  title: { tr, en },
  ...extra,
});
const own = { private: true } as const;
const rendered = { rendered: true } as const;

export const pages: readonly PageDef[] = [
  // The open cohort's programme facts (decision 053).
  page('/', 'home', 'Ana Sayfa', 'Home', { data: 'programme', texts: ['home'], ...rendered }),
  page('/signup', 'signup', 'Kayıt Ol', 'Sign up'),
  page('/login', 'login', 'Giriş Yap', 'Log in', { texts: ['mfa'] }),
  page('/forgot-password', 'forgot-password', 'Şifremi Unuttum', 'Forgot password', { texts: ['passwordReset'] }),
  page('/otp', 'otp', 'Doğrulama Kodu', 'Verification code', { texts: ['passwordReset'] }),
  page('/reset-password', 'reset-password', 'Şifre Sıfırlama', 'Reset password', { texts: ['passwordReset'] }),
  page('/StudentProfile', 'student-profile', 'Öğrenci Profili', 'Student profile', {
    ...own,
    texts: [
      'accounts',
      'attendance',
      'certificates',
      'internships',
      'kvkk',
      'matching',
      'mfa',
      'timetable',
      'workspace',
    ],
  }),
  page('/CompanyProfile', 'company-profile', 'Şirket Profili', 'Company profile', {
    ...own,
    texts: ['accounts', 'internships', 'kvkk', 'mfa', 'workspace'],
  }),
  page('/TeacherProfile', 'teacher-profile', 'Öğretmen Profili', 'Teacher profile', {
    ...own,
    texts: ['accounts', 'kvkk', 'mfa', 'studio', 'timetable'],
  }),
  // Lab sessions week by week (decision 054).
  page('/timetable', 'timetable', 'Ders Programı', 'Timetable', { ...own, texts: ['timetable'] }),
  page('/account-security', 'account-security', 'Hesap Güvenliği', 'Account security', { ...own, texts: ['mfa'] }),
  page('/addCourse', 'add-course', 'Kurs Ekle', 'Add course', { ...own, texts: ['exams', 'studio'] }),
  page('/editCourse/:id', 'edit-course', 'Kursu Düzenle', 'Edit course', { ...own, texts: ['exams'] }),
  page('/exam', 'exam', 'Sınav', 'Exam', { ...own, texts: ['exams'] }),
  page('/exam/:examId', 'exam-by-id', 'Sınav', 'Exam', { ...own, texts: ['exams'] }),
  page('/editExam', 'edit-exam', 'Sınavı Düzenle', 'Edit exam', own),
  page('/examStats/:courseId', 'exam-stats', 'Soru İstatistikleri', 'Question statistics', {
    ...own,
    texts: ['examStats'],
  }),
  // The teacher's course page, a tab a path (decision 051); the exam tab is the question bank's editor (decision 052).
  page('/teacher/courses/:courseId', 'teacher-course', 'Kurs İçeriği', 'Course content', {
    ...own,
    texts: ['exams', 'studio'],
  }),
  page('/teacher/courses/:courseId/exam', 'teacher-course', 'Soru Bankası', 'Question bank', {
    ...own,
    texts: ['questionBank', 'exams', 'studio'],
  }),
  page('/teacher/courses/:courseId/results', 'teacher-course', 'Kursun Sonuçları', 'Course results', {
    ...own,
    texts: ['exams', 'studio'],
  }),
  page('/teacher/courses/:courseId/statistics', 'teacher-course', 'Soru İstatistikleri', 'Question statistics', {
    ...own,
    texts: ['exams', 'examStats', 'studio'],
  }),
  page('/teacher/courses/:courseId/attendance', 'teacher-course', 'Devam', 'Attendance', {
    ...own,
    texts: ['attendance', 'exams', 'studio'],
  }),
  // Attendance of the lab sessions (decision 055).
  page('/sessions/:sessionId/attendance', 'session-attendance', 'Yoklama', 'Attendance', {
    ...own,
    texts: ['attendance'],
  }),
  page('/sessions/:sessionId/check-in-code', 'session-check-in-code', 'Katılım Kodu', 'Check-in code', {
    ...own,
    texts: ['attendance'],
  }),
  page('/check-in', 'check-in', 'Derse Katıl', 'Check in', { ...own, texts: ['attendance'] }),
  page('/teacher/courses/:courseId/lab', 'teacher-course', 'Laboratuvar Oturumları', 'Lab sessions', {
    ...own,
    texts: ['timetable', 'studio'],
  }),
  page('/aboutus', 'about', 'Proje Hakkında', 'About the project', { data: 'about', texts: ['about'], ...rendered }),
  page('/aboutus/update-about-us', 'about-edit', 'Proje Hakkında Sayfasını Düzenle', 'Edit the about page', {
    ...own,
    texts: ['about', 'aboutEditor'],
  }),
  page('/contactus', 'contact', 'Bize Ulaşın', 'Contact us', { texts: ['contact'], ...rendered }),
  page('/footer', 'footer-page', 'Künye ve İletişim', 'Imprint and contact'),
  page('/kvkk', 'kvkk', 'KVKK Aydınlatma Metni', 'Privacy notice', { texts: ['kvkk'], ...rendered }),
  page('/email-verified', 'email-verified', 'E-posta doğrulama', 'Email verification', {
    ...own,
    texts: ['accounts'],
  }),
  page('/jobs', 'jobs', 'İş İmkanları', 'Jobs', { data: 'jobs', ...rendered }),
  // A digest's unsubscribe page (decision 064): opened from a mail without logging in; not for search engines.
  page(
    '/job-alerts/unsubscribe',
    'job-alerts-unsubscribe',
    'İş ilanı bildirimlerinden çık',
    'Unsubscribe from job alerts',
    {
      ...own,
      texts: ['matching'],
    },
  ),
  page('/addjob', 'add-job', 'İlan Ekle', 'Add a job', { ...own, texts: ['accounts', 'workspace', 'matching'] }),
  page('/editjob/:jobId', 'edit-job', 'İlanı Düzenle', 'Edit listing', {
    ...own,
    texts: ['accounts', 'workspace', 'matching'],
  }),
  page('/hire/:jobId', 'hire', 'Başvuranlar', 'Applicants', { ...own, texts: ['accounts', 'workspace', 'matching'] }),
  // The talent pool (decision 063).
  page('/talent', 'talent', 'Aday Havuzu', 'Talent pool', { ...own, texts: ['accounts', 'workspace'] }),
  // A job's course requirements and a student's match (decision 062).
  page('/jobinfopage/:jobId', 'job-info', 'İş İlanı', 'Job', { data: 'job', texts: ['matching'], ...rendered }),
  page('/courses', 'courses', 'Dersler', 'Courses', { data: 'courses', ...rendered }),
  page('/coursedetail/:courseId', 'course-detail', 'Kurs', 'Course', own),
  page('/courseInfoPage/:courseId', 'course-info', 'Kurs', 'Course', { data: 'course', ...rendered }),
  // docs/product.md: the course page's enrol step by another address; an unknown course is a 404, and search engines
  // index the course page, not this one.
  page('/courseEnroll/:courseId', 'course-enroll', 'Kursa Kaydol', 'Enrol in a course', {
    data: 'course',
    noindex: true,
  }),
  page('/haberler', 'news', 'Haberler', 'News', { data: 'news', ...rendered }),
  page('/haberler/details/:id', 'news-detail', 'Haber', 'News', { data: 'newsPost', ...rendered }),
  page('/haberler/add-blog', 'news-add', 'Haber Ekle', 'Add news', own),
  page('/haberler/edit/:id', 'news-edit', 'Haberi Düzenle', 'Edit news', own),
  page('/dogrula/:code', 'certificate-verify', 'Sertifika Doğrulama', 'Certificate check', {
    data: 'certificate',
    noindex: true,
    texts: ['certificates'],
    ...rendered,
  }),
  // The admin's landing page (decision 057).
  page('/admin', 'admin-dashboard', 'Yönetim paneli', 'Dashboard · Administration', {
    ...own,
    texts: ['dashboard'],
  }),
  page('/admin/courses', 'admin-courses', 'Kurslar · Yönetim', 'Courses · Administration', own),
  page('/admin/courses/add-course', 'admin-course-add', 'Kurs Ekle · Yönetim', 'Add course · Administration', {
    ...own,
    texts: ['exams'],
  }),
  page(
    '/admin/courses/edit-course/:id',
    'admin-course-edit',
    'Kursu Düzenle · Yönetim',
    'Edit course · Administration',
    { ...own, texts: ['exams'] },
  ),
  page(
    '/admin/courses/exam-stats/:id',
    'admin-exam-stats',
    'Soru İstatistikleri · Yönetim',
    'Question statistics · Administration',
    { ...own, texts: ['examStats'] },
  ),
  page('/admin/courses/attendance/:id', 'admin-course-attendance', 'Devam · Yönetim', 'Attendance · Administration', {
    ...own,
    texts: ['attendance'],
  }),
  page('/admin/courses/exam/:id', 'admin-question-bank', 'Soru Bankası · Yönetim', 'Question bank · Administration', {
    ...own,
    texts: ['questionBank', 'exams'],
  }),
  page('/admin/jobs', 'admin-jobs', 'İş İlanları · Yönetim', 'Jobs · Administration', own),
  page('/admin/jobs/add-job', 'admin-job-add', 'İlan Ekle · Yönetim', 'Add a job · Administration', {
    ...own,
    texts: ['matching'],
  }),
  page('/admin/jobs/edit-job/:id', 'admin-job-edit', 'İlanı Düzenle · Yönetim', 'Edit job · Administration', {
    ...own,
    texts: ['matching'],
  }),
  page('/admin/logs', 'admin-logs', 'Etkinlik Kayıtları · Yönetim', 'Activity log · Administration', {
    ...own,
    texts: ['logs'],
  }),
  page('/admin/users', 'admin-users', 'Kullanıcılar · Yönetim', 'Users · Administration', {
    ...own,
    texts: ['adminUsers'],
  }),
  page('/admin/messages', 'admin-messages', 'Mesajlar · Yönetim', 'Messages · Administration', {
    ...own,
    texts: ['inbox'],
  }),
  // Programme indicators.
  page('/admin/indicators', 'admin-indicators', 'Göstergeler · Yönetim', 'Indicators · Administration', {
    ...own,
    texts: ['indicators'],
  }),
  // Cohorts (decision 053).
  page('/admin/cohorts', 'admin-cohorts', 'Dönemler · Yönetim', 'Cohorts · Administration', {
    ...own,
    texts: ['indicators'],
  }),
  // Internship placements (decision 065).
  page('/admin/placements', 'admin-placements', 'Stajlar · Yönetim', 'Internships · Administration', {
    ...own,
    texts: ['internships'],
  }),
  page('/admin/companies', 'admin-companies', 'Şirketler · Yönetim', 'Companies · Administration', {
    ...own,
    texts: ['trust'],
  }),
  page('/admin/outbox', 'admin-outbox', 'E-posta Kuyruğu · Yönetim', 'Mail Queue · Administration', {
    ...own,
    texts: ['outbox'],
  }),
];

/**
 * The description of a page in search results and shares (the server's; the web never shows it, so it is
 * a table of its own that the web's bundle leaves out).
 */
export const pageDescriptions: Record<string, Record<Lang, string>> = {
  '*': {
    tr: 'Beceri: Bilişim alanında mesleki eğitim ve iş imkanları platformu.',
    en: 'Beceri: vocational training and job opportunities in information technology.',
  },
  '/aboutus': {
    tr: 'Beceri projesi, amacı, ortakları ve çalışmaları hakkında bilgi.',
    en: 'About the Beceri project: its aim, its partners and its work.',
  },
  '/contactus': {
    tr: 'Beceri ekibine mesaj gönderin; adres, e-posta ve telefon.',
    en: 'Send the Beceri team a message; address, e-mail and phone.',
  },
  '/jobs': {
    tr: 'Bilişim alanındaki güncel iş ve staj ilanları; hemen başvurun.',
    en: 'Current IT jobs and internships; apply online.',
  },
  '/courses': {
    tr: 'Ücretsiz bilişim kursları: dersler, belgeler ve sınavlar.',
    en: 'Free IT courses: lessons, documents and exams.',
  },
  '/haberler': {
    tr: 'Beceri projesinden haberler, duyurular ve etkinlikler.',
    en: 'News, announcements and events of the Beceri project.',
  },
};

export const pageDescription = (p: PageDef, lang: Lang) => (pageDescriptions[p.path] ?? pageDescriptions['*'])[lang];

/** The page for a path no route matches. */
export const notFoundPage: PageDef = page('*', 'not-found', 'Sayfa Bulunamadı', 'Page not found', rendered);

export interface PageMatch {
  page: PageDef;
  params: Record<string, string>;
  /** False for the not-found page. */
  found: boolean;
}

const compiled = pages.map((p) => {
  const names: string[] = [];
  const source = p.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\/:([a-zA-Z]+)/g, (_m, name: string) => {
    names.push(name);
    return '/([^/]+)';
  });
  // React Router ignores a trailing slash and, like it, the case of static segments.
  return { page: p, names, re: new RegExp(`^${source === '/' ? '' : source}/?$`, 'i') };
});

/** The route of a pathname (no query), as React Router would pick it; the not-found page otherwise. */
export function matchPage(pathname: string): PageMatch {
  for (const { page: p, names, re } of compiled) {
    const m = re.exec(pathname);
    if (!m) continue;
    const params: Record<string, string> = {};
    let ok = true;
    names.forEach((name, i) => {
      try {
        params[name] = decodeURIComponent(m[i + 1]);
      } catch {
        ok = false;
      }
    });
    if (ok) return { page: p, params, found: true };
  }
  return { page: notFoundPage, params: {}, found: false };
}

/** The text of `<title>`: the page's title and the site's name ('İş İmkanları | Beceri'). */
export const documentTitle = (title: string) => (title === SITE ? SITE : `${title} | ${SITE}`);

/** The title shown for a page whose item (a job, a course, a news post) is known. */
export function pageTitle(match: PageMatch, lang: Lang, itemTitle?: string): string {
  if (itemTitle) return documentTitle(itemTitle);
  if (match.page.path === '/')
    return lang === 'tr' ? `${SITE} | Bilişim Eğitimi ve İş İmkanları` : `${SITE} | IT Training and Jobs`;
  return documentTitle(match.page.title[lang]);
}

/** One query the first screen runs: its TanStack Query key, the API path it reads, and its shape. */
export interface FirstScreenQuery {
  key: readonly unknown[];
  path: string;
  /** `list`: an infinite query's first page (`?page=N&limit=…`, `X-Total-Count`); `item`: one object. */
  kind: 'list' | 'item';
  /** A list's first page: the one the address names. */
  page?: number;
}

/** The filters as a query string after `page` and `limit` (`&q=…&city=…`). */
const filterParams = (filters: JobFilters | CourseFilters) =>
  Object.entries(filters)
    .map(([name, value]) => `&${name}=${encodeURIComponent(String(value))}`)
    .join('');

/** What a list page's address says: its filters and the page it starts at. */
export interface ListAddress {
  filters: JobFilters | CourseFilters;
  page: number;
}

/** The filters and page of a list screen's address (`search` without '?'); null for a screen that is not a list. */
export function listAddress(page: PageDef, search = ''): ListAddress | null {
  const params = new URLSearchParams(search);
  switch (page.data) {
    case 'jobs':
      return { filters: jobFilters(params), page: listPage(params) };
    case 'courses':
      return { filters: courseFilters(params), page: listPage(params) };
    case 'news':
      return { filters: {}, page: listPage(params) };
    default:
      return null;
  }
}

/**
 * The query string a page depends on, validated and in one order (`city=…&type=…&page=2`, without '?'): the key
 * of a visitor's cached page and of its canonical address. Empty for pages that read no query.
 */
export function canonicalQuery(page: PageDef, search = ''): string {
  const list = listAddress(page, search);
  if (!list) return '';
  const params = new URLSearchParams();
  // 'Bana uygun ilanlar' is a student's own list: a visitor's page and the canonical address are the whole list.
  const filters = page.data === 'jobs' ? publicJobFilters(list.filters) : list.filters;
  for (const [name, value] of Object.entries(filters)) params.set(name, String(value));
  if (list.page > 1) params.set('page', String(list.page));
  return params.toString();
}

/**
 * The query string a page is rendered with on the server: the canonical one, and for a logged-in student 'Bana uygun
 * ilanlar' (`eligible=1`) when the address asks for it, so that the screen reads the list her boot data holds.
 */
export function renderedQuery(page: PageDef, search = '', student = false): string {
  const query = canonicalQuery(page, search);
  const list = student && page.data === 'jobs' ? listAddress(page, search) : null;
  if (!list || !(list.filters as JobFilters).eligible) return query;
  return query ? `${query}&eligible=1` : 'eligible=1';
}

/**
 * The queries of a route's first screen: the same keys and paths as the web's features use. The lists of
 * `/jobs`, `/courses` and `/haberler` read the filters and the page of the address (`search`, without '?'): a
 * filtered address or a later page preloads that page under its own key, never the unfiltered first one.
 * 'Bana uygun ilanlar' (`eligible=1`) is read for a logged-in student only (`student`), as the web's list does.
 */
export function pageQueries(match: PageMatch, loggedIn: boolean, search = '', student = false): FirstScreenQuery[] {
  const address = listAddress(match.page, search);
  const list = (key: readonly unknown[], path: string): FirstScreenQuery => {
    const { filters: all, page } = address ?? { filters: {}, page: 1 };
    const filters = match.page.data === 'jobs' && !student ? publicJobFilters(all) : all;
    return {
      key: filteredKey(key, filters, page),
      path: `${path}?page=${page}&limit=${LIST_PAGE_SIZE}${filterParams(filters)}`,
      kind: 'list',
      page,
    };
  };
  const id = (name: string) => encodeURIComponent(match.params[name] ?? '');
  switch (match.page.data) {
    case 'jobs':
      return [list(['jobs', 'list', loggedIn], loggedIn ? '/job/get' : '/job/all')];
    case 'courses':
      return [list(['courses', 'list', loggedIn], loggedIn ? '/course/getCourses' : '/course/all')];
    case 'news':
      return [list(['news', 'list'], '/blog/all')];
    case 'about':
      return [{ key: ['about'], path: '/aboutus', kind: 'item' }];
    case 'programme':
      return [{ key: ['programme'], path: '/programme', kind: 'item' }];
    case 'job':
      return [{ key: ['jobs', 'one', match.params.jobId], path: `/job/getJob/${id('jobId')}`, kind: 'item' }];
    case 'course':
      return [{ key: ['courses', 'one', match.params.courseId], path: `/course/get/${id('courseId')}`, kind: 'item' }];
    case 'newsPost':
      return [{ key: ['news', 'one', match.params.id], path: `/blog/get/${id('id')}`, kind: 'item' }];
    case 'certificate':
      return [
        {
          key: ['certificates', 'verify', match.params.code],
          path: `/certificates/verify/${id('code')}`,
          kind: 'item',
        },
      ];
    default:
      return [];
  }
}
