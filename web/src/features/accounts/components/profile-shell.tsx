import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { PageSkeleton } from '../../../components/ui/skeleton.tsx';

/**
 * The frame of every profile: loading, the docs/product.md redirect to /login when the profile cannot be
 * loaded, the greeting, the e-mail and whatever details a role adds.
 */
export function ProfileShell<T extends { email: string }>({
  query,
  greetingName,
  details,
  children,
}: {
  query: UseQueryResult<T>;
  greetingName: (p: T) => string;
  details?: (p: T) => ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('accounts', { useSuspense: true });
  if (query.isPending) return <PageSkeleton className="mx-auto w-full max-w-[1440px] px-4 sm:px-6 lg:px-10" />;
  if (query.isError || !query.data) return <Navigate to="/login" replace />;
  const profile = query.data;
  return (
    <Page title={t('greeting', { name: greetingName(profile) })}>
      <div className="flex flex-col gap-8">
        <Card>
          <CardContent className="p-5">
            <dl className="grid gap-4 sm:grid-cols-[max-content_1fr] sm:gap-x-8">
              <dt className="flex items-center gap-2 font-medium text-slate-800">
                <Mail className="size-4" aria-hidden="true" />
                {t('email')}
              </dt>
              <dd className="break-all text-slate-900">{profile.email}</dd>
              {details?.(profile)}
            </dl>
          </CardContent>
        </Card>
        {children}
      </div>
    </Page>
  );
}
