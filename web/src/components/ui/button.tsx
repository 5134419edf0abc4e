import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { useHydrated } from '../../lib/hydrated.ts';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-brand-700 text-white hover:bg-brand-800',
        secondary: 'bg-white text-brand-800 border border-brand-700 hover:bg-brand-50',
        outline: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
        ghost: 'text-slate-800 hover:bg-slate-100',
        destructive: 'bg-red-700 text-white hover:bg-red-800',
        link: 'text-brand-700 underline-offset-4 hover:underline px-0',
        accent: 'bg-accent-500 text-slate-950 hover:bg-amber-400',
        onBrand: 'text-white hover:bg-brand-700',
      },
      size: {
        default: 'h-10 px-4 text-base',
        sm: 'h-9 px-3 text-sm',
        lg: 'h-12 px-6 text-lg',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export function Button({
  className,
  variant,
  size,
  asChild = false,
  type,
  worksWithoutScript = false,
  disabled,
  ...props
}: ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    asChild?: boolean;
    /** A submit button of a form that works without scripts (a GET search): never waits for hydration. */
    worksWithoutScript?: boolean;
  }) {
  const Comp = asChild ? Slot : 'button';
  // On a page the server rendered, a button does nothing until React has hydrated it: until then it is disabled (and
  // looks as it will, so nothing flickers), so a press is never lost (decision 039).
  const waiting = !useHydrated() && !asChild && !worksWithoutScript;
  return (
    <Comp
      className={cn(buttonVariants({ variant, size }), waiting && 'disabled:opacity-100', className)}
      type={asChild ? undefined : (type ?? 'button')}
      disabled={disabled || waiting || undefined}
      {...props}
    />
  );
}
