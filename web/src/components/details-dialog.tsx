import { useState, type ReactNode } from 'react';
import { Info } from 'lucide-react';
import { Button } from './ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from './ui/dialog.tsx';

/** An admin row's 'Detaylar' button and dialog; the body mounts (and loads) only when the dialog opens. */
export function DetailsDialog({
  name,
  label,
  title,
  children,
}: {
  name: string;
  label: string;
  title: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`${name}: ${label}`}>
          <Info aria-hidden="true" />
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent title={title}>{open && children}</DialogContent>
    </Dialog>
  );
}
