import { z } from 'zod';
import { BIRTH_DATE_MAX, BIRTH_DATE_MIN } from './constants.ts';
import { isCalendarDay, requiredText, tooLong } from './fields.ts';
import { DATE_INVALID, REQUIRED } from './messages.ts';
import {
  COHORT_STATUSES,
  DEFAULT_COHORT_TARGET,
  PROGRAMME_FACTS,
  type CohortStatus,
  type ProgrammeFacts,
} from './programme.ts';

/**
 * Cohorts of the programme, edited by admins (docs/product.md, 'Cohorts'; decision 053). At most one is open: a
 * student who signs up joins it, its birth window is the sign-up's rule, its facts are the home page's.
 */

export const COHORT_NAME_MAX = 100;
export const COHORT_FACT_MAX = 300;
export const COHORT_TARGET_MAX = 100_000;

export const cohortMessages = {
  notFound: 'cohorts.notFound',
  dateOrder: 'cohorts.dateOrder',
  birthOrder: 'cohorts.birthOrder',
  targetRange: 'cohorts.targetRange',
  openConflict: 'cohorts.openConflict',
  invalidCohort: 'cohorts.invalidCohort',
} as const;

const day = z.string({ error: REQUIRED }).trim().min(1, REQUIRED).refine(isCalendarDay, DATE_INVALID);

/** One language's facts: each a short text; an empty one is left out. */
const factsSchema = z
  .object(
    Object.fromEntries(
      PROGRAMME_FACTS.map((f) => [f, z.string().trim().max(COHORT_FACT_MAX, tooLong(COHORT_FACT_MAX)).optional()]),
    ) as Record<(typeof PROGRAMME_FACTS)[number], z.ZodOptional<z.ZodString>>,
  )
  .optional()
  .default({})
  .transform((facts) => {
    const out: ProgrammeFacts = {};
    for (const f of PROGRAMME_FACTS) if (facts[f]) out[f] = facts[f];
    return out;
  });

/** `POST /admin/cohorts` and `PUT /admin/cohorts/{id}`: the whole cohort. */
export const cohortInputSchema = z
  .object({
    name: requiredText(COHORT_NAME_MAX),
    nameEn: z.string().trim().max(COHORT_NAME_MAX, tooLong(COHORT_NAME_MAX)).optional().default(''),
    startsOn: day,
    endsOn: day,
    targetParticipants: z
      .number({ error: cohortMessages.targetRange })
      .int(cohortMessages.targetRange)
      .min(1, cohortMessages.targetRange)
      .max(COHORT_TARGET_MAX, cohortMessages.targetRange)
      .optional()
      .default(DEFAULT_COHORT_TARGET),
    birthDateFrom: day,
    birthDateTo: day,
    facts: factsSchema,
    factsEn: factsSchema,
    status: z.enum(COHORT_STATUSES, { error: REQUIRED }).optional().default('closed'),
  })
  .superRefine((v, ctx) => {
    if (isCalendarDay(v.startsOn) && isCalendarDay(v.endsOn) && v.endsOn < v.startsOn)
      ctx.addIssue({ code: 'custom', path: ['endsOn'], message: cohortMessages.dateOrder });
    if (isCalendarDay(v.birthDateFrom) && isCalendarDay(v.birthDateTo) && v.birthDateTo <= v.birthDateFrom)
      ctx.addIssue({ code: 'custom', path: ['birthDateTo'], message: cohortMessages.birthOrder });
  });
export type CohortInput = z.input<typeof cohortInputSchema>;
export type CohortData = z.output<typeof cohortInputSchema>;

/** `GET /admin/cohorts`: a cohort with its participants (current students and former participants). */
export interface CohortView {
  id: string;
  name: string;
  nameEn: string;
  startsOn: string;
  endsOn: string;
  targetParticipants: number;
  birthDateFrom: string;
  birthDateTo: string;
  facts: ProgrammeFacts;
  factsEn: ProgrammeFacts;
  status: CohortStatus;
  participants: number;
  createdAt: string;
  updatedAt: string;
}

/** `GET /programme`: the open cohort as everyone may read it (the home page's facts), both languages; null: none open. */
export interface ProgrammeView {
  id: string;
  name: string;
  nameEn: string;
  startsOn: string;
  endsOn: string;
  targetParticipants: number;
  facts: ProgrammeFacts;
  factsEn: ProgrammeFacts;
}

/** The sign-up's birth window: the open cohort's, else the constants (docs/product.md). */
export interface BirthWindow {
  from: string;
  to: string;
}
export const DEFAULT_BIRTH_WINDOW: BirthWindow = { from: BIRTH_DATE_MIN, to: BIRTH_DATE_MAX };

/** A fact in the reader's language: the English text where there is one, else the Turkish. */
export function factText(programme: Pick<ProgrammeView, 'facts' | 'factsEn'>, fact: string, lang: string) {
  const key = fact as keyof ProgrammeFacts;
  return (lang === 'en' && programme.factsEn[key]) || programme.facts[key] || '';
}

/** The first cohort's name and facts, as the home page said them before cohorts existed (seeded at start-up). */
export const FIRST_COHORT = {
  name: 'Birinci Dönem (2023–2024)',
  nameEn: 'First cohort (2023–2024)',
  startsOn: '2023-10-01',
  endsOn: '2024-09-30',
  facts: {
    duration: 'Ekim 2023’te başlayan, 12 ay süren hibe destekli bir projedir.',
    audience:
      '16-35 yaş arası 80 vatandaş: işsizler, üniversite ve meslek lisesi öğrencileri, engelli bireyler, göçmenler ve bilişim sektöründe çalışanlar.',
    trainings: 'Nesnelerin interneti (IoT) uygulamaları ve siber güvenlik alanlarında 300 saatlik eğitimler.',
    lab: '21 kişilik bir bilişim laboratuvarı kuruldu.',
    internship: 'Eğitimleri tamamlayanlar için bir staj programı planlanıyor.',
    closing: 'Proje, Eylül 2024’te bir kapanış semineriyle tamamlanacak.',
    exam: 'Mesleki yeterlilik belgesi için sınav ücreti katılımcı tarafından ödenir.',
  },
  factsEn: {
    duration: 'A grant-funded project running for 12 months from October 2023.',
    audience:
      '80 citizens aged 16-35: unemployed people, university and vocational school students, people with disabilities, migrants and people working in IT.',
    trainings: '300 hours of training in Internet of Things (IoT) applications and cyber security.',
    lab: 'An IT lab with 21 seats has been set up.',
    internship: 'An internship scheme is planned for those who complete the training.',
    closing: 'The project ends with a closing seminar in September 2024.',
    exam: 'The exam fee for the vocational qualification certificate is paid by the participant.',
  },
} as const satisfies {
  name: string;
  nameEn: string;
  startsOn: string;
  endsOn: string;
  facts: ProgrammeFacts;
  factsEn: ProgrammeFacts;
};
