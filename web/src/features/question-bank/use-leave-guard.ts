import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * Warns before work is lost. `onReload`: a reload, a closed tab or another site gets the browser's own question
 * (`beforeunload`). `onLink`: a link of the app is held (the router here is declarative, without `useBlocker`), caught
 * before React Router's own click handler sees it, and `pending` names where it led until the author chooses:
 * `leave` follows it, `stay` drops it. Never `window.confirm` (docs/product.md): the caller shows a ConfirmDialog.
 */
export function useLeaveGuard({ onReload, onLink }: { onReload: boolean; onLink: boolean }) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);
  const letGo = useRef(false);

  useEffect(() => {
    if (!onReload) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers show the question only when returnValue is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [onReload]);

  useEffect(() => {
    if (!onLink) return;
    const hold = (e: MouseEvent) => {
      if (letGo.current || e.defaultPrevented || e.button !== 0) return;
      if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = (e.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
      if (link.origin !== window.location.origin) return;
      e.preventDefault();
      e.stopPropagation();
      setPending(`${link.pathname}${link.search}${link.hash}`);
    };
    document.addEventListener('click', hold, true);
    return () => document.removeEventListener('click', hold, true);
  }, [onLink]);

  const leave = useCallback(() => {
    if (pending === null) return;
    letGo.current = true;
    setPending(null);
    void navigate(pending);
  }, [navigate, pending]);
  const stay = useCallback(() => setPending(null), []);
  return { pending, leave, stay };
}
