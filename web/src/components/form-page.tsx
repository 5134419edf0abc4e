import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { Card, CardContent, CardHeader } from './ui/card.tsx';

/** A page that is one form (sign-in, sign-up, password reset): a centred card under the page's h1. */
export function FormPage({
  title,
  width = 'max-w-md',
  children,
}: {
  title: ReactNode;
  /** The sign-up form, with its many fields, is wider. */
  width?: 'max-w-md' | 'max-w-3xl';
  children: ReactNode;
}) {
  return (
    <div className={cn('mx-auto w-full', width, 'px-4 py-10')}>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold">{title}</h1>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </div>
  );
}
