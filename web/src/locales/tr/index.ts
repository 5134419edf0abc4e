import { tr as domain } from '@beceri/domain/locales/tr';
import { common } from './common.ts';
import { auth } from './auth.ts';
import { courses } from './courses.ts';
import { jobs } from './jobs.ts';
import { news } from './news.ts';

/**
 * The namespaces every screen may need, in one chunk loaded before the first render; the `domain` one is shared with
 * the server (validation, errors, labels). Screens few people open have theirs in a chunk each, loaded when a component
 * first asks for it (`lazyTexts` in lib/i18n.ts). `locales/all.ts` has both, for the types of `t` and the tests.
 */
export const tr = { common, domain, auth, courses, jobs, news };
