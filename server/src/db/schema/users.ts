import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { files } from './files.ts';
import { COMPANY_APPROVAL_STATES, FUNNEL_STAGES, GENDERS, JOB_SEEKING_STATUSES, LANGS, ROLES } from '@beceri/domain';
import { oneOf } from './one-of.ts';
import { cohorts } from './programme.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    role: text('role', { enum: ROLES }).notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    surname: text('surname').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    /** The interface and mail language (docs/product.md): set at sign-up, changed by the language switch. */
    locale: text('locale', { enum: LANGS }).notNull().default('tr'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by an admin: no login, no session, the account's jobs leave public lists; its data stays. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** The admin's reason, shown to admins; never mailed (the person learns it from the chamber). */
    suspendedReason: text('suspended_reason'),
    /**
     * When the owner followed the mailed link. Accounts from before the migration and those made by
     * admins, the CLI or the demo seed count as verified (set at creation).
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** SHA-256 of the one pending verification link's token (the newest mail's); null once used. */
    emailVerificationHash: text('email_verification_hash'),
    emailVerificationExpiresAt: timestamp('email_verification_expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_email_verification_hash_unique').on(t.emailVerificationHash),
    index('users_role_created_idx').on(t.role, t.createdAt),
    // Public job lists leave out the jobs of suspended accounts: a list's anti-join reads only these few rows.
    index('users_suspended_idx')
      .on(t.id)
      .where(sql`${t.suspendedAt} is not null`),
    oneOf('users_role_check', t.role, ROLES),
    oneOf('users_locale_check', t.locale, LANGS),
  ],
);

export const studentProfiles = pgTable(
  'student_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** AES-256-GCM ciphertext (lib/personal-data.ts); never the plain TC number. */
    idNumber: text('id_number').notNull(),
    /** HMAC of the TC number under a key derived from DATA_KEY: one person, one student account. */
    idNumberHash: text('id_number_hash'),
    gender: text('gender', { enum: GENDERS }).notNull(),
    dateOfBirth: date('date_of_birth').notNull(),
    educationLevel: text('education_level').notNull(),
    jobSeekingStatus: text('job_seeking_status', { enum: JOB_SEEKING_STATUSES }).notNull(),
    /** Ciphertext of 'yes' or 'no'; null once the disability-data consent is withdrawn. */
    disability: text('disability'),
    resumeFileId: uuid('resume_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** Extra exam time for an accessibility need, in percent of a limit; set by admins (docs/product.md). */
    extraTimePercent: integer('extra_time_percent').notNull().default(0),
    /** The cohort open when the student signed up (none open: null); admins may move a student. */
    cohortId: uuid('cohort_id').references(() => cohorts.id, { onDelete: 'set null' }),
    /**
     * Since when the student is in the talent pool (`openToWork`, consent `talent-pool`, decision 063); null: not in it
     * (the default, and after withdrawing). The talent search lists the newest first.
     */
    openToWorkSince: timestamp('open_to_work_since', { withTimezone: true }),
    /** The student's province as `domain/src/provinces.ts` spells it (optional; the talent search's filter). */
    city: text('city'),
  },
  (t) => [
    uniqueIndex('student_profiles_id_number_hash_unique').on(t.idNumberHash),
    // The talent search (decision 063): only students in the pool, newest first; and the same within one province.
    index('student_profiles_open_to_work_idx')
      .on(t.openToWorkSince, t.userId)
      .where(sql`${t.openToWorkSince} is not null`),
    index('student_profiles_open_to_work_city_idx')
      .on(t.city, t.openToWorkSince, t.userId)
      .where(sql`${t.openToWorkSince} is not null`),
    index('student_profiles_cohort_idx').on(t.cohortId),
    oneOf('student_gender_check', t.gender, GENDERS),
    oneOf('student_job_seeking_check', t.jobSeekingStatus, JOB_SEEKING_STATUSES),
    check(
      'student_education_check',
      sql`${t.educationLevel} in ('primarySchoolGraduate', 'middleSchoolGraduate', 'vocationalSchoolStudent', 'highSchoolGraduate', 'associate', 'universityStudent', 'universityGraduate')`,
    ),
  ],
);

export const teacherProfiles = pgTable('teacher_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  subject: text('subject').notNull().default(''),
});

export const companyProfiles = pgTable(
  'company_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    /**
     * Vetting (`COMPANY_APPROVAL`): 'pending' at sign-up when approval is required, else 'approved'.
     * Only an approved company's jobs are public and only it sees applicants' personal data.
     */
    approval: text('approval', { enum: COMPANY_APPROVAL_STATES }).notNull().default('approved'),
    /** The admin's reason for a rejection (mailed to the company). */
    approvalReason: text('approval_reason'),
    approvalDecidedAt: timestamp('approval_decided_at', { withTimezone: true }),
  },
  (t) => [
    oneOf('company_profiles_approval_check', t.approval, COMPANY_APPROVAL_STATES),
    index('company_profiles_approval_idx').on(t.approval),
    // …and of companies not (yet) approved: the same, for the vetting's exceptions.
    index('company_profiles_unapproved_idx')
      .on(t.userId)
      .where(sql`${t.approval} <> 'approved'`),
  ],
);

export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    textVersion: text('text_version').notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [index('consents_user_idx').on(t.userId)],
);

/**
 * What is left of a deleted student account for the programme's figures: coarse categories only,
 * no id, no dates finer than a month, no link to any other row.
 */
export const formerParticipants = pgTable(
  'former_participants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gender: text('gender').notNull(),
    ageBand: text('age_band').notNull(),
    educationLevel: text('education_level').notNull(),
    jobSeekingStatus: text('job_seeking_status').notNull(),
    /** Null when the person had withdrawn the disability-data consent. */
    disability: boolean('disability'),
    furthestStage: text('furthest_stage', { enum: FUNNEL_STAGES }).notNull(),
    /**
     * Whether the person held a certificate: passing no longer implies it once attendance gates certificates
     * (decision 055), so the indicators' `funnel.certified` needs it apart from the furthest stage.
     */
    certified: boolean('certified').notNull().default(false),
    /** YYYY-MM of the registration. */
    registrationMonth: text('registration_month').notNull(),
    /** The cohort the person was in; their attendance rows stay linked to this record. */
    cohortId: uuid('cohort_id').references(() => cohorts.id, { onDelete: 'set null' }),
    /** Whether the person had an internship placement; its rows stay linked to this record (decision 065). */
    internship: boolean('internship').notNull().default(false),
  },
  // The indicators of a cohort count its former participants (decision 053).
  (t) => [index('former_participants_cohort_idx').on(t.cohortId)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
