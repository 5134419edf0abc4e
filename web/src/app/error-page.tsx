import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** The router's error page (SPEC.md §8: 'Unexpected Application Error!' with the message). */
export function ErrorPage() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <div className="mx-auto flex min-h-dvh max-w-xl flex-col items-start justify-center gap-4 p-6">
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
      <p className="text-slate-700">{message}</p>
      <Link className="text-brand-700 underline" to="/">
        Ana Sayfa
      </Link>
    </div>
  );
}
