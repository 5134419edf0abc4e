import { en as domain } from '@beceri/domain/locales/en';
import type { tr } from '../tr/index.ts';
import type { Same } from '../types.ts';
import { common } from './common.ts';
import { about } from './about.ts';
import { auth } from './auth.ts';
import { contact } from './contact.ts';
import { courses } from './courses.ts';
import { home } from './home.ts';
import { jobs } from './jobs.ts';
import { news } from './news.ts';

export const en: Same<typeof tr> = {
  common,
  domain,
  about,
  auth,
  contact,
  courses,
  home,
  jobs,
  news,
};
