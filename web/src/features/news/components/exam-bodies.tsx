import { ExternalLink } from 'lucide-react';
import { examBodies, newsTexts } from '../texts.ts';

const t = newsTexts.exams;

function External({ href, children }: { href?: string; children: string }) {
  if (!href) return <span>{children}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-medium text-brand-700 underline">
      {children}
      <ExternalLink className="size-4" aria-hidden="true" />
      <span className="sr-only">{t.external}</span>
    </a>
  );
}

/** SPEC.md §1's table of accredited exam bodies with the two external links. */
export function ExamBodies({ authorityUrl, signupUrl }: { authorityUrl?: string; signupUrl?: string }) {
  return (
    <section aria-labelledby="exam-bodies-title" className="flex flex-col gap-4">
      <h2 id="exam-bodies-title" className="text-2xl font-bold text-slate-900">{t.title}</h2>
      <p className="text-slate-700">{t.lead}</p>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm" tabIndex={0} role="region" aria-labelledby="exam-bodies-title">
        <table className="w-full text-left max-sm:text-sm">
          <thead className="bg-slate-100 text-sm text-slate-800">
            <tr>
              <th scope="col" className="px-3 py-3 sm:px-4">{t.company}</th>
              <th scope="col" className="px-3 py-3 sm:px-4">{t.location}</th>
              <th scope="col" className="px-3 py-3 sm:px-4">{t.roles}</th>
            </tr>
          </thead>
          <tbody>
            {examBodies.map((body) => (
              <tr key={body.company} className="border-t border-slate-200 align-top">
                <th scope="row" className="px-3 py-3 sm:px-4 font-semibold text-slate-900">{body.company}</th>
                <td className="px-3 py-3 sm:px-4">{body.location}</td>
                <td className="px-3 py-3 sm:px-4">
                  <ul className="flex flex-col gap-1">
                    {body.roles.map((role) => <li key={role}>{role}</li>)}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap gap-6">
        <External href={authorityUrl}>{t.authority}</External>
        <External href={signupUrl}>{t.signup}</External>
      </div>
    </section>
  );
}
