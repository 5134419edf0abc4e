import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from './ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from './ui/card.tsx';

/** A card of a public list (/courses, /jobs): a line with an icon above the title, the description cut to three lines, a link. */
export function ListingCard({
  icon: Icon,
  eyebrow,
  title,
  description,
  children,
  to,
  linkLabel,
}: {
  icon: LucideIcon;
  eyebrow: ReactNode;
  title: string;
  description: string;
  /** Shown under the description. */
  children?: ReactNode;
  to: string;
  linkLabel: string;
}) {
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <p className="flex items-center gap-1.5 text-sm font-medium text-brand-700">
          <Icon className="size-4" aria-hidden="true" />
          {eyebrow}
        </p>
        {/* Titles may be 100 characters: a long word breaks instead of widening a phone's page. */}
        {/* `elementtiming`: when a list's first title is painted is what the first-visit figure measures (docs/quality.md). */}
        <CardTitle level={2} className="[overflow-wrap:anywhere]" {...{ elementtiming: 'list-item-title' }}>
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex-1">
        <p className="line-clamp-3 whitespace-pre-line [overflow-wrap:anywhere]">{description}</p>
        {children}
      </CardContent>
      <CardFooter>
        <Button asChild>
          <Link to={to} aria-label={`${title}: ${linkLabel}`}>
            {linkLabel}
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
