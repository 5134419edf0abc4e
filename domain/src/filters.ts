/**
 * The filters of the job and course lists (`?q=&city=&type=`, `?q=&category=`, docs/product.md), shared by the
 * web's screens, the server's routes and the page renderer's first data. No zod here: `pages.ts` imports it.
 */
import { findProvince, type Province } from './provinces.ts';
import { SEARCH_QUERY_MAX } from './search.ts';

/** How a job is worked (docs/product.md): 'Tam zamanlı', 'Yarı zamanlı', 'Staj'. */
export const JOB_TYPES = ['fullTime', 'partTime', 'internship'] as const;
export type JobType = (typeof JOB_TYPES)[number];
export const isJobType = (value: unknown): value is JobType => (JOB_TYPES as readonly unknown[]).includes(value);

/** The fixed list of course categories (docs/product.md), stored as written here. */
export const COURSE_CATEGORIES = [
  'IoT',
  'Siber Güvenlik',
  'Python',
  'Ağ Teknolojileri',
  'Web Geliştirme',
  'Veri Bilimi',
  'Diğer',
] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];
export const isCourseCategory = (value: unknown): value is CourseCategory =>
  (COURSE_CATEGORIES as readonly unknown[]).includes(value);

/** Making a formatter costs about a millisecond: one, made on first use. */
let istanbulDate: Intl.DateTimeFormat | undefined;
/** The last day formatted, by the minute of UTC time it was asked for. */
let lastDay = { minute: NaN, day: '' };

/**
 * The calendar day in Europe/Istanbul (YYYY-MM-DD): a job's deadline day is included (docs/product.md), and a
 * student's exam attempts are counted per such day (docs/product.md).
 */
export const istanbulDay = (now: Date = new Date()): string => {
  // Formatting costs microseconds on every exam request; a day never changes within a minute of UTC time.
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastDay.minute)
    lastDay = {
      minute,
      day: (istanbulDate ??= new Intl.DateTimeFormat('en-CA', {
        timeZone: 'Europe/Istanbul',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      })).format(now),
    };
  return lastDay.day;
};

/** Whether a job with this deadline has left the public lists (the deadline day itself still counts). */
export const isPastDeadline = (deadline: string | null, now: Date = new Date()): boolean =>
  deadline !== null && deadline < istanbulDay(now);

export interface JobFilters {
  q?: string;
  city?: Province;
  type?: JobType;
  /**
   * 'Bana uygun ilanlar' (`?eligible=1`): only the jobs whose required courses the logged-in student holds the
   * certificates of. A student's own view: never part of a visitor's page or its canonical address.
   */
  eligible?: '1';
}

export interface CourseFilters {
  q?: string;
  category?: CourseCategory;
}

const searchText = (params: URLSearchParams) => (params.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX);

/** The job filters an address names; an unknown city or type is left out, the text is trimmed and cut. */
export function jobFilters(params: URLSearchParams): JobFilters {
  const q = searchText(params);
  const city = findProvince(params.get('city') ?? '');
  const type = params.get('type');
  return {
    ...(q ? { q } : {}),
    ...(city ? { city } : {}),
    ...(isJobType(type) ? { type } : {}),
    ...(params.get('eligible') === '1' ? { eligible: '1' as const } : {}),
  };
}

/** The filters a visitor's list reads: 'Bana uygun ilanlar' is a student's own (docs/product.md). */
export function publicJobFilters({ eligible: _, ...filters }: JobFilters): JobFilters {
  return filters;
}

/** The course filters an address names; an unknown category is left out. */
export function courseFilters(params: URLSearchParams): CourseFilters {
  const q = searchText(params);
  const category = params.get('category');
  return { ...(q ? { q } : {}), ...(isCourseCategory(category) ? { category } : {}) };
}

/** Whether any filter is set. */
export const hasFilters = (filters: JobFilters | CourseFilters) => Object.keys(filters).length > 0;

/**
 * The page of a public list an address names (`/jobs?page=3`, docs/product.md): its first page is that one, and
 * 'Daha fazla' appends from there. 1 when absent or not a whole number in range.
 */
export function listPage(params: URLSearchParams): number {
  const raw = params.get('page');
  // At most 6 digits, as the API's `?page=` allows (a page past the last is simply empty).
  return raw !== null && /^[1-9][0-9]{0,5}$/.test(raw) ? Number(raw) : 1;
}

/**
 * The query key of a list under these filters, from this page on: the unfiltered first page keeps its old key, a
 * filtered list adds the filters and a later page its number (the web's queries and the page renderer's boot data
 * must agree).
 */
export function filteredKey(
  key: readonly unknown[],
  filters: JobFilters | CourseFilters,
  page = 1,
): readonly unknown[] {
  const filtered = hasFilters(filters) ? [...key, filters] : key;
  return page > 1 ? [...filtered, { page }] : filtered;
}
