import { lazy, Suspense } from 'react';
import { matchPath, Route, Routes, useLocation } from 'react-router';
import type { Role } from '@beceri/domain';
import { useHydrated } from '../lib/hydrated.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import { ErrorBoundary } from './error-page.tsx';
import { RequireRole } from './guards.tsx';
import { lazyScreen, type Screen } from './lazy-screen.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';

/*
 * Declarative routes (no data APIs are used), so the bundle carries React Router's small core only.
 * Every screen is a lazy chunk: its code is downloaded only when its route is opened (or preloaded before a
 * server-rendered page is hydrated, decision 039).
 */
interface ScreenRoute {
  path: string;
  screen: Screen;
  roles?: Role[];
}

const admin: Role[] = ['admin'];
const screen = lazyScreen;

const publicRoutes: ScreenRoute[] = [
  { path: '/', screen: screen(() => import('./routes/home.tsx')) },
  { path: '/signup', screen: screen(() => import('./routes/signup.tsx')) },
  { path: '/login', screen: screen(() => import('./routes/login.tsx')) },
  { path: '/forgot-password', screen: screen(() => import('./routes/forgot-password.tsx')) },
  { path: '/otp', screen: screen(() => import('./routes/otp.tsx')) },
  { path: '/reset-password', screen: screen(() => import('./routes/reset-password.tsx')) },
  { path: '/StudentProfile', screen: screen(() => import('./routes/student-profile.tsx')), roles: ['student'] },
  { path: '/CompanyProfile', screen: screen(() => import('./routes/company-profile.tsx')), roles: ['company'] },
  { path: '/TeacherProfile', screen: screen(() => import('./routes/teacher-profile.tsx')), roles: ['teacher'] },
  { path: '/addCourse', screen: screen(() => import('./routes/add-course.tsx')), roles: ['teacher'] },
  { path: '/editCourse/:id', screen: screen(() => import('./routes/edit-course.tsx')), roles: ['teacher'] },
  { path: '/exam', screen: screen(() => import('./routes/exam.tsx')), roles: ['student'] },
  { path: '/exam/:examId', screen: screen(() => import('./routes/exam-by-id.tsx')), roles: ['student'] },
  { path: '/editExam', screen: screen(() => import('./routes/edit-exam.tsx')), roles: ['teacher'] },
  { path: '/examStats/:courseId', screen: screen(() => import('./routes/exam-stats.tsx')), roles: ['teacher'] },
  // The teacher's course page, a tab a path: content, exam (the question bank), results, statistics (decision 051).
  {
    path: '/teacher/courses/:courseId/:tab?',
    screen: screen(() => import('./routes/teacher-course.tsx')),
    roles: ['teacher'],
  },
  // Attendance of the lab sessions (decision 055): the teacher's roster and lab screen, the student's check-in.
  {
    path: '/sessions/:sessionId/attendance',
    screen: screen(() => import('./routes/session-attendance.tsx')),
    roles: ['teacher', 'admin'],
  },
  {
    path: '/sessions/:sessionId/check-in-code',
    screen: screen(() => import('./routes/session-check-in-code.tsx')),
    roles: ['teacher', 'admin'],
  },
  { path: '/check-in', screen: screen(() => import('./routes/check-in.tsx')), roles: ['student'] },
  // Lab sessions week by week (decision 054).
  {
    path: '/timetable',
    screen: screen(() => import('./routes/timetable.tsx')),
    roles: ['student', 'teacher', 'admin'],
  },
  { path: '/aboutus', screen: screen(() => import('./routes/about.tsx')) },
  { path: '/aboutus/update-about-us', screen: screen(() => import('./routes/about-edit.tsx')), roles: admin },
  { path: '/contactus', screen: screen(() => import('./routes/contact.tsx')) },
  { path: '/footer', screen: screen(() => import('./routes/footer-page.tsx')) },
  { path: '/kvkk', screen: screen(() => import('./routes/kvkk.tsx')) },
  { path: '/email-verified', screen: screen(() => import('./routes/email-verified.tsx')) }, // the mailed verification link lands here
  { path: '/jobs', screen: screen(() => import('./routes/jobs.tsx')) },
  // A job alert mail's unsubscribe page: no login, the mail's signed token decides (decision 064).
  { path: '/job-alerts/unsubscribe', screen: screen(() => import('./routes/job-alerts-unsubscribe.tsx')) },
  { path: '/addjob', screen: screen(() => import('./routes/add-job.tsx')), roles: ['company'] },
  { path: '/editjob/:jobId', screen: screen(() => import('./routes/edit-job.tsx')), roles: ['company'] },
  { path: '/hire/:jobId', screen: screen(() => import('./routes/hire.tsx')), roles: ['company'] },
  // The talent pool (decision 063).
  { path: '/talent', screen: screen(() => import('./routes/talent.tsx')), roles: ['company'] },
  { path: '/jobinfopage/:jobId', screen: screen(() => import('./routes/job-info.tsx')) },
  { path: '/courses', screen: screen(() => import('./routes/courses.tsx')) },
  { path: '/coursedetail/:courseId', screen: screen(() => import('./routes/course-detail.tsx')), roles: ['student'] },
  { path: '/courseInfoPage/:courseId', screen: screen(() => import('./routes/course-info.tsx')) },
  { path: '/courseEnroll/:courseId', screen: screen(() => import('./routes/course-enroll.tsx')) },
  { path: '/haberler', screen: screen(() => import('./routes/news.tsx')) },
  { path: '/haberler/details/:id', screen: screen(() => import('./routes/news-detail.tsx')) },
  { path: '/haberler/add-blog', screen: screen(() => import('./routes/news-add.tsx')), roles: admin },
  { path: '/haberler/edit/:id', screen: screen(() => import('./routes/news-edit.tsx')), roles: admin },
  { path: '/dogrula/:code', screen: screen(() => import('./routes/certificate-verify.tsx')) },
  {
    path: '/account-security',
    screen: screen(() => import('./routes/account-security.tsx')),
    roles: ['student', 'teacher', 'company', 'admin'],
  },
];

/** Paths under /admin; the shell itself is admin-only. */
const adminRoutes: ScreenRoute[] = [
  { path: 'courses', screen: screen(() => import('./routes/admin-courses.tsx')) },
  { path: 'courses/add-course', screen: screen(() => import('./routes/admin-course-add.tsx')) },
  { path: 'courses/edit-course/:id', screen: screen(() => import('./routes/admin-course-edit.tsx')) },
  { path: 'courses/exam-stats/:id', screen: screen(() => import('./routes/admin-exam-stats.tsx')) },
  { path: 'courses/exam/:id', screen: screen(() => import('./routes/admin-question-bank.tsx')) },
  { path: 'courses/attendance/:id', screen: screen(() => import('./routes/admin-course-attendance.tsx')) },
  { path: 'jobs', screen: screen(() => import('./routes/admin-jobs.tsx')) },
  { path: 'jobs/add-job', screen: screen(() => import('./routes/admin-job-add.tsx')) },
  { path: 'jobs/edit-job/:id', screen: screen(() => import('./routes/admin-job-edit.tsx')) },
  { path: 'logs', screen: screen(() => import('./routes/admin-logs.tsx')) },
  { path: 'users', screen: screen(() => import('./routes/admin-users.tsx')) },
  { path: 'messages', screen: screen(() => import('./routes/admin-messages.tsx')) },
  // Programme indicators.
  { path: 'indicators', screen: screen(() => import('./routes/admin-indicators.tsx')) },
  // Cohorts (decision 053).
  { path: 'cohorts', screen: screen(() => import('./routes/admin-cohorts.tsx')) },
  { path: 'placements', screen: screen(() => import('./routes/admin-placements.tsx')) },
  { path: 'companies', screen: screen(() => import('./routes/admin-companies.tsx')) },
  { path: 'outbox', screen: screen(() => import('./routes/admin-outbox.tsx')) },
];

/**
 * A student's 'Bu aramayı kaydet' on /jobs (decision 064), mounted once the page is hydrated (the server's page never
 * holds it: a boundary the server could not finish is an error at hydration). Declared here, beside the screens, so
 * its loader shares their preload table: in the /jobs chunk it cost a table of its own in every visitor's download.
 */
const SaveSearch = lazy(() => import('../features/job-alerts/components/save-search.tsx'));
export const LateSaveSearch = () =>
  useHydrated() && (
    <Suspense fallback={null}>
      <SaveSearch />
    </Suspense>
  );

const NotFound = screen(() => import('./routes/not-found.tsx'));
// The admin's landing page, /admin (decision 057).
const AdminDashboard = screen(() => import('./routes/admin-dashboard.tsx'));
// The admin shell is code a visitor never needs.
const AdminLayout = lazy(() => import('./layouts/admin-layout.tsx').then((m) => ({ default: m.AdminLayout })));

/** The screen a path opens (the not-found screen when none): loaded before a server-rendered page is hydrated. */
function screenOf(pathname: string): Screen {
  const found = publicRoutes.find((r) => matchPath(r.path, pathname));
  if (found) return found.screen;
  if (/^\/admin\/?$/i.test(pathname)) return AdminDashboard;
  const inAdmin = /^\/admin\/(.+)$/i.exec(pathname);
  const admin = inAdmin && adminRoutes.find((r) => matchPath(r.path, inAdmin[1]));
  return admin ? admin.screen : NotFound;
}

export const preloadScreen = (pathname: string) => screenOf(pathname).preload();

/** Every screen, for the server: it renders each page in one pass, without waiting for a chunk. */
export const preloadAllScreens = () =>
  Promise.all(
    [...publicRoutes, ...adminRoutes]
      .map((r) => r.screen.preload())
      .concat(NotFound.preload(), AdminDashboard.preload()),
  );

function element({ screen: Screen, roles }: ScreenRoute) {
  return roles ? (
    <RequireRole roles={roles}>
      <Screen />
    </RequireRole>
  ) : (
    <Screen />
  );
}

export function AppRoutes() {
  const { pathname } = useLocation();
  usePageTitle();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Routes>
        <Route element={<PublicLayout />}>
          {publicRoutes.map((r) => (
            <Route key={r.path} path={r.path} element={element(r)} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Route>
        <Route
          path="/admin"
          element={
            <RequireRole roles={admin}>
              <Suspense>
                <AdminLayout />
              </Suspense>
            </RequireRole>
          }
        >
          <Route index element={<AdminDashboard />} />
          {adminRoutes.map((r) => (
            <Route key={r.path} path={r.path} element={element(r)} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </ErrorBoundary>
  );
}
