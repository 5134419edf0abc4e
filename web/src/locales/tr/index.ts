import { tr as domain } from '@beceri/domain/locales/tr';
import { common } from './common.ts';
import { about } from './about.ts';
import { accounts } from './accounts.ts';
import { adminUsers } from './adminUsers.ts';
import { adminCompanies } from './adminCompanies.ts';
import { auth } from './auth.ts';
import { contact } from './contact.ts';
import { courses } from './courses.ts';
import { exams } from './exams.ts';
import { home } from './home.ts';
import { jobs } from './jobs.ts';
import { kvkk } from './kvkk.ts';
import { logs } from './logs.ts';
import { news } from './news.ts';
import { passwordReset } from './passwordReset.ts';

/** Every namespace of the Turkish interface; the `domain` one is shared with the server (validation, errors, labels). */
export const tr = { common, domain, about, accounts, adminUsers, adminCompanies, auth, contact, courses, exams, home, jobs, kvkk, logs, news, passwordReset };
