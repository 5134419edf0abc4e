import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { files } from './files.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    role: text('role', { enum: ['student', 'teacher', 'company', 'admin'] }).notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    surname: text('surname').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    index('users_role_created_idx').on(t.role, t.createdAt),
    check('users_role_check', sql`${t.role} in ('student', 'teacher', 'company', 'admin')`),
  ],
);

export const studentProfiles = pgTable(
  'student_profiles',
  {
    userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
    idNumber: text('id_number').notNull(),
    gender: text('gender', { enum: ['male', 'female'] }).notNull(),
    dateOfBirth: date('date_of_birth').notNull(),
    educationLevel: text('education_level').notNull(),
    jobSeekingStatus: text('job_seeking_status', { enum: ['no', 'job', 'internship'] }).notNull(),
    disability: boolean('disability').notNull(),
    resumeFileId: uuid('resume_file_id').references(() => files.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('student_gender_check', sql`${t.gender} in ('male', 'female')`),
    check('student_job_seeking_check', sql`${t.jobSeekingStatus} in ('no', 'job', 'internship')`),
    check(
      'student_education_check',
      sql`${t.educationLevel} in ('primarySchoolGraduate', 'middleSchoolGraduate', 'vocationalSchoolStudent', 'highSchoolGraduate', 'associate', 'universityStudent', 'universityGraduate')`,
    ),
  ],
);

export const teacherProfiles = pgTable('teacher_profiles', {
  userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  subject: text('subject').notNull().default(''),
});

export const companyProfiles = pgTable('company_profiles', {
  userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  companyName: text('company_name').notNull(),
});

export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    textVersion: text('text_version').notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [index('consents_user_idx').on(t.userId)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
