import type { Role } from '@beceri/domain';

export interface NavLink {
  to: string;
  /** A key of the `common` namespace. */
  label: `nav.${'home' | 'profile' | 'talent' | 'timetable' | 'about' | 'jobs' | 'courses' | 'news' | 'contact' | 'contactUs' | 'contactUsCompany'}`;
}

const home: NavLink = { to: '/', label: 'nav.home' };
const about: NavLink = { to: '/aboutus', label: 'nav.about' };
const jobs: NavLink = { to: '/jobs', label: 'nav.jobs' };
const courses: NavLink = { to: '/courses', label: 'nav.courses' };
const news: NavLink = { to: '/haberler', label: 'nav.news' };
/** Lab sessions week by week (decision 054). */
const timetable: NavLink = { to: '/timetable', label: 'nav.timetable' };

/** The header's links per audience, exactly as docs/product.md lists them. */
export function navLinksFor(role: Role | null | undefined): NavLink[] {
  switch (role) {
    case 'student':
      return [
        home,
        { to: '/StudentProfile', label: 'nav.profile' },
        timetable,
        about,
        jobs,
        courses,
        news,
        { to: '/contactus', label: 'nav.contactUs' },
      ];
    case 'company':
      return [
        home,
        { to: '/CompanyProfile', label: 'nav.profile' },
        // The talent pool (decision 063).
        { to: '/talent', label: 'nav.talent' },
        about,
        news,
        { to: '/contactus', label: 'nav.contactUsCompany' },
      ];
    case 'teacher':
      return [
        home,
        { to: '/TeacherProfile', label: 'nav.profile' },
        timetable,
        about,
        news,
        { to: '/contactus', label: 'nav.contact' },
      ];
    case 'admin':
      return [home, timetable, about, jobs, courses, news, { to: '/contactus', label: 'nav.contact' }];
    default:
      return [home, about, jobs, courses, news, { to: '/contactus', label: 'nav.contact' }];
  }
}
