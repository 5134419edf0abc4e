import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button.tsx';
import { cn } from '../lib/cn.ts';
import { forgetScreenFailures } from './lazy-screen.tsx';

interface ErrorPageProps {
  message: string;
  /** Renders the screen again; offered where the page around it (the layout) still stands. */
  onRetry?: () => void;
}

/** The error page ('Beklenmeyen uygulama hatası!' with the message, docs/product.md › Shell). */
export function ErrorPage({ message, onRetry }: ErrorPageProps) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className={cn(
        'mx-auto flex max-w-xl flex-col items-start justify-center gap-4 p-6',
        onRetry ? 'py-12' : 'min-h-dvh',
      )}
    >
      <h1 className="text-2xl font-bold">{t('errorPage.title')}</h1>
      <p className="text-slate-700">{message}</p>
      <div className="flex flex-wrap items-center gap-4">
        {onRetry && <Button onClick={onRetry}>{t('errorPage.retry')}</Button>}
        <a className="text-brand-700 underline" href="/">
          {t('errorPage.home')}
        </a>
      </div>
    </div>
  );
}

interface BoundaryProps {
  /** Moving to another page (a new key) clears the error. */
  resetKey: string;
  /** Inside a layout: the header and navigation stay, and the reader may try the screen again. */
  retry?: boolean;
  children: ReactNode;
}

/** Catches a screen that throws while rendering, so one broken page never blanks the app. */
export class ErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidUpdate(prev: BoundaryProps) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) {
      forgetScreenFailures();
      this.setState({ error: null });
    }
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <ErrorPage
        message={error.message}
        onRetry={
          this.props.retry
            ? () => {
                forgetScreenFailures();
                this.setState({ error: null });
              }
            : undefined
        }
      />
    );
  }
}
