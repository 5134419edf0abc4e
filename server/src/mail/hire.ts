import { layout, type MailContent } from './templates.ts';

export interface HireMailInput {
  jobTitle: string;
  publicUrl: string;
}

/**
 * Tells a student that a company hired them for one of its ads. Only the job title, as plain text,
 * comes from someone else (DESIGN.md §8): no company or person name typed by another account.
 */
export function hiredMail({ jobTitle, publicUrl }: HireMailInput): MailContent {
  const title = 'Tebrikler, işe alındınız!';
  const lines = [
    'Merhaba,',
    `"${jobTitle}" ilanına yaptığınız başvuru değerlendirildi ve işe alındınız.`,
    'Şirket sizinle iletişime geçecektir. Başvurularınızın durumunu profil sayfanızdan izleyebilirsiniz.',
    `Profiliniz: ${publicUrl}/StudentProfile`,
  ];
  return { template: 'hired', subject: title, text: lines.join('\n\n'), html: layout(title, lines) };
}
