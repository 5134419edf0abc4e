import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsPosts, companyProfiles, courses, jobs } from '../../db/schema/index.ts';
import { companyNameSql, jobIsListed, jobIsOpen } from '../jobs/repository.ts';

/** A sitemap holds at most 50,000 addresses (sitemaps.org); past that the newest of each kind are listed. */
export const SITEMAP_ITEMS_MAX = 15_000;
/** Entries of a feed: readers poll it, so it carries the newest only. */
export const FEED_ENTRIES = 50;

export interface Listed {
  id: string;
  updatedAt: Date;
}

/** What the sitemap lists: open jobs, courses and news posts, each with its last change, newest first (by the indexed creation time). */
export async function sitemapItems(db: Db): Promise<{ jobs: Listed[]; courses: Listed[]; news: Listed[] }> {
  const [openJobs, allCourses, news] = await Promise.all([
    db
      .select({ id: jobs.id, updatedAt: jobs.updatedAt })
      .from(jobs)
      .where(and(jobIsOpen(), jobIsListed()))
      .orderBy(desc(jobs.createdAt))
      .limit(SITEMAP_ITEMS_MAX),
    db
      .select({ id: courses.id, updatedAt: courses.updatedAt })
      .from(courses)
      // Drafts are their author's alone (decision 051).
      .where(eq(courses.status, 'published'))
      .orderBy(desc(courses.createdAt))
      .limit(SITEMAP_ITEMS_MAX),
    db
      .select({ id: newsPosts.id, updatedAt: newsPosts.updatedAt })
      .from(newsPosts)
      .orderBy(desc(newsPosts.createdAt))
      .limit(SITEMAP_ITEMS_MAX),
  ]);
  return { jobs: openJobs, courses: allCourses, news };
}

export interface FeedJob extends Listed {
  title: string;
  description: string;
  companyName: string;
  city: string;
  type: string;
  deadline: string | null;
  createdAt: Date;
}

/** The newest open jobs, as the jobs feed shows them. */
export function feedJobs(db: Db, orgName: string): Promise<FeedJob[]> {
  return db
    .select({
      id: jobs.id,
      title: jobs.title,
      description: jobs.description,
      companyName: companyNameSql(orgName),
      city: jobs.city,
      type: jobs.type,
      deadline: jobs.deadline,
      createdAt: jobs.createdAt,
      updatedAt: jobs.updatedAt,
    })
    .from(jobs)
    .leftJoin(companyProfiles, eq(companyProfiles.userId, jobs.addedBy))
    .where(and(jobIsOpen(), jobIsListed()))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(FEED_ENTRIES);
}

export interface FeedNews extends Listed {
  title: string;
  description: string;
  details: string;
  /** English texts, '' where none. */
  titleEn: string;
  descriptionEn: string;
  detailsEn: string;
  createdAt: Date;
}

/** The newest news posts. */
export function feedNews(db: Db): Promise<FeedNews[]> {
  return db
    .select({
      id: newsPosts.id,
      title: newsPosts.title,
      description: newsPosts.description,
      details: newsPosts.details,
      titleEn: newsPosts.titleEn,
      descriptionEn: newsPosts.descriptionEn,
      detailsEn: newsPosts.detailsEn,
      createdAt: newsPosts.createdAt,
      updatedAt: newsPosts.updatedAt,
    })
    .from(newsPosts)
    .orderBy(desc(newsPosts.createdAt), desc(newsPosts.id))
    .limit(FEED_ENTRIES);
}
