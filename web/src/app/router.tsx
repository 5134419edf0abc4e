import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import type { Role } from '@beceri/domain';
import { ErrorPage } from './error-page.tsx';
import { RequireRole } from './guards.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';

type RouteModule = Promise<{ default: ComponentType }>;

/** A lazily loaded screen: its code is downloaded only when the route is opened. */
function page(path: string, load: () => RouteModule, roles?: Role[]): RouteObject {
  return {
    path,
    lazy: async () => {
      const { default: Screen } = await load();
      if (!roles) return { Component: Screen };
      return {
        Component: () => (
          <RequireRole roles={roles}>
            <Screen />
          </RequireRole>
        ),
      };
    },
  };
}

const admin: Role[] = ['admin'];
// The admin shell is code a visitor never needs.
const AdminLayout = lazy(() => import('./layouts/admin-layout.tsx').then((m) => ({ default: m.AdminLayout })));

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    errorElement: <ErrorPage />,
    children: [
      page('/', () => import('./routes/home.tsx')),
      page('/signup', () => import('./routes/signup.tsx')),
      page('/login', () => import('./routes/login.tsx')),
      page('/forgot-password', () => import('./routes/forgot-password.tsx')),
      page('/otp', () => import('./routes/otp.tsx')),
      page('/reset-password', () => import('./routes/reset-password.tsx')),
      page('/StudentProfile', () => import('./routes/student-profile.tsx'), ['student']),
      page('/CompanyProfile', () => import('./routes/company-profile.tsx'), ['company']),
      page('/TeacherProfile', () => import('./routes/teacher-profile.tsx'), ['teacher']),
      page('/addCourse', () => import('./routes/add-course.tsx'), ['teacher']),
      page('/editCourse/:id', () => import('./routes/edit-course.tsx'), ['teacher']),
      page('/exam', () => import('./routes/exam.tsx'), ['student']),
      page('/exam/:examId', () => import('./routes/exam-by-id.tsx'), ['student']),
      page('/editExam', () => import('./routes/edit-exam.tsx'), ['teacher']),
      page('/aboutus', () => import('./routes/about.tsx')),
      page('/aboutus/update-about-us', () => import('./routes/about-edit.tsx'), admin),
      page('/contactus', () => import('./routes/contact.tsx')),
      page('/footer', () => import('./routes/footer-page.tsx')),
      page('/jobs', () => import('./routes/jobs.tsx')),
      page('/addjob', () => import('./routes/add-job.tsx'), ['company']),
      page('/hire/:jobId', () => import('./routes/hire.tsx'), ['company']),
      page('/jobinfopage/:jobId', () => import('./routes/job-info.tsx')),
      page('/courses', () => import('./routes/courses.tsx')),
      page('/coursedetail/:courseId', () => import('./routes/course-detail.tsx'), ['student']),
      page('/courseInfoPage/:courseId', () => import('./routes/course-info.tsx')),
      page('/courseEnroll/:courseId', () => import('./routes/course-enroll.tsx')),
      page('/haberler', () => import('./routes/news.tsx')),
      page('/haberler/details/:id', () => import('./routes/news-detail.tsx')),
      page('/haberler/add-blog', () => import('./routes/news-add.tsx'), admin),
      page('/haberler/edit/:id', () => import('./routes/news-edit.tsx'), admin),
      page('*', () => import('./routes/not-found.tsx')),
    ],
  },
  {
    path: '/admin',
    element: (
      <RequireRole roles={admin}>
        <Suspense>
          <AdminLayout />
        </Suspense>
      </RequireRole>
    ),
    errorElement: <ErrorPage />,
    children: [
      { index: true, element: <Navigate to="/admin/courses" replace /> },
      page('courses', () => import('./routes/admin-courses.tsx')),
      page('courses/add-course', () => import('./routes/admin-course-add.tsx')),
      page('courses/edit-course/:id', () => import('./routes/admin-course-edit.tsx')),
      page('jobs', () => import('./routes/admin-jobs.tsx')),
      page('jobs/add-job', () => import('./routes/admin-job-add.tsx')),
      page('jobs/edit-job/:id', () => import('./routes/admin-job-edit.tsx')),
      page('logs', () => import('./routes/admin-logs.tsx')),
      page('users', () => import('./routes/admin-users.tsx')),
      page('messages', () => import('./routes/admin-messages.tsx')),
      page('*', () => import('./routes/not-found.tsx')),
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
