import { en } from './en/index.ts';
import { tr } from './tr/index.ts';
import { adminCompanies as tr_adminCompanies } from './tr/adminCompanies.ts';
import { adminCompanies as en_adminCompanies } from './en/adminCompanies.ts';
import { adminUsers as tr_adminUsers } from './tr/adminUsers.ts';
import { adminUsers as en_adminUsers } from './en/adminUsers.ts';
import { certificates as tr_certificates } from './tr/certificates.ts';
import { certificates as en_certificates } from './en/certificates.ts';
import { exams as tr_exams } from './tr/exams.ts';
import { exams as en_exams } from './en/exams.ts';
import { kvkk as tr_kvkk } from './tr/kvkk.ts';
import { kvkk as en_kvkk } from './en/kvkk.ts';
import { logs as tr_logs } from './tr/logs.ts';
import { logs as en_logs } from './en/logs.ts';
// Issue 15: programme indicators.
import { indicators as tr_indicators } from './tr/indicators.ts';
import { indicators as en_indicators } from './en/indicators.ts';

/** Every namespace of each language, the lazy ones too: for the types of `t` (i18next.d.ts) and the tests. */
export const allTr = { ...tr, adminCompanies: tr_adminCompanies, adminUsers: tr_adminUsers, certificates: tr_certificates, exams: tr_exams, kvkk: tr_kvkk, logs: tr_logs, indicators: tr_indicators };
export const allEn = { ...en, adminCompanies: en_adminCompanies, adminUsers: en_adminUsers, certificates: en_certificates, exams: en_exams, kvkk: en_kvkk, logs: en_logs, indicators: en_indicators };
