import type { FastifyInstance } from 'fastify';
import authRoutes from './auth/routes.ts';
import fileRoutes from './files/routes.ts';
import jobRoutes from './jobs/routes.ts';
import publicConfigRoutes from './public-config/routes.ts';
import accountRoutes from './accounts/routes.ts';
import passwordResetRoutes from './password-reset/routes.ts';
import adminUserRoutes from './admin-users/routes.ts';
import contactRoutes from './contact/routes.ts';
import newsRoutes from './news/routes.ts';
import aboutRoutes from './about/routes.ts';
import logRoutes from './logs/routes.ts';
import courseRoutes from './courses/routes.ts';
import examRoutes from './exams/routes.ts';
import questionBankRoutes from './question-bank/routes.ts';
import learningRoutes from './learning/routes.ts';
import kvkkRoutes from './kvkk/routes.ts';
import studentApplicationRoutes from './jobs/student-application-routes.ts';
import discoveryRoutes from './discovery/routes.ts';
import certificateRoutes from './certificates/routes.ts';
// Programme indicators.
import indicatorRoutes from './indicators/routes.ts';
// Suspensions, unpublished jobs, company vetting.
import trustRoutes from './trust/routes.ts';
import previewImageRoutes from './pages/preview.ts';
import mfaRoutes from './mfa/routes.ts';
import outboxRoutes from './outbox/routes.ts';
import metricsRoutes from './metrics/routes.ts';
// Attendance of the lab sessions (decision 055).
import attendanceRoutes from './attendance/routes.ts';
// Lab sessions, the timetable and the calendar feed.
import sessionRoutes from './sessions/routes.ts';
// Cohorts of the programme.
import cohortRoutes from './cohorts/routes.ts';
// The admin's dashboard (decision 057).
import dashboardRoutes from './dashboard/routes.ts';
// Internship placements (decision 065).
import placementRoutes from './placements/routes.ts';
// The talent pool: search, invitations (decision 063).
import talentRoutes from './talent/routes.ts';
// Saved job searches and their daily digest (decision 064).
import jobAlertRoutes from './job-alerts/routes.ts';

/** Every feature's routes, registered by app.ts in this order. */
export const modules: ((app: FastifyInstance) => Promise<void>)[] = [
  authRoutes,
  fileRoutes,
  jobRoutes,
  publicConfigRoutes,
  accountRoutes,
  passwordResetRoutes,
  adminUserRoutes,
  contactRoutes,
  newsRoutes,
  aboutRoutes,
  logRoutes,
  courseRoutes,
  examRoutes,
  questionBankRoutes,
  learningRoutes,
  kvkkRoutes,
  studentApplicationRoutes,
  discoveryRoutes,
  certificateRoutes,
  // Programme indicators.
  indicatorRoutes,
  trustRoutes,
  previewImageRoutes,
  mfaRoutes,
  outboxRoutes,
  metricsRoutes,
  attendanceRoutes,
  sessionRoutes,
  // Cohorts of the programme.
  cohortRoutes,
  dashboardRoutes,
  placementRoutes,
  talentRoutes,
  jobAlertRoutes,
];
