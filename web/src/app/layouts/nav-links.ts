import type { Role } from '@beceri/domain';

export interface NavLink {
  to: string;
  label: string;
}

const home = { to: '/', label: 'Ana Sayfa' };
const about = { to: '/aboutus', label: 'Proje Hakkında' };
const jobs = { to: '/jobs', label: 'İş imkanları' };
const courses = { to: '/courses', label: 'Dersler' };
const news = { to: '/haberler', label: 'Haberler' };

/** The header's links per audience, exactly as SPEC.md §2 lists them. */
export function navLinksFor(role: Role | null | undefined): NavLink[] {
  switch (role) {
    case 'student':
      return [home, { to: '/StudentProfile', label: 'Profil' }, about, jobs, courses, news, { to: '/contactus', label: 'Bize ulaşın' }];
    case 'company':
      return [home, { to: '/CompanyProfile', label: 'Profil' }, about, news, { to: '/contactus', label: 'Bize Ulaşın' }];
    case 'teacher':
      return [home, { to: '/TeacherProfile', label: 'Profil' }, about, news, { to: '/contactus', label: 'İletişim' }];
    default:
      return [home, about, jobs, courses, news, { to: '/contactus', label: 'İletişim' }];
  }
}
