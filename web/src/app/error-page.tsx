import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The error page (SPEC.md §8: 'Unexpected Application Error!' with the message). */
export function ErrorPage({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex min-h-dvh max-w-xl flex-col items-start justify-center gap-4 p-6">
      <h1 className="text-2xl font-bold">{t('errorPage.title')}</h1>
      <p className="text-slate-700">{message}</p>
      <a className="text-brand-700 underline" href="/">
        {t('errorPage.home')}
      </a>
    </div>
  );
}

/** Catches a screen that throws while rendering, so one broken page never blanks the app. */
export class ErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, { error: Error | null }> {
  state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidUpdate(prev: { resetKey: string }) {
    // Moving to another page clears the error.
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  render() {
    return this.state.error ? <ErrorPage message={this.state.error.message} /> : this.props.children;
  }
}
