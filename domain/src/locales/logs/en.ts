import type { LogTexts } from './tr.ts';

/** The activity log in English: every event of the Turkish catalogue (typed by it). */
export const en: LogTexts = {
  events: {
    'user.registered': {
      student: 'Student {{userName}} signed up',
      company: 'Company {{userName}} signed up',
    },
    'course.added': {
      teacher: 'Teacher {{teacherName}} added the course "{{courseTitle}}"',
      admin: 'An administrator added the course "{{courseTitle}}"',
    },
    'course.classAdded': {
      teacher: 'Teacher {{teacherName}} added the class "{{classTitle}}" to the course "{{courseTitle}}"',
      admin: 'An administrator added the class "{{classTitle}}" to the course "{{courseTitle}}"',
    },
    'course.deleted': {
      teacher: 'Teacher {{teacherName}} deleted the course "{{courseTitle}}"',
      admin: 'An administrator deleted the course "{{courseTitle}}"',
    },
    'course.enrolled': 'Student {{studentName}} enrolled in the course "{{courseTitle}}"',
    'exam.attempted': {
      passed:
        'Student {{studentName}} took the exam of the course "{{courseTitle}}": {{score}}/{{total}} points, passed',
      failed:
        'Student {{studentName}} took the exam of the course "{{courseTitle}}": {{score}}/{{total}} points, failed',
    },
    'job.added': {
      company: 'Company {{companyName}} posted the job "{{jobTitle}}"',
      admin: 'An administrator posted the job "{{jobTitle}}"',
    },
    'job.applied': 'Student {{studentName}} applied for the job "{{jobTitle}}"',
    'application.withdrawn': 'Student {{studentName}} withdrew their application for the job "{{jobTitle}}"',
    'application.moved': {
      Shortlisted: 'Company {{companyName}} shortlisted student {{studentName}} for the job "{{jobTitle}}"',
      Rejected: 'Company {{companyName}} turned down student {{studentName}}’s application for the job "{{jobTitle}}"',
      Hired: 'Company {{companyName}} hired student {{studentName}} for the job "{{jobTitle}}"',
    },
    'news.added': 'Administrator {{adminName}} added the news post "{{newsTitle}}"',
    'news.updated': 'Administrator {{adminName}} updated the news post "{{newsTitle}}"',
    'news.deleted': 'Administrator {{adminName}} deleted the news post "{{newsTitle}}"',
    'about.updated': 'Administrator {{adminName}} updated the "About the project" page',
    'resume.updated': 'Student {{studentName}} updated their resume',
    'teacher.created': 'An administrator opened an account for teacher {{teacherName}}',
    'company.approved': 'An administrator approved company {{companyName}}',
    'company.rejected': 'An administrator turned down the registration of company {{companyName}}',
    'account.suspended': {
      student: 'An administrator suspended the account of student {{userName}}',
      teacher: 'An administrator suspended the account of teacher {{userName}}',
      company: 'An administrator suspended the account of company {{userName}}',
      admin: 'An administrator suspended the account of administrator {{userName}}',
    },
    'account.reactivated': {
      student: 'An administrator reactivated the account of student {{userName}}',
      teacher: 'An administrator reactivated the account of teacher {{userName}}',
      company: 'An administrator reactivated the account of company {{userName}}',
      admin: 'An administrator reactivated the account of administrator {{userName}}',
    },
    'account.mfaReset': {
      student: 'An administrator reset the two-step verification of student {{userName}}',
      teacher: 'An administrator reset the two-step verification of teacher {{userName}}',
      company: 'An administrator reset the two-step verification of company {{userName}}',
      admin: 'An administrator reset the two-step verification of administrator {{userName}}',
    },
    'student.extraTimeSet': 'An administrator changed the extra exam time of student {{studentName}}',
    'job.unpublished': 'An administrator took down the job "{{jobTitle}}"',
    'job.republished': 'An administrator republished the job "{{jobTitle}}"',
    'mail.retried': 'An administrator sent an undelivered mail ({{template}}) again',
    'attendance.saved': {
      teacher: 'Teacher {{teacherName}} saved the attendance of a session of "{{courseTitle}}" ({{marks}} students)',
      admin: 'An administrator saved the attendance of a session of "{{courseTitle}}" ({{marks}} students)',
    },
    'cohort.created': 'An administrator added the cohort "{{cohortTitle}}"',
    'cohort.updated': 'An administrator updated the cohort "{{cohortTitle}}"',
    'cohort.opened': {
      none: 'An administrator opened the cohort "{{cohortTitle}}"',
      other: 'An administrator opened the cohort "{{cohortTitle}}"; "{{closedTitle}}" closed',
    },
    'contact.replied': 'An administrator answered a contact message by email',
    'contact.deleted': 'An administrator deleted a contact message',
  },
  deletedUser: 'Deleted user',
  untitled: 'Untitled',
};
