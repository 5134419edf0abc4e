import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';

const KEY = 'cookie_consent';

/** The banner's height while it shows (`--cookie-banner-height`): a screen's own bar fixed at the bottom sits above it. */
const HEIGHT_VAR = '--cookie-banner-height';

/**
 * Shown while no consent is stored; 'Reddet' removes it, so the question comes back next time. The choice lives in
 * the browser, so the question appears after the first render (the server's and the hydrating one show none). While
 * it shows, its height is published as `--cookie-banner-height`, so that a bar fixed at the bottom of a screen (the
 * attendance's 'Kaydet') is not hidden under it.
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
  const banner = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = banner.current;
    if (!open || !el) return;
    const root = document.documentElement.style;
    const publish = () => root.setProperty(HEIGHT_VAR, `${el.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.removeProperty(HEIGHT_VAR);
    };
  }, [open]);
  if (!open) return null;
  const decide = (accept: boolean) => {
    if (accept) localStorage.setItem(KEY, 'accepted');
    else localStorage.removeItem(KEY);
    setOpen(false);
  };
  return (
    <div
      ref={banner}
      role="dialog"
      aria-modal="false"
      aria-labelledby="cookie-title"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-300 bg-white p-4 shadow-[0_-4px_16px_rgba(0,0,0,0.12)]"
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
