import { en } from './en/index.ts';
import { tr } from './tr/index.ts';
import { trust as tr_trust } from './tr/trust.ts';
import { accounts as tr_accounts } from './tr/accounts.ts';
import { accounts as en_accounts } from './en/accounts.ts';
import { trust as en_trust } from './en/trust.ts';
import { adminUsers as tr_adminUsers } from './tr/adminUsers.ts';
import { adminUsers as en_adminUsers } from './en/adminUsers.ts';
import { certificates as tr_certificates } from './tr/certificates.ts';
import { certificates as en_certificates } from './en/certificates.ts';
import { exams as tr_exams } from './tr/exams.ts';
import { exams as en_exams } from './en/exams.ts';
import { examStats as tr_examStats } from './tr/examStats.ts';
import { examStats as en_examStats } from './en/examStats.ts';
import { kvkk as tr_kvkk } from './tr/kvkk.ts';
import { kvkk as en_kvkk } from './en/kvkk.ts';
import { logs as tr_logs } from './tr/logs.ts';
import { logs as en_logs } from './en/logs.ts';
// Programme indicators.
import { indicators as tr_indicators } from './tr/indicators.ts';
import { indicators as en_indicators } from './en/indicators.ts';
import { mfa as tr_mfa } from './tr/mfa.ts';
import { mfa as en_mfa } from './en/mfa.ts';
import { passwordReset as tr_passwordReset } from './tr/passwordReset.ts';
import { passwordReset as en_passwordReset } from './en/passwordReset.ts';
import { outbox as tr_outbox } from './tr/outbox.ts';
import { outbox as en_outbox } from './en/outbox.ts';
import { questionBank as tr_questionBank } from './tr/questionBank.ts';
import { questionBank as en_questionBank } from './en/questionBank.ts';
import { studio as tr_studio } from './tr/studio.ts';
import { studio as en_studio } from './en/studio.ts';
import { attendance as tr_attendance } from './tr/attendance.ts';
import { attendance as en_attendance } from './en/attendance.ts';
import { timetable as tr_timetable } from './tr/timetable.ts';
import { timetable as en_timetable } from './en/timetable.ts';
// The company's workspace and the student's applications (decision 058).
import { workspace as tr_workspace } from './tr/workspace.ts';
import { workspace as en_workspace } from './en/workspace.ts';
// Job requirements and a student's match (decision 062).
import { matching as tr_matching } from './tr/matching.ts';
import { matching as en_matching } from './en/matching.ts';
import { dashboard as tr_dashboard } from './tr/dashboard.ts';
import { dashboard as en_dashboard } from './en/dashboard.ts';
import { inbox as tr_inbox } from './tr/inbox.ts';
import { inbox as en_inbox } from './en/inbox.ts';
// The sign-up form's guidance (decision 060).
import { signup as tr_signup } from './tr/signup.ts';
import { signup as en_signup } from './en/signup.ts';
import { aboutEditor as tr_aboutEditor } from './tr/aboutEditor.ts';
import { aboutEditor as en_aboutEditor } from './en/aboutEditor.ts';
// Internship placements (decision 065).
import { internships as tr_internships } from './tr/internships.ts';
import { internships as en_internships } from './en/internships.ts';
// The home, about and contact pages' own texts.
import { home as tr_home } from './tr/home.ts';
import { home as en_home } from './en/home.ts';
import { about as tr_about } from './tr/about.ts';
import { about as en_about } from './en/about.ts';
import { contact as tr_contact } from './tr/contact.ts';
import { contact as en_contact } from './en/contact.ts';

/** Every namespace of each language, the lazy ones too: for the types of `t` (i18next.d.ts) and the tests. */
export const allTr = {
  ...tr,
  trust: tr_trust,
  accounts: tr_accounts,
  adminUsers: tr_adminUsers,
  certificates: tr_certificates,
  exams: tr_exams,
  examStats: tr_examStats,
  kvkk: tr_kvkk,
  logs: tr_logs,
  indicators: tr_indicators,
  mfa: tr_mfa,
  passwordReset: tr_passwordReset,
  outbox: tr_outbox,
  questionBank: tr_questionBank,
  studio: tr_studio,
  attendance: tr_attendance,
  timetable: tr_timetable,
  workspace: tr_workspace,
  matching: tr_matching,
  dashboard: tr_dashboard,
  inbox: tr_inbox,
  signup: tr_signup,
  aboutEditor: tr_aboutEditor,
  internships: tr_internships,
  home: tr_home,
  about: tr_about,
  contact: tr_contact,
};
export const allEn = {
  ...en,
  trust: en_trust,
  accounts: en_accounts,
  adminUsers: en_adminUsers,
  certificates: en_certificates,
  exams: en_exams,
  examStats: en_examStats,
  kvkk: en_kvkk,
  logs: en_logs,
  indicators: en_indicators,
  mfa: en_mfa,
  passwordReset: en_passwordReset,
  outbox: en_outbox,
  questionBank: en_questionBank,
  studio: en_studio,
  attendance: en_attendance,
  timetable: en_timetable,
  workspace: en_workspace,
  matching: en_matching,
  dashboard: en_dashboard,
  inbox: en_inbox,
  signup: en_signup,
  aboutEditor: en_aboutEditor,
  internships: en_internships,
  home: en_home,
  about: en_about,
  contact: en_contact,
};
