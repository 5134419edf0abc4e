import { Suspense, useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CalendarPlus, Copy } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog.tsx';
import { Input, Label } from '../../../components/ui/input.tsx';
import { formatDate } from '../../../lib/format.ts';
import { notify } from '../../../lib/toast.ts';
import { feedKey, makeCalendarFeed, revokeCalendarFeed, useCalendarFeed } from '../api/sessions.ts';

/**
 * The calendar feed's address (decision 054): made here, shown once (the server keeps only its hash), copied into
 * Google Calendar, Outlook or a phone; a new one replaces the old; revoking stops it.
 */
/**
 * Its own boundary: while this section's texts load (a lazy namespace) it alone waits, and a sibling never loses its
 * state to the profile's boundary (the recovery codes shown once at two-step set-up did).
 */
export function CalendarFeedSection() {
  return (
    <Suspense fallback={null}>
      <CalendarFeedSectionContent />
    </Suspense>
  );
}

function CalendarFeedSectionContent() {
  const { t } = useTranslation('timetable', { useSuspense: true });
  const qc = useQueryClient();
  const feed = useCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  const addressId = useId();

  const make = async () => {
    setBusy(true);
    try {
      setUrl((await makeCalendarFeed()).url);
      notify.success(t('feed.created'));
      await qc.invalidateQueries({ queryKey: feedKey });
    } catch {
      notify.error(t('feed.failed'));
    } finally {
      setBusy(false);
    }
  };
  const revoke = async () => {
    setBusy(true);
    try {
      await revokeCalendarFeed();
      setUrl(null);
      setConfirming(false);
      notify.success(t('feed.revoked'));
      await qc.invalidateQueries({ queryKey: feedKey });
    } catch {
      notify.error(t('feed.failed'));
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t('feed.copied'));
    } catch {
      notify.error(t('feed.copyFailed'));
    }
  };
  const exists = feed.data?.exists === true;

  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={headingId} className="mb-2 flex items-center gap-2 text-xl font-semibold text-slate-900">
        <CalendarPlus className="size-5 text-brand-700" aria-hidden="true" />
        {t('feed.title')}
      </h2>
      <p className="mb-2 max-w-3xl text-slate-700">{t('feed.explain')}</p>
      <p className="mb-4 max-w-3xl text-sm text-slate-700">{t('feed.private')}</p>
      {url ? (
        <div className="mb-4 flex flex-col gap-2">
          <Label htmlFor={addressId}>{t('feed.address')}</Label>
          <div className="flex flex-wrap gap-2">
            <Input
              id={addressId}
              readOnly
              value={url}
              className="min-w-0 flex-1 font-mono text-sm"
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button variant="secondary" onClick={() => void copy()}>
              <Copy aria-hidden="true" />
              {t('feed.copy')}
            </Button>
          </div>
        </div>
      ) : (
        feed.data && (
          <p className="mb-4 text-slate-800">
            {exists && feed.data.createdAt
              ? t('feed.exists', { date: formatDate(feed.data.createdAt) })
              : t('feed.none')}
          </p>
        )
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void make()} disabled={busy || feed.isPending}>
          {exists || url ? t('feed.renew') : t('feed.create')}
        </Button>
        {(exists || url) && (
          <Dialog open={confirming} onOpenChange={setConfirming}>
            <Button variant="outline" onClick={() => setConfirming(true)} disabled={busy}>
              {t('feed.revoke')}
            </Button>
            <DialogContent title={t('feed.revokeTitle')} description={t('feed.revokeText')}>
              <DialogFooter>
                <Button variant="outline" onClick={() => setConfirming(false)}>
                  {t('feed.cancel')}
                </Button>
                <Button variant="destructive" onClick={() => void revoke()} disabled={busy}>
                  {t('feed.revoke')}
                </Button>
              </DialogFooter>
            </DialogContent>
          </Dialog>
        )}
      </div>
    </section>
  );
}
