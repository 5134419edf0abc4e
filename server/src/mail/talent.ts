import type { Lang } from '@beceri/domain';
import { compose, greeting, mailName, type MailContent } from './templates.ts';

/*
 * The talent pool's mails (decision 063). Like every mail (decision 061) they carry no free text someone else typed:
 * the company's message is read on the platform, behind the button; the job title is plain text, the company's and the
 * student's names only when they look like names.
 */

export interface InvitationMailInput {
  companyName?: string | null;
  jobTitle: string;
  /** The student's first name, for the greeting. */
  name?: string;
  publicUrl: string;
}

const invitationTexts = {
  tr: {
    subject: 'Bir ilana davet edildiniz',
    line: (job: string, company?: string) =>
      company
        ? `${company} şirketi sizi aday havuzunda buldu ve "${job}" ilanına davet etti.`
        : `Bir şirket sizi aday havuzunda buldu ve "${job}" ilanına davet etti.`,
    message: 'Şirketin size yazdığı mesajı Davetlerim bölümünde okuyabilirsiniz.',
    next: 'Daveti kabul ederseniz başvurunuz özgeçmiş gerekmeden Kısa listede olarak oluşur ve şirket iletişim bilgilerinizi görür. Reddederseniz şirkete yalnızca davetin reddedildiği bildirilir.',
    label: 'Daveti görüntüle',
  },
  en: {
    subject: 'You have been invited to a job',
    line: (job: string, company?: string) =>
      company
        ? `${company} found you in the talent pool and invited you to the job "${job}".`
        : `A company found you in the talent pool and invited you to the job "${job}".`,
    message: 'You can read the message the company wrote to you under My invitations.',
    next: 'If you accept, your application is made as Shortlisted without a resume and the company sees your contact details. If you decline, the company is only told that the invitation was declined.',
    label: 'View the invitation',
  },
} satisfies Record<Lang, unknown>;

/** To the student: a company invited her to one of its jobs; the button opens 'Davetlerim' on her profile. */
export function talentInvitationMail(
  { companyName, jobTitle, name, publicUrl }: InvitationMailInput,
  lang: Lang = 'tr',
): MailContent {
  const t = invitationTexts[lang];
  return compose({
    template: 'talent-invitation',
    lang,
    subject: t.subject,
    greeting: greeting(lang, name),
    lines: [t.line(jobTitle, mailName(companyName) ?? undefined), t.message, t.next],
    action: { label: t.label, url: `${publicUrl}/StudentProfile#davetlerim` },
  });
}

export interface InvitationAnsweredMailInput {
  /** 'Ayşe K.' when declined; the full name when accepted (the company then sees the applicant anyway). */
  studentName: string;
  jobTitle: string;
  jobId: string;
  accepted: boolean;
  /** The company's contact person, for the greeting. */
  name?: string;
  publicUrl: string;
}

const answeredTexts = {
  tr: {
    accepted: {
      subject: 'Davetiniz kabul edildi',
      line: (who: string | undefined, job: string) =>
        `${who ?? 'Davet ettiğiniz öğrenci'}, "${job}" ilanına davetinizi kabul etti. Başvurusu Kısa listede olarak başvuranlar arasında; iletişim bilgilerini orada görebilirsiniz.`,
      label: 'Başvuranları gör',
    },
    declined: {
      subject: 'Davetiniz reddedildi',
      line: (who: string | undefined, job: string) =>
        `${who ?? 'Davet ettiğiniz öğrenci'}, "${job}" ilanına davetinizi reddetti.`,
      label: 'Aday havuzuna dön',
    },
  },
  en: {
    accepted: {
      subject: 'Your invitation was accepted',
      line: (who: string | undefined, job: string) =>
        `${who ?? 'The student you invited'} accepted your invitation to the job "${job}". The application is among the applicants as Shortlisted, where you can see the contact details.`,
      label: 'See the applicants',
    },
    declined: {
      subject: 'Your invitation was declined',
      line: (who: string | undefined, job: string) =>
        `${who ?? 'The student you invited'} declined your invitation to the job "${job}".`,
      label: 'Back to the talent pool',
    },
  },
} satisfies Record<Lang, unknown>;

/** To the company: its invitation was accepted (a button to the job's applicants) or declined (to the talent pool). */
export function talentInvitationAnsweredMail(
  { studentName, jobTitle, jobId, accepted, name, publicUrl }: InvitationAnsweredMailInput,
  lang: Lang = 'tr',
): MailContent {
  const t = answeredTexts[lang][accepted ? 'accepted' : 'declined'];
  return compose({
    template: accepted ? 'talent-invitation-accepted' : 'talent-invitation-declined',
    lang,
    subject: t.subject,
    greeting: greeting(lang, name),
    lines: [t.line(mailName(studentName) ?? undefined, jobTitle)],
    action: { label: t.label, url: accepted ? `${publicUrl}/hire/${jobId}` : `${publicUrl}/talent` },
  });
}
