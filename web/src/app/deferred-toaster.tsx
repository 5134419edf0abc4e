import { lazy, Suspense, useEffect, useState } from 'react';
import { SUCCESS_TOAST_MS } from '../lib/toast.ts';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/**
 * Toasts answer what a person does, so the toaster's code loads on the first interaction
 * (or a few seconds after the page settles), not with the page itself.
 */
export function DeferredToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (mounted) return;
    const mount = () => setMounted(true);
    const events = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;
    for (const e of events) window.addEventListener(e, mount, { once: true, capture: true, passive: true });
    const timer = window.setTimeout(mount, 4000);
    return () => {
      for (const e of events) window.removeEventListener(e, mount, { capture: true });
      window.clearTimeout(timer);
    };
  }, [mounted]);
  if (!mounted) return null;
  return (
    <Suspense>
      <Toaster position="top-center" duration={SUCCESS_TOAST_MS} richColors closeButton />
    </Suspense>
  );
}
