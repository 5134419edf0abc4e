import type { Lang } from '@beceri/domain';
import { layout, type MailContent } from './templates.ts';

export interface NewApplicationMailInput {
  jobTitle: string;
  jobId: string;
  /** The applicant's name and surname. */
  applicantName: string;
  publicUrl: string;
}

const newApplicationTexts = {
  tr: {
    title: (job: string) => `"${job}" ilanınıza yeni başvuru`,
    lines: (job: string, name: string, url: string) => [
      'Merhaba,',
      `${name}, "${job}" ilanınıza başvurdu.`,
      'Başvuruyu ve başvuran öğrencinin bilgilerini ilanın işe alım sayfasında inceleyebilirsiniz.',
      `İşe alım sayfası: ${url}`,
    ],
  },
  en: {
    title: (job: string) => `New application to "${job}"`,
    lines: (job: string, name: string, url: string) => [
      'Hello,',
      `${name} applied to your job posting "${job}".`,
      "You can review the application and the applicant's details on the job's hiring page.",
      `Hiring page: ${url}`,
    ],
  },
};

/**
 * Tells a company, in its language, that a student applied to one of its ads. Only the job title and
 * the applicant's name come from other accounts, as plain text; the link is built from PUBLIC_URL and the job's id
 * (the hire page, `/hire/{jobId}` in web/src/app/router.tsx), never from typed text.
 */
export function newApplicationMail(
  { jobTitle, jobId, applicantName, publicUrl }: NewApplicationMailInput,
  lang: Lang = 'tr',
): MailContent {
  const { title, lines } = newApplicationTexts[lang];
  const subject = title(jobTitle);
  const paragraphs = lines(jobTitle, applicantName, `${publicUrl}/hire/${encodeURIComponent(jobId)}`);
  return {
    template: 'new-application',
    subject,
    text: paragraphs.join('\n\n'),
    html: layout(subject, paragraphs, undefined, lang),
  };
}
