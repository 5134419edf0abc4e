// @vitest-environment node
/**
 * The public screens render on the server as they do in the browser (decision 039): here there is no `window`,
 * `document` or `localStorage`, so a component that reads one while rendering fails this test. Each screen renders
 * from the boot data alone, in both languages, with its heading, its words and plain links to its items.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AboutContent,
  CertificateVerification,
  CourseListItem,
  CourseView,
  JobView,
  NewsPost,
} from '@beceri/domain';
import { matchPage, pageQueries, pages } from '@beceri/domain/pages';
import type { BootData } from '@beceri/domain/page-boot';
import type { Lang } from '@beceri/domain/i18n';
import { prepare, render } from './entry-server.tsx';

const job: JobView = {
  id: 'b3f1c7de-0000-4000-8000-000000000001',
  title: 'Ağ Güvenliği Uzmanı',
  description: 'Fabrika ağlarının güvenliğinden sorumlu olacak.',
  category: 'Bilişim',
  addedByType: 'Company',
  companyName: 'Körfez Yazılım',
  createdAt: '2026-11-20T09:00:00.000Z',
  city: 'Kocaeli',
  type: 'fullTime',
  deadline: '2099-01-31',
};
const course: CourseView = {
  id: 'b3f1c7de-0000-4000-8000-000000000002',
  title: 'Siber Güvenliğe Giriş',
  description: 'Parolalar, ağlar ve saldırılar.',
  category: 'Siber Güvenlik',
  addedByType: 'Teacher',
  classes: [],
  test: '{"questions":[]}',
  exam: { questionCount: 0, drawCount: 0, timeLimitMinutes: null, passPercent: 50 },
  questionCount: 0,
  enrolledCount: 3,
  isEnrolled: false,
  canEdit: false,
  status: 'published',
};
const courseCard: CourseListItem = { ...course, createdAt: '2026-11-20T09:00:00.000Z' };
const post: NewsPost = {
  id: 'b3f1c7de-0000-4000-8000-000000000003',
  title: 'Laboratuvar açıldı',
  description: 'Yirmi bir kişilik laboratuvar',
  details: 'Ayrıntılar burada.',
  titleEn: '',
  descriptionEn: '',
  detailsEn: '',
  images: [],
  createdAt: '2026-11-20T09:00:00.000Z',
};
const about: AboutContent = {
  mainImage: null,
  endImage: null,
  mainText: 'Beceri bir eğitim projesidir.',
  mainTextEn: 'Beceri is a training project.',
  mainImageAlt: '',
  mainImageAltEn: '',
  endImageAlt: '',
  endImageAltEn: '',
  cards: [{ id: 1, text: 'Laboratuvar', textEn: '' }],
  updatedAt: null,
};
const certificate: CertificateVerification = {
  valid: true,
  name: 'Şule',
  surname: 'Işık',
  courseTitle: 'Siber Güvenliğe Giriş',
  issuedAt: '2026-11-21T09:00:00.000Z',
  hours: null,
};
const config = {
  contactEmail: 'iletisim@example.org',
  contactPhone: '+90 262 000 00 00',
  qualificationAuthorityUrl: 'https://example.org/myk',
  examSignupUrl: 'https://example.org/sinav',
  orgName: 'İzmit Bölgesi Sanayi Odası',
};
const list = <T,>(items: T[], page = 1) => ({ pages: [{ items, total: 100 }], pageParams: [page] });

/** What each kind of first data holds in these tests, as the server's page renderer would read it. */
const data: Record<string, unknown> = {
  jobs: list([job]),
  courses: list([courseCard]),
  news: list([post]),
  about,
  job,
  course,
  newsPost: post,
  certificate,
};

const addresses = [
  '/',
  '/aboutus',
  '/contactus',
  '/kvkk',
  '/courses',
  `/courseInfoPage/${course.id}`,
  '/jobs',
  `/jobinfopage/${job.id}`,
  '/haberler',
  `/haberler/details/${post.id}`,
  '/dogrula/ABCDEFGHIJKL',
];

function bootFor(url: string, lang: Lang): BootData {
  const [pathname, search] = url.split('?');
  const match = matchPage(pathname);
  const queries = pageQueries(match, false, search).map((q) => ({
    key: q.key,
    data: q.kind === 'list' ? { ...(data[match.page.data!] as object), pageParams: [q.page] } : data[match.page.data!],
  }));
  return { lang, session: null, config, queries, rendered: true };
}

const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

beforeAll(async () => {
  await prepare();
});

describe('the server render of the public screens', () => {
  it('covers every public screen the server renders', () => {
    const rendered = pages.filter((p) => p.rendered).map((p) => p.path);
    expect(rendered.map((path) => addresses.some((a) => matchPage(a.split('?')[0]).page.path === path))).not.toContain(
      false,
    );
    expect(typeof window).toBe('undefined');
  });

  it.each(addresses.flatMap((a) => [[a, 'tr'] as const, [a, 'en'] as const]))('%s in %s', (url, lang) => {
    const html = render({ url, boot: bootFor(url, lang) });
    expect(html).toMatch(/<h1[^>]*>/);
    expect(html).toContain('href="/"');
    // No placeholder where the data is: the screen shows what the boot data holds.
    expect(textOf(html)).not.toContain(lang === 'tr' ? 'Yükleniyor' : 'Loading');
  });

  it('links each list item to its page, and a later page to the pages beside it', () => {
    const jobs = render({ url: '/jobs?page=2', boot: bootFor('/jobs?page=2', 'tr') });
    expect(jobs).toContain(`href="/jobinfopage/${job.id}"`);
    expect(jobs).toContain('href="/jobs"');
    expect(jobs).toContain('href="/jobs?page=3"');
    expect(textOf(jobs)).toContain('Ağ Güvenliği Uzmanı');
    expect(render({ url: '/courses', boot: bootFor('/courses', 'tr') })).toContain(
      `href="/courseInfoPage/${course.id}"`,
    );
    expect(render({ url: '/haberler', boot: bootFor('/haberler', 'tr') })).toContain(
      `href="/haberler/details/${post.id}"`,
    );
  });

  it("speaks the request's language, and marks Turkish text shown on an English page", () => {
    const en = render({ url: '/aboutus', boot: bootFor('/aboutus', 'en') });
    expect(textOf(en)).toContain('About the project');
    expect(textOf(en)).toContain('Beceri is a training project.');
    // The card has no English text: it is shown in Turkish, and says so.
    expect(en).toMatch(/<li[^>]*lang="tr"[^>]*>Laboratuvar<\/li>/);
    expect(textOf(render({ url: '/aboutus', boot: bootFor('/aboutus', 'tr') }))).toContain(
      'Beceri bir eğitim projesidir.',
    );
  });

  it("shows the screen's own message for an item the server did not find, as the browser would", () => {
    const url = '/dogrula/AAAAAAAAAAAA';
    const [query] = pageQueries(matchPage(url), false);
    const boot: BootData = {
      ...bootFor(url, 'tr'),
      queries: [],
      errors: [{ key: query.key, status: 404, code: 'NOT_FOUND', message: 'Sertifika bulunamadı' }],
    };
    const html = render({ url, boot });
    expect(html).toContain('data-outcome="notFound"');
    // The form to check another code is there too.
    expect(html).toContain('id="certificate-code"');
  });
});
