import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';

const KEY = 'cookie_consent';

/**
 * Shown while no consent is stored; 'Reddet' removes it, so the question comes back next time. The choice lives in
 * the browser, so the question appears after the first render (the server's and the hydrating one show none). On a
 * screen with a bar of its own fixed at the bottom (`data-bottom-bar`: the attendance's 'Kaydet') the question waits at
 * the end of the page instead of covering it: CSS alone, no script in the first visit's JavaScript.
 */
export function CookieConsent() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    try {
      setOpen(localStorage.getItem(KEY) !== 'accepted');
    } catch {
      setOpen(true);
    }
  }, []);
  if (!open) return null;
  const decide = (accept: boolean) => {
    if (accept) localStorage.setItem(KEY, 'accepted');
    else localStorage.removeItem(KEY);
    setOpen(false);
  };
  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby="cookie-title"
      className="fixed inset-x-0 bottom-0 z-50 border-t [:root:has([data-bottom-bar])_&]:static border-slate-300 bg-white p-4 shadow-[0_-4px_16px_rgba(0,0,0,0.12)]"
    >
      <div className="mx-auto flex max-w-[1440px] flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="cookie-title" className="font-semibold">
            {t('cookies.title')}
          </h2>
          <p className="text-sm text-slate-700">{t('cookies.text')}</p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button onClick={() => decide(true)}>{t('cookies.accept')}</Button>
          <Button variant="outline" onClick={() => decide(false)}>
            {t('cookies.reject')}
          </Button>
        </div>
      </div>
    </div>
  );
}
