import type { CertificateVerification, CourseView, JobType, JobView, NewsPost } from '@beceri/domain';
import type { PageData } from '@beceri/domain/pages';

/**
 * schema.org descriptions of an item's page (JSON-LD), for search engines' job listings, course lists and news
 *: JobPosting, Course, NewsArticle, and EducationalOccupationalCredential for a valid certificate. Only what the
 * page itself shows.
 */

export type JsonLd = Record<string, unknown> & { '@context': 'https://schema.org'; '@type': string };

interface Site {
  base: string;
  orgName: string;
}

const employmentTypes: Record<JobType, string> = { fullTime: 'FULL_TIME', partTime: 'PART_TIME', internship: 'INTERN' };

const organization = (site: Site) => ({ '@type': 'Organization', name: site.orgName, url: `${site.base}/` });

function jobPosting(job: JobView, site: Site, url: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.createdAt,
    // The deadline's day is included, in Türkiye's time (UTC+3 all year).
    ...(job.deadline ? { validThrough: `${job.deadline}T23:59:59+03:00` } : {}),
    employmentType: employmentTypes[job.type],
    hiringOrganization:
      job.addedByType === 'Admin' ? organization(site) : { '@type': 'Organization', name: job.companyName },
    // People apply on the job's own page (the 'Başvur' button), not on another site.
    directApply: true,
    jobLocation: {
      '@type': 'Place',
      // A province: its capital shares its name, and the province is all a job names.
      address: { '@type': 'PostalAddress', addressLocality: job.city, addressRegion: job.city, addressCountry: 'TR' },
    },
    identifier: { '@type': 'PropertyValue', name: site.orgName, value: job.id },
    url,
  };
}

function course(c: CourseView, site: Site, url: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: c.title,
    description: c.description || c.title,
    provider: organization(site),
    about: c.category,
    inLanguage: 'tr',
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: 0, priceCurrency: 'TRY', category: 'Free' },
    hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online' },
    url,
  };
}

function newsArticle(post: NewsPost, site: Site, url: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: post.title.slice(0, 110),
    datePublished: post.createdAt,
    author: organization(site),
    publisher: organization(site),
    ...(post.images.length ? { image: post.images.map((path) => `${site.base}${path}`) } : {}),
    mainEntityOfPage: url,
    url,
  };
}

/** What a valid certificate attests: the course passed, recognised by the programme (the holder is on the page, not here). */
function credential(result: CertificateVerification, site: Site, url: string): JsonLd | null {
  if (!result.valid) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOccupationalCredential',
    name: result.courseTitle,
    credentialCategory: 'certificate',
    dateCreated: result.issuedAt,
    recognizedBy: organization(site),
    url,
  };
}

/** The items of a list page in their order, each by its page's address (schema.org ItemList, for carousels). */
export function itemList(paths: readonly string[], firstPosition: number, site: Site): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: paths.map((path, i) => ({
      '@type': 'ListItem',
      position: firstPosition + i,
      url: `${site.base}${path}`,
    })),
  };
}

/** The JSON-LD of an item's page, or null for pages without one. */
export function structuredData(kind: PageData | undefined, item: unknown, site: Site, url: string): JsonLd | null {
  if (!item || typeof item !== 'object') return null;
  switch (kind) {
    case 'job':
      return jobPosting(item as JobView, site, url);
    case 'course':
      return course(item as CourseView, site, url);
    case 'newsPost':
      return newsArticle(item as NewsPost, site, url);
    case 'certificate':
      return credential(item as CertificateVerification, site, url);
    default:
      return null;
  }
}
