import { en as domain } from '@beceri/domain/locales/en';
import type { tr } from '../tr/index.ts';
import type { Same } from '../types.ts';
import { common } from './common.ts';
import { auth } from './auth.ts';
import { courses } from './courses.ts';
import { jobs } from './jobs.ts';
import { news } from './news.ts';

export const en: Same<typeof tr> = {
  common,
  domain,
  auth,
  courses,
  jobs,
  news,
};
