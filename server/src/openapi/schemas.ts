import { z } from 'zod';
import {
  INVITATION_STATUSES,
  type StudentInvitationView,
  type TalentPage,
  ATTENDANCE_STATUSES,
  type AttendanceRoster,
  type AttendanceSaved,
  type CheckInCode,
  type CheckInResult,
  type CourseAttendance,
  type MyCourseAttendance,
  type SessionHeader,
  AGE_BANDS,
  COHORT_STATUSES,
  PROGRAMME_FACTS,
  type CohortView,
  type ProgrammeView,
  DISABILITY_ANSWERS,
  EDUCATION_LEVELS,
  FUNNEL_STEPS,
  GENDERS,
  JOB_SEEKING_STATUSES,
  type Indicators,
  PLACEMENT_STATES,
  type Placement,
  APPLICATION_STATUSES,
  COURSE_CREATOR_TYPES,
  COURSE_STATUSES,
  type ApplicationStatus,
  COMPANY_APPROVAL_STATES,
  COURSE_CATEGORIES,
  JOB_TYPES,
  PROVINCES,
  LANGS,
  LOG_TYPES,
  PARTNER_LOGOS,
  ROLES,
  type AboutContent,
  type AdminCompanyRow,
  type AdminUserRow,
  type CertificateSummary,
  type CertificateVerification,
  type ApiErrorBody,
  type ApplicantCounts,
  type ApplicantView,
  type AppliedJobIds,
  type CompanyProfile,
  type ContactMessageRow,
  type AdminDashboard,
  type OutboxMail,
  type CourseDetails,
  type CourseListItem,
  type DraftSaved,
  type CourseResultRow,
  type CourseView,
  type CourseProgress,
  type EnrolledCourse,
  type EnrolledCourseIds,
  type AttemptResult,
  type Grade,
  type ItemStat,
  type OpenAttempt,
  type ExamSettings,
  type ExamSummary,
  type JobDetailsView,
  type JobView,
  type JobAlertView,
  type JobAlertUnsubscribeView,
  type RequirementMatch,
  type LogEntry,
  type NewsPost,
  type OwnCourseListItem,
  type OwnJobView,
  type PublicConfig,
  type ResumeReplaced,
  type SessionUser,
  type StatusChangeView,
  type StudentApplicationView,
  type StudentProfile,
  type TeacherProfile,
  type QuestionBank,
} from '@beceri/domain';

export const examSummary = z.object({
  questionCount: z.number().int(),
  drawCount: z.number().int().describe('Questions per attempt'),
  timeLimitMinutes: z.number().int().nullable(),
  passPercent: z.number().int(),
}) satisfies z.ZodType<ExamSummary>;
export const examSettings = z.object({
  drawCount: z.number().int().nullable().describe('null draws the whole bank'),
  shuffle: z.boolean(),
  timeLimitMinutes: z.number().int().nullable(),
  passPercent: z.number().int(),
}) satisfies z.ZodType<ExamSettings>;

/**
 * The answers of the API as the OpenAPI document describes them. Each is checked against the domain's
 * TypeScript type of the answer (`satisfies z.ZodType<T>`), so a change of an answer's type fails the build until its
 * description follows. They describe, they do not serialise: routes send what their handlers return.
 */

const isoDate = z.string().describe('ISO 8601');
const fileUrl = z.string().describe('`/files/{id}`');
const status = z.enum(APPLICATION_STATUSES);
const testStatus = z.enum(['passed', 'failed']);

export const apiError = z
  .object({
    error: z.string().describe("The message in the caller's language"),
    code: z
      .string()
      .describe('VALIDATION, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, TOO_LARGE, RATE_LIMITED, …'),
    fields: z.record(z.string(), z.string()).optional().describe('Field → its first message, for forms'),
  })
  .meta({ id: 'ApiError' }) satisfies z.ZodType<ApiErrorBody>;

export const ok = z.object({ ok: z.literal(true) });

// Two-factor sign-in (decision 038).
export const loginAnswer = z.union([
  z.object({ ok: z.literal(true), role: z.string(), id: z.uuid(), mfaSetupRequired: z.literal(true).optional() }),
  z.object({
    ok: z.literal(false),
    mfaRequired: z.literal(true),
    methods: z.object({ totp: z.boolean(), passkey: z.boolean() }),
  }),
]);
export const mfaLoginDone = z.object({
  ok: z.literal(true),
  role: z.string(),
  id: z.uuid(),
  recoveryCodesLeft: z.number().int().optional(),
});
export const mfaStatus = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  totp: z.boolean(),
  passkeys: z.array(
    z.object({ id: z.uuid(), name: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() }),
  ),
  recoveryCodesLeft: z.number().int(),
});
export const totpSetup = z.object({ secret: z.string(), otpauthUrl: z.string() });
export const recoveryCodes = z.object({ recoveryCodes: z.array(z.string()).length(10) });
export const passkeyAdded = z.object({ ok: z.literal(true), recoveryCodes: z.array(z.string()).optional() });
/** WebAuthn's PublicKeyCredentialCreationOptionsJSON / RequestOptionsJSON, as @simplewebauthn/browser takes them. */
/** WebAuthn options as the browser's `navigator.credentials` call takes them (JSON form); the rest as the library sends it. */
export const webauthnOptions = z.looseObject({
  challenge: z.string(),
  rp: z.looseObject({ name: z.string(), id: z.string().optional() }).optional(),
  user: z.looseObject({ id: z.string(), name: z.string(), displayName: z.string() }).optional(),
  pubKeyCredParams: z.array(z.looseObject({ type: z.string(), alg: z.number() })).optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(z.looseObject({ id: z.string(), type: z.string() })).optional(),
});
export const created = z.object({ ok: z.literal(true), id: z.uuid() });
/** `POST /auth/register`: the new account, signed in; `mfaSetupRequired` as at login (MFA_REQUIRED_ROLES). */
export const registered = created.extend({ mfaSetupRequired: z.literal(true).optional() });

export const sessionUser = z
  .object({ id: z.uuid(), role: z.enum(ROLES), name: z.string(), email: z.string(), locale: z.enum(LANGS) })
  .meta({ id: 'SessionUser' }) satisfies z.ZodType<SessionUser>;

/** A platform course a job names (decision 062). */
export const courseRef = z.object({ courseId: z.uuid(), title: z.string() }).meta({ id: 'CourseRef' });
/** How a student's certificates meet a job's required courses (decision 062). */
export const requirementMatch = z
  .object({
    required: z.number().int().describe('how many courses the job requires'),
    met: z.number().int().describe('how many of them the student holds the certificate of'),
    missing: z
      .array(courseRef)
      .describe('the required courses without a certificate, each with its course page to enrol'),
  })
  .meta({ id: 'RequirementMatch' }) satisfies z.ZodType<RequirementMatch>;

export const jobView = z
  .object({
    id: z.uuid(),
    title: z.string(),
    description: z.string(),
    category: z.string(),
    addedByType: z.enum(['Admin', 'Company']),
    companyName: z.string(),
    createdAt: isoDate,
    city: z.string(),
    type: z.enum(JOB_TYPES),
    deadline: z.string().nullable().describe('YYYY-MM-DD, Europe/Istanbul, the day included'),
    match: requirementMatch
      .optional()
      .describe("a logged-in student only (the visitors' shared list has none): her match against the requirements"),
  })
  .meta({ id: 'Job' }) satisfies z.ZodType<JobView>;
/** `GET /job/getJob/{id}`: the posting company's own job also says so, and when an admin took it down (decision 058). */
export const oneJobView = jobView
  .extend({
    requiredCourses: z
      .array(courseRef)
      .describe('for everyone: the platform courses whose certificates the job requires (0–5)'),
    preferredCourses: z.array(courseRef).describe('for everyone: the courses the company would like to see (0–5)'),
    mine: z.boolean().optional().describe('true, only for the logged-in company that posted the job'),
    unpublishedAt: isoDate
      .nullable()
      .optional()
      .describe('the posting company only: when an admin took the job down, or null'),
  })
  .meta({ id: 'OneJob' }) satisfies z.ZodType<JobView>;
/** `GET /job/get`: admins' rows also carry `unpublishedAt`; others get the public job. */
export const adminJobView = jobView
  .extend({
    unpublishedAt: isoDate.nullable().optional().describe('admins only: when an admin took the job down'),
  })
  .meta({ id: 'JobForAdmins' }) satisfies z.ZodType<JobView>;
export const ownJobView = jobView
  .extend({
    applicantCount: z.number().int(),
    unpublishedAt: isoDate.nullable().describe('when an admin took the ad down'),
    unpublishedReason: z.string().nullable(),
  })
  .meta({ id: 'OwnJob' }) satisfies z.ZodType<OwnJobView>;

export const jobDetails = z.object({
  job: jobView,
  creator: z.object({ name: z.string(), email: z.string() }),
  students: z.array(z.object({ name: z.string(), surname: z.string(), email: z.string(), status })),
}) satisfies z.ZodType<JobDetailsView>;

export const statusChange = z.object({
  from: status
    .nullable()
    .describe(
      'null for the application itself, and for the latest change of an application made before the history was kept',
    ),
  to: status,
  changedAt: isoDate,
}) satisfies z.ZodType<StatusChangeView>;

export const applicant = z
  .object({
    id: z.uuid(),
    applicationId: z.uuid(),
    name: z.string(),
    surname: z.string(),
    resume: fileUrl.nullable(),
    resumeMime: z.string().nullable(),
    status,
    appliedAt: isoDate,
    statusChangedAt: isoDate,
    educationLevel: z.string().nullable(),
    jobSeekingStatus: z.string().nullable(),
    passedCourses: z.array(
      z.object({
        courseId: z.uuid(),
        title: z.string(),
        score: z.number().int(),
        total: z.number().int(),
        certificateCode: z.string().nullable(),
      }),
    ),
    match: requirementMatch,
    email: z.string().nullable(),
    phone: z.string().nullable(),
    history: z.array(statusChange).describe('Every status the application has had, oldest first'),
  })
  .meta({ id: 'Applicant' }) satisfies z.ZodType<ApplicantView>;

export const applicantCounts = z.object({
  total: z.number().int(),
  byStatus: z.object(
    Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, z.number().int()])) as {
      [S in ApplicationStatus]: z.ZodNumber;
    },
  ),
}) satisfies z.ZodType<ApplicantCounts>;

export const studentApplication = z.object({
  id: z.uuid(),
  status,
  appliedAt: isoDate,
  updatedAt: isoDate,
  job: z.object({ id: z.uuid(), title: z.string(), description: z.string(), companyName: z.string() }),
  history: z.array(statusChange).describe('Every status the application has had, oldest first'),
}) satisfies z.ZodType<StudentApplicationView>;

export const appliedJobIds = z.object({ jobIds: z.array(z.uuid()) }) satisfies z.ZodType<AppliedJobIds>;
export const resumeReplaced = z.object({ ok: z.literal(true), resume: fileUrl }) satisfies z.ZodType<ResumeReplaced>;

export const courseListItem = z
  .object({
    id: z.uuid(),
    title: z.string(),
    description: z.string(),
    category: z.enum(COURSE_CATEGORIES),
    addedByType: z.enum(COURSE_CREATOR_TYPES),
    enrolledCount: z.number().int(),
    questionCount: z.number().int(),
    createdAt: isoDate,
    status: z
      .enum(COURSE_STATUSES)
      .describe("'draft' only in the author's own list and an admin's logged-in list (decision 051)"),
  })
  .meta({ id: 'CourseListItem' }) satisfies z.ZodType<CourseListItem>;

// Teacher results (docs/product.md): the author's own list with passed students, and a course's results.
export const ownCourseListItem = courseListItem
  .extend({
    passedCount: z.number().int().describe('Enrolled students with a passing attempt'),
    lastEnrolledAt: isoDate.nullable().describe('The newest enrolment; null before any'),
  })
  .meta({ id: 'OwnCourseListItem' }) satisfies z.ZodType<OwnCourseListItem>;
export const courseResultRow = z
  .object({
    studentId: z.uuid(),
    name: z.string(),
    surname: z.string(),
    attempts: z.number().int().describe('0 for a student enrolled without an attempt'),
    bestScore: z
      .number()
      .int()
      .nullable()
      .describe('The best attempt (highest score, the latest among equals); null before any attempt'),
    total: z.number().int().nullable().describe("The best attempt's number of questions; null before any attempt"),
    passed: z.boolean().describe('Whether any attempt passed; false before any attempt'),
    lastAttemptAt: isoDate.nullable().describe('null before any attempt'),
  })
  .meta({ id: 'CourseResult' }) satisfies z.ZodType<CourseResultRow>;

export const courseView = z
  .object({
    id: z.uuid(),
    title: z.string(),
    description: z.string(),
    category: z.enum(COURSE_CATEGORIES),
    addedByType: z.enum(COURSE_CREATOR_TYPES),
    classes: z.array(
      z.object({
        id: z.uuid(),
        title: z.string(),
        description: z.string(),
        videoLink: z.string(),
        pdfFile: fileUrl.nullable(),
        pdfFileName: z.string().nullable(),
      }),
    ),
    test: z.string().describe('JSON text of {questions}; correctAnswer only for the owner and admins'),
    questionCount: z.number().int(),
    exam: examSummary,
    examSettings: examSettings.optional().describe('Only for the owner and admins'),
    enrolledCount: z.number().int(),
    isEnrolled: z.boolean(),
    canEdit: z.boolean(),
    doneClassIds: z.array(z.uuid()).optional(),
    status: z.enum(COURSE_STATUSES).describe('A draft is seen only by its author and admins'),
  })
  .meta({ id: 'Course' }) satisfies z.ZodType<CourseView>;

export const draftSaved = z
  .object({
    ok: z.literal(true),
    id: z.uuid(),
    classIds: z.array(z.uuid()).describe('The lessons’ ids in the order sent: send them with the next save'),
    updatedAt: isoDate,
  })
  .meta({ id: 'DraftSaved' }) satisfies z.ZodType<DraftSaved>;
export const coursePublished = z.object({
  ok: z.literal(true),
  id: z.uuid(),
  status: z.literal('published'),
});

export const enrolledCourse = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  questionCount: z.number().int(),
  testStatus: z.object({ status: testStatus, score: z.number().int() }).nullable(),
  enrolledAt: isoDate,
}) satisfies z.ZodType<EnrolledCourse>;

export const courseProgress = z.object({
  courseId: z.uuid(),
  title: z.string(),
  lessonsDone: z.number().int(),
  lessonsTotal: z.number().int(),
  nextClassId: z.uuid().nullable(),
  nextClassTitle: z.string().nullable(),
  lastClassId: z.uuid().nullable(),
  lastDoneAt: isoDate.nullable(),
  examPassed: z.boolean(),
}) satisfies z.ZodType<CourseProgress>;

export const courseDetails = z.object({
  creator: z.object({ name: z.string(), email: z.string() }),
  students: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      surname: z.string(),
      email: z.string(),
      score: z.number().int().nullable(),
      status: testStatus.nullable(),
      attempts: z.number().int(),
    }),
  ),
}) satisfies z.ZodType<CourseDetails>;

export const enrolledCourseIds = z.object({ courseIds: z.array(z.uuid()) }) satisfies z.ZodType<EnrolledCourseIds>;

export const examQuestions = examSummary.extend({
  courseId: z.uuid(),
  title: z.string(),
  questions: z
    .array(
      z.object({
        id: z.string(),
        text: z.string(),
        options: z.array(z.string()),
        correctAnswer: z.number().int(),
      }),
    )
    .optional()
    .describe('The bank: only for the owner and admins'),
  settings: examSettings.optional().describe('Only for the owner and admins'),
});
const bankQuestion = z.object({
  id: z.uuid(),
  text: z.string(),
  options: z.array(z.string()).min(2).max(5),
  correctAnswer: z.number().int().describe('Index of the correct option'),
});
export const questionBank = z.object({
  courseId: z.uuid(),
  title: z.string(),
  canEdit: z.boolean().describe('Admins change only courses an admin added'),
  questions: z.array(bankQuestion).describe('The bank in its order, with correct answers (owner and admins)'),
  settings: examSettings,
  openAttempts: z.number().int().describe('Attempts open now; they keep the questions they drew'),
  version: z.string().describe("The stored bank's version: send it back with a save to refuse a stale one (409)"),
}) satisfies z.ZodType<QuestionBank>;
export const questionImport = z.object({
  imported: z.number().int(),
  bank: questionBank,
});

export const grade = z.object({
  score: z.number().int(),
  total: z.number().int(),
  status: testStatus,
  passed: z.boolean(),
}) satisfies z.ZodType<Grade>;

export const openAttempt = z
  .object({
    attemptId: z.uuid(),
    courseId: z.uuid(),
    title: z.string(),
    questions: z.array(z.object({ id: z.string(), text: z.string(), options: z.array(z.string()) })),
    endsAt: z.string().nullable().describe('ISO 8601; null without a time limit'),
    answers: z.record(z.string(), z.number().int()).describe('{questionId: option as shown}'),
    passPercent: z.number().int(),
  })
  .meta({ id: 'ExamAttempt' }) satisfies z.ZodType<OpenAttempt>;

export const attemptResult = z.object({
  score: z.number().int(),
  total: z.number().int(),
  passed: z.boolean(),
  passPercent: z.number().int(),
  passMark: z.number().int(),
  attemptsLeftToday: z.number().int(),
}) satisfies z.ZodType<AttemptResult>;

export const examStats = z.object({
  courseId: z.uuid(),
  title: z.string(),
  items: z.array(
    z.object({
      questionId: z.string(),
      text: z.string(),
      timesDrawn: z.number().int(),
      shareCorrect: z.number().nullable(),
      discrimination: z.number().nullable().describe('Point-biserial, item left out of the rest score'),
      hint: z.enum(['tooHard', 'tooEasy', 'negative', 'fewAttempts']).nullable(),
    }),
  ),
}) satisfies z.ZodType<{ courseId: string; title: string; items: ItemStat[] }>;

export const extraTime = z.object({ extraTimePercent: z.number().int() });

export const newsPost = z
  .object({
    id: z.uuid(),
    title: z.string(),
    description: z.string(),
    details: z.string(),
    titleEn: z.string().describe('English; empty when none (the page then shows the Turkish text)'),
    descriptionEn: z.string(),
    detailsEn: z.string(),
    images: z.array(fileUrl),
    createdAt: isoDate,
  })
  .meta({ id: 'NewsPost' }) satisfies z.ZodType<NewsPost>;

const aboutCard = z.object({ id: z.number().int(), text: z.string(), textEn: z.string() });
export const about = z.object({
  mainImage: fileUrl.nullable(),
  endImage: fileUrl.nullable(),
  mainText: z.string(),
  mainTextEn: z.string().describe('English; empty when none (the page then shows the Turkish text)'),
  mainImageAlt: z.string(),
  mainImageAltEn: z.string(),
  endImageAlt: z.string(),
  endImageAltEn: z.string(),
  cards: z.array(aboutCard),
  updatedAt: isoDate.nullable(),
}) satisfies z.ZodType<AboutContent>;

export const publicConfig = z.object({
  contactEmail: z.string(),
  contactPhone: z.string(),
  qualificationAuthorityUrl: z.string(),
  examSignupUrl: z.string(),
  orgName: z.string(),
  contactRetentionMonths: z.int().optional().describe('Months a contact message is kept (the privacy notice)'),
  partnerLogos: z.partialRecord(z.enum(PARTNER_LOGOS), z.string()).optional(),
  birthWindow: z
    .object({ from: z.string(), to: z.string() })
    .optional()
    .describe("The sign-up's birth window (YYYY-MM-DD, both included): the open cohort's, else the defaults"),
}) satisfies z.ZodType<PublicConfig>;

export const studentProfile = z.object({
  id: z.uuid(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  phone: z.string(),
  resume: fileUrl.nullable(),
  emailVerified: z.boolean(),
  maskedIdNumber: z.string().describe('1*********6'),
  disability: z.enum(['yes', 'no']).nullable(),
  disabilityConsent: z.boolean(),
  openToWork: z.boolean().describe('In the talent pool (consent talent-pool in force)'),
  city: z.string().nullable().describe('One of the 81 provinces, or null'),
}) satisfies z.ZodType<StudentProfile>;
export const companyProfile = z.object({
  id: z.uuid(),
  name: z.string(),
  surname: z.string(),
  companyName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  approval: z.enum(COMPANY_APPROVAL_STATES),
  approvalReason: z.string().nullable(),
  emailVerified: z.boolean(),
}) satisfies z.ZodType<CompanyProfile>;
export const teacherProfile = z.object({
  id: z.uuid(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  subject: z.string(),
}) satisfies z.ZodType<TeacherProfile>;

export const adminUser = z.object({
  id: z.uuid(),
  role: z.enum(ROLES),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  phone: z.string(),
  detail: z.string(),
  createdAt: isoDate,
  suspendedAt: isoDate.nullable(),
  suspendedReason: z.string().nullable(),
  extraTimePercent: z.number().int().nullable().describe('Students only: extra exam time in percent'),
}) satisfies z.ZodType<AdminUserRow>;
// Company vetting.
export const resendVerification = z.object({ ok: z.literal(true), alreadyVerified: z.boolean() });
export const adminCompany = z
  .object({
    id: z.uuid(),
    companyName: z.string(),
    name: z.string(),
    surname: z.string(),
    email: z.string(),
    phone: z.string(),
    approval: z.enum(COMPANY_APPROVAL_STATES),
    approvalReason: z.string().nullable(),
    createdAt: isoDate,
  })
  .meta({ id: 'AdminCompany' }) satisfies z.ZodType<AdminCompanyRow>;
export const contactMessage = z.object({
  id: z.uuid(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: isoDate,
  readAt: isoDate.nullable().describe('When an admin opened it; null: unread'),
  repliedAt: isoDate.nullable().describe('When an admin last answered it by mail from the inbox'),
}) satisfies z.ZodType<ContactMessageRow>;
export const adminDashboard = z
  .object({
    cohort: z
      .object({ id: z.uuid(), name: z.string(), nameEn: z.string(), participants: z.int(), target: z.int() })
      .nullable()
      .describe('The open cohort, its participants and target; null when none is open'),
    sessions: z
      .object({ week: z.int(), ended: z.int(), marked: z.int() })
      .describe("This week's lab sessions (Europe/Istanbul): all, ended, ended with attendance marked"),
    companies: z
      .object({ pending: z.int(), verified: z.int() })
      .describe('Companies waiting for approval, and how many of them verified their e-mail'),
    unreadMessages: z.int(),
    failedMails: z.int(),
    applicationsThisWeek: z.int(),
    certificatesThisWeek: z.int(),
    weekStart: isoDate,
    weekEnd: isoDate,
  })
  .meta({ id: 'AdminDashboard' }) satisfies z.ZodType<AdminDashboard>;
export const outboxMail = z
  .object({
    id: z.uuid(),
    template: z.string(),
    to: z.string(),
    state: z.enum(['created', 'retry', 'active', 'failed']),
    tries: z.number().int(),
    createdAt: isoDate,
    nextTryAt: isoDate.nullable(),
    failedAt: isoDate.nullable(),
    lastError: z.string().nullable(),
  })
  .meta({ id: 'OutboxMail' }) satisfies z.ZodType<OutboxMail>;
export const logEntry = z.object({
  log: z.string(),
  createdAt: isoDate,
  type: z.enum(LOG_TYPES),
  event: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
}) satisfies z.ZodType<LogEntry>;

// Programme indicators.
const countsOf = <K extends string>(codes: readonly K[]) =>
  z.object(Object.fromEntries(codes.map((c) => [c, z.int()])) as Record<K, z.ZodInt>);
export const indicators = z
  .object({
    target: z.int().describe("The cohort's target (`?cohort=`), else the open cohort's, else 80"),
    cohort: z
      .object({ id: z.uuid(), name: z.string(), nameEn: z.string() })
      .nullable()
      .describe('The cohort asked for, else null'),
    hours: z
      .object({
        planned: z.number().describe('Hours of the lab sessions in scope'),
        delivered: z.number().describe('Hours of the sessions in scope with at least one attendance mark'),
        attended: z.number().describe("Per present or late mark of the scope's participants, its session's hours"),
      })
      .describe("A session's hours: (end − start), two decimals"),
    completion: z.object({
      eligible: z.int().describe("Enrolments of the scope's current participants in courses with lab sessions"),
      completed: z.int().describe('Those of them with a certificate'),
    }),
    internships: z
      .object({
        placed: z.int().describe('Distinct participants (current or former) with an internship placement'),
        completed: z.int().describe('Those of them whose company filled the evaluation'),
      })
      .describe("The scope's participants' internships (decision 065)"),
    participants: z.object({
      total: z.int().describe('Student accounts registered in the range, plus former participants (deleted accounts)'),
      byGender: countsOf(GENDERS),
      byAgeBand: countsOf(AGE_BANDS).describe('Ages at `to`, else today (Europe/Istanbul)'),
      byEducation: countsOf(EDUCATION_LEVELS),
      byJobSeeking: countsOf(JOB_SEEKING_STATUSES),
      byDisability: countsOf(DISABILITY_ANSWERS).describe('unknown: consent withdrawn'),
    }),
    funnel: countsOf(FUNNEL_STEPS).describe(
      'Distinct students at each step: `passed` passed an exam, `certified` holds a certificate (attendance may hold it back)',
    ),
    courses: z.array(
      z.object({ id: z.uuid(), title: z.string(), enrolled: z.int(), attempted: z.int(), passed: z.int() }),
    ),
  })
  .meta({ id: 'Indicators' }) satisfies z.ZodType<Indicators>;

const day = z.string().describe('YYYY-MM-DD, Europe/Istanbul');
export const placement = z
  .object({
    id: z.uuid(),
    jobId: z.uuid().nullable().describe('null once the job is deleted'),
    jobTitle: z.string(),
    companyId: z.uuid().nullable().describe('null once the company account is deleted'),
    companyName: z.string(),
    studentId: z.uuid().nullable().describe("null once the student's account is deleted"),
    studentName: z.string().nullable(),
    startsOn: day.nullable(),
    endsOn: day.nullable().describe('The last day, included'),
    mentorName: z.string().nullable(),
    state: z.enum(PLACEMENT_STATES),
    evaluation: z
      .object({
        attendance: z.int().min(1).max(5),
        technical: z.int().min(1).max(5),
        teamwork: z.int().min(1).max(5),
        comment: z.string(),
        evaluatedAt: isoDate,
      })
      .nullable(),
    feedback: z
      .object({ rating: z.int().min(1).max(5), comment: z.string(), givenAt: isoDate })
      .nullable()
      .describe("The student's feedback: null for the company, which never sees it"),
    createdAt: isoDate,
  })
  .meta({ id: 'Placement' }) satisfies z.ZodType<Placement>;

export const statusMoved = z.object({
  ok: z.literal(true),
  id: z.uuid(),
  status,
  changed: z.boolean().describe('false when it already had that status'),
  statusChangedAt: isoDate,
});

export const certificate = z
  .object({
    code: z.string().describe('A–Z2–7, 16 characters'),
    courseId: z.uuid().nullable().describe('null once the course is deleted'),
    courseTitle: z.string(),
    score: z.number().int(),
    total: z.number().int(),
    issuedAt: isoDate,
    hours: z.number().nullable().describe('Lab hours attended, frozen at issue; null without lab sessions'),
  })
  .meta({ id: 'Certificate' }) satisfies z.ZodType<CertificateSummary>;
export const certificateVerification = z
  .union([
    z.object({
      valid: z.literal(true),
      name: z.string(),
      surname: z.string(),
      courseTitle: z.string(),
      issuedAt: isoDate,
      hours: z.number().nullable().describe('Lab hours attended, frozen at issue; null without lab sessions'),
    }),
    z.object({ valid: z.literal(false) }).describe("A deleted account's certificate"),
  ])
  .meta({ id: 'CertificateVerification' }) satisfies z.ZodType<CertificateVerification>;

// Attendance of the lab sessions (decision 055).
const attendanceStatus = z.enum(ATTENDANCE_STATUSES);
const sessionHeader = z.object({
  id: z.uuid(),
  courseId: z.uuid().nullable(),
  courseTitle: z.string(),
  teacherId: z.uuid().nullable(),
  teacherName: z.string().nullable(),
  startsAt: isoDate,
  endsAt: isoDate,
  room: z.string(),
  capacity: z.number().int(),
}) satisfies z.ZodType<SessionHeader>;
export const attendanceRoster = z
  .object({
    session: sessionHeader,
    open: z.boolean().describe('Marks may be saved now: from 15 min before the start to 7 days after the end'),
    opensAt: isoDate,
    closesAt: isoDate,
    students: z.array(
      z.object({
        studentId: z.uuid(),
        name: z.string(),
        surname: z.string(),
        status: attendanceStatus.nullable(),
        checkedIn: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'AttendanceRoster' }) satisfies z.ZodType<AttendanceRoster>;
export const attendanceSaved = z.object({ saved: z.number().int() }) satisfies z.ZodType<AttendanceSaved>;
export const checkInCode = z
  .object({
    code: z.string().describe('6 digits'),
    expiresInSeconds: z.number().int(),
    url: z.string(),
    checkedIn: z.number().int(),
    capacity: z.number().int(),
  })
  .meta({ id: 'CheckInCode' }) satisfies z.ZodType<CheckInCode>;
export const checkInResult = z
  .object({ status: attendanceStatus, already: z.boolean(), sessionId: z.uuid(), courseTitle: z.string() })
  .meta({ id: 'CheckInResult' }) satisfies z.ZodType<CheckInResult>;
const attendanceFigures = {
  attendedHours: z.number(),
  heldHours: z.number(),
  percent: z.number().nullable(),
  threshold: z.number().int(),
  reached: z.boolean(),
};
export const myCourseAttendance = z
  .object({
    courseId: z.uuid(),
    courseTitle: z.string(),
    passed: z.boolean(),
    certified: z.boolean(),
    ...attendanceFigures,
    sessions: z.array(
      z.object({ id: z.uuid(), startsAt: isoDate, endsAt: isoDate, status: attendanceStatus.nullable() }),
    ),
  })
  .meta({ id: 'MyCourseAttendance' }) satisfies z.ZodType<MyCourseAttendance>;
export const courseAttendance = z
  .object({
    courseId: z.uuid(),
    courseTitle: z.string(),
    threshold: z.number().int(),
    sessions: z.array(z.object({ id: z.uuid(), startsAt: isoDate, endsAt: isoDate, held: z.boolean() })),
    students: z.array(
      z.object({
        studentId: z.uuid(),
        name: z.string(),
        surname: z.string(),
        ...attendanceFigures,
        marks: z.record(z.string(), attendanceStatus),
      }),
    ),
  })
  .meta({ id: 'CourseAttendance' }) satisfies z.ZodType<CourseAttendance>;
// Lab sessions and the timetable (decision 054).
export const labSession = z.object({
  id: z.uuid(),
  courseId: z.uuid().nullable().describe('null once the course is deleted'),
  courseTitle: z.string(),
  teacherId: z.uuid().nullable(),
  teacherName: z.string().nullable(),
  startsAt: z.string().describe('ISO 8601, UTC'),
  endsAt: z.string().describe('ISO 8601, UTC'),
  room: z.string(),
  capacity: z.number().int(),
  seriesId: z.uuid().nullable().describe('Shared by the sessions of one weekly series'),
  enrolled: z.number().int().optional().describe('Students enrolled in the course (teachers and admins)'),
  marked: z
    .boolean()
    .optional()
    .describe('Attendance taken: it can no longer be moved or deleted (teachers and admins)'),
  canManage: z.boolean().describe("The caller may change it (the course's owner, admins)"),
});
export const labSessions = z.object({ sessions: z.array(labSession) });
export const labSessionsDeleted = z.object({ deleted: z.number().int() });
export const calendarFeedState = z.object({ exists: z.boolean(), createdAt: z.string().nullable() });
export const calendarFeedUrl = z.object({ url: z.string().describe('The feed address; shown only this once') });
// Cohorts (decision 053).
const programmeFacts = z
  .partialRecord(z.enum(PROGRAMME_FACTS), z.string())
  .describe('The programme facts, one short text each; a missing one is not shown');
export const cohort = z
  .object({
    id: z.uuid(),
    name: z.string(),
    nameEn: z.string(),
    startsOn: z.string().describe('YYYY-MM-DD'),
    endsOn: z.string().describe('YYYY-MM-DD'),
    targetParticipants: z.int(),
    birthDateFrom: z.string().describe('YYYY-MM-DD'),
    birthDateTo: z.string().describe('YYYY-MM-DD'),
    facts: programmeFacts,
    factsEn: programmeFacts,
    status: z.enum(COHORT_STATUSES),
    participants: z.int().describe('Current students of the cohort plus its former participants'),
    createdAt: isoDate,
    updatedAt: isoDate,
  })
  .meta({ id: 'Cohort' }) satisfies z.ZodType<CohortView>;
export const programme = z
  .object({
    cohort: z
      .object({
        id: z.uuid(),
        name: z.string(),
        nameEn: z.string(),
        startsOn: z.string(),
        endsOn: z.string(),
        targetParticipants: z.int(),
        facts: programmeFacts,
        factsEn: programmeFacts,
      })
      .nullable()
      .describe('The open cohort; null when none is open'),
  })
  .meta({ id: 'Programme' }) satisfies z.ZodType<{ cohort: ProgrammeView | null }>;

/** The talent pool (decision 063). */
export const talentCard = z
  .object({
    studentId: z.uuid(),
    displayName: z.string().describe("First name and the surname's initial: 'Ayşe K.'"),
    educationLevel: z.enum(EDUCATION_LEVELS),
    jobSeekingStatus: z.enum(JOB_SEEKING_STATUSES),
    city: z.string().nullable(),
    passedCourses: z.array(
      z.object({
        courseId: z.uuid().nullable(),
        title: z.string(),
        certificateCode: z.string(),
        issuedAt: isoDate,
      }),
    ),
    invitations: z
      .array(z.object({ jobId: z.uuid(), status: z.enum(INVITATION_STATUSES) }))
      .describe("The calling company's invitations of the student, newest first"),
  })
  .meta({ id: 'TalentCard' });
export const talentPage = z
  .object({ items: z.array(talentCard), total: z.int(), page: z.int(), pageSize: z.int() })
  .meta({ id: 'TalentPage' }) satisfies z.ZodType<TalentPage>;
export const studentInvitation = z
  .object({
    id: z.uuid(),
    jobId: z.uuid(),
    jobTitle: z.string(),
    jobCity: z.string(),
    companyName: z.string(),
    message: z.string(),
    status: z.enum(INVITATION_STATUSES),
    createdAt: isoDate,
    answeredAt: isoDate.nullable(),
    applicationStatus: status.nullable(),
  })
  .meta({ id: 'StudentInvitation' }) satisfies z.ZodType<StudentInvitationView>;
export const invitationAnswered = z.object({
  ok: z.literal(true),
  status: z.enum(['accepted', 'declined']),
  application: z.object({ id: z.uuid(), status }).nullable().describe('The application accepting made or moved'),
});
export const studentUpdated = z
  .object({
    ok: z.literal(true),
    success: z.literal(true),
    openToWork: z.boolean().optional(),
    city: z.string().nullable().optional(),
  })
  .describe('A password change answers ok and success; the talent settings also answer openToWork and city');
// Saved job searches (decision 064).
export const jobAlert = z
  .object({
    id: z.uuid(),
    q: z.string().nullable().describe('The search words; null: none'),
    city: z.enum(PROVINCES).nullable().describe('One of the 81 provinces; null: any'),
    type: z.enum(JOB_TYPES).nullable().describe('null: any'),
    createdAt: isoDate,
  })
  .meta({ id: 'JobAlert' }) satisfies z.ZodType<JobAlertView>;
export const jobAlerts = z.array(jobAlert);
export const jobAlertUnsubscribe = z.object({
  alerts: z
    .array(jobAlert.pick({ q: true, city: true, type: true }))
    .describe('The alerts the link removes, still saved'),
}) satisfies z.ZodType<JobAlertUnsubscribeView>;
export const jobAlertUnsubscribed = z.object({
  ok: z.literal(true),
  removed: z.number().int().describe('Alerts removed now (0 when the link was used before)'),
});
