import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink, FileDown } from 'lucide-react';
import { videoEmbed, type CourseClassView } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/page.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { cn } from '../../../lib/cn.ts';

/** A YouTube or Vimeo video through its privacy-enhanced player; any other link stays a plain link. */
function ClassVideo({ title, link }: { title: string; link: string }) {
  const { t } = useTranslation('courses');
  if (!link) return null;
  const embed = videoEmbed(link);
  if (!embed) {
    return (
      <a
        href={link}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="inline-flex items-center gap-1.5 text-brand-700 underline"
      >
        <ExternalLink className="size-4" aria-hidden="true" />
        {t('page.otherVideo')}
      </a>
    );
  }
  return (
    <div className="aspect-video w-full overflow-hidden rounded-md bg-slate-900">
      <iframe
        src={embed.embedUrl}
        title={t('page.videoTitle', { title })}
        className="size-full"
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}

/** The lesson anchor of the learning path ('Devam et' links to it; decision 050). */
export const lessonAnchor = (classId: string) => `lesson-${classId}`;

/**
 * The classes of a course: title, description, PDF download and (optionally) the video. `done` marks the lessons an
 * enrolled student finished, and `action` adds what they can do with each (the learning path).
 */
export function ClassList({
  classes,
  showMedia = true,
  done,
  action,
}: {
  classes: CourseClassView[];
  showMedia?: boolean;
  done?: ReadonlySet<string>;
  action?: (lesson: CourseClassView, title: string, finished: boolean) => ReactNode;
}) {
  const { t } = useTranslation('courses');
  if (classes.length === 0) return <EmptyState>{t('page.noClasses')}</EmptyState>;
  return (
    <ol className="grid gap-5 lg:grid-cols-2">
      {classes.map((c, i) => {
        const title = c.title || `${i + 1}`;
        const finished = done?.has(c.id) ?? false;
        return (
          <li key={c.id} id={lessonAnchor(c.id)} className="scroll-mt-24">
            <Card className={cn('flex h-full flex-col', finished && 'border-green-300')}>
              <CardHeader>
                <CardTitle>
                  {/* Focused when the learning path opens this lesson. */}
                  <span tabIndex={-1} data-lesson-heading={c.id} className="outline-none focus-visible:underline">
                    <span className="text-brand-700">{i + 1}.</span> {title}
                  </span>
                </CardTitle>
                {finished && <StatusBadge>{t('path.done')}</StatusBadge>}
              </CardHeader>
              <CardContent className="flex flex-1 flex-col gap-4">
                {c.description && <p className="whitespace-pre-line">{c.description}</p>}
                {showMedia && <ClassVideo title={title} link={c.videoLink} />}
                {showMedia && c.pdfFile && (
                  <Button asChild variant="outline" className="self-start">
                    <a
                      href={c.pdfFile}
                      download={c.pdfFileName ?? undefined}
                      aria-label={`${title}: ${t('page.downloadPdf')}`}
                    >
                      <FileDown aria-hidden="true" />
                      {t('page.downloadPdf')}
                    </a>
                  </Button>
                )}
                {action && <div className="mt-auto pt-2">{action(c, title, finished)}</div>}
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ol>
  );
}
