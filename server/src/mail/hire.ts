import type { MailContent } from './templates.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface HireMailInput {
  studentName: string;
  companyName: string;
  jobTitle: string;
  publicUrl: string;
}

/** Tells a student that a company hired them for one of its ads. */
export function hiredMail({ studentName, companyName, jobTitle, publicUrl }: HireMailInput): MailContent {
  const title = 'Tebrikler, işe alındınız!';
  const lines = [
    `Merhaba ${studentName},`,
    `${companyName}, "${jobTitle}" ilanına yaptığınız başvuruyu değerlendirdi ve sizi işe aldı.`,
    'Şirket sizinle iletişime geçecektir. Başvurularınızın durumunu profil sayfanızdan izleyebilirsiniz.',
    `Profiliniz: ${publicUrl}/StudentProfile`,
  ];
  const body = lines.map((p) => `<p style="margin:0 0 12px">${escapeHtml(p)}</p>`).join('');
  const html = `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;background:#f3f4f6;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;overflow:hidden">
<div style="background:#1d4ed8;color:#fff;padding:16px 24px;font-size:20px;font-weight:bold">Beceri</div>
<div style="padding:24px"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}</div>
</div></body></html>`;
  return { subject: title, text: lines.join('\n\n'), html };
}
