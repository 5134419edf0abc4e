import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { InvitationResponse, StudentInvitationView } from '@beceri/domain';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/page.tsx';
import { ApiError, isSessionLost } from '../../../lib/api.ts';
import { formatShortDate } from '../../../lib/format.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { useScrollToSection } from '../../../lib/use-scroll-to-section.ts';
import { useStatusLabel } from '../status-label.ts';
import { useAnswerInvitation, useMyInvitations } from '../api/invitations.ts';

function InvitationCard({ invitation }: { invitation: StudentInvitationView }) {
  const { t } = useTranslation('workspace', { useSuspense: true, keyPrefix: 'talent' });
  const statusLabel = useStatusLabel();
  const answer = useAnswerInvitation();
  const headingId = `invitation-${invitation.id}`;
  const respond = (response: InvitationResponse) =>
    answer.mutate(
      { id: invitation.id, response },
      {
        onSuccess: () => notify.success(response === 'accept' ? t('acceptedToast') : t('declinedToast')),
        onError: (err) => {
          if (isSessionLost(err)) return;
          notify.error(err instanceof ApiError && err.status < 500 ? translateMessage(err.message) : t('answerFailed'));
        },
      },
    );
  const badge =
    invitation.status === 'pending'
      ? t('pending')
      : invitation.status === 'accepted'
        ? t('acceptedStatus')
        : t('declinedStatus');
  return (
    <li aria-labelledby={headingId}>
      <Card className="flex h-full flex-col">
        <CardHeader>
          <p className="text-sm font-medium text-brand-700">{t('from', { company: invitation.companyName })}</p>
          <CardTitle id={headingId}>{invitation.jobTitle}</CardTitle>
          <StatusBadge tone={invitation.status === 'accepted' ? 'done' : 'neutral'}>{badge}</StatusBadge>
        </CardHeader>
        <CardContent className="flex flex-1 flex-col gap-2 text-sm">
          <p>
            <span className="font-medium text-slate-900">{t('invitedOn')}: </span>
            <time dateTime={invitation.createdAt}>{formatShortDate(invitation.createdAt)}</time>
            {' · '}
            {invitation.jobCity}
          </p>
          <div>
            <p className="font-medium text-slate-900">{t('companyMessage')}</p>
            <p className="whitespace-pre-line text-slate-800">{invitation.message}</p>
          </div>
          {invitation.applicationStatus && (
            <p>{t('applicationStatus', { status: statusLabel(invitation.applicationStatus) })}</p>
          )}
        </CardContent>
        <CardFooter className="flex flex-wrap gap-2">
          {invitation.status === 'pending' && (
            <>
              <Button
                size="sm"
                disabled={answer.isPending}
                onClick={() => respond('accept')}
                aria-label={t('acceptLabel', { title: invitation.jobTitle })}
              >
                {t('accept')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={answer.isPending}
                onClick={() => respond('decline')}
                aria-label={t('declineLabel', { title: invitation.jobTitle })}
              >
                {t('decline')}
              </Button>
            </>
          )}
          <Button asChild size="sm" variant="link">
            <Link to={`/jobinfopage/${invitation.jobId}`}>{t('viewJob')}</Link>
          </Button>
        </CardFooter>
      </Card>
    </li>
  );
}

/** 'Davetlerim' on the student's profile: pending invitations first to answer, answered ones with their outcome. */
export function MyInvitations() {
  const { t } = useTranslation('workspace', { useSuspense: true, keyPrefix: 'talent' });
  const query = useMyInvitations();
  useScrollToSection('davetlerim', query.isSuccess);
  return (
    <section aria-labelledby="davetlerim" className="flex flex-col gap-4">
      <h2 id="davetlerim" className="scroll-mt-20 text-xl font-semibold text-slate-900">
        {t('invitationsHeading')}
      </h2>
      {query.isError ? (
        <p role="alert" className="text-red-700">
          {t('invitationsFailed')}
        </p>
      ) : !query.data ? null : query.data.length === 0 ? (
        <EmptyState>{t('noInvitations')}</EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {query.data.map((invitation) => (
            <InvitationCard key={invitation.id} invitation={invitation} />
          ))}
        </ul>
      )}
    </section>
  );
}
