/** A progress bar with its text beside it: the bar for the eye, the text for everyone (and the value for screen readers). */
export function ProgressMeter({
  done,
  total,
  label,
  text,
}: {
  done: number;
  total: number;
  label: string;
  text: string;
}) {
  const percent = total > 0 ? Math.round((done * 100) / total) : 0;
  return (
    <div className="flex w-full flex-col gap-1.5">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={Math.max(total, 1)}
        aria-valuenow={Math.min(done, Math.max(total, 1))}
        aria-valuetext={text}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-green-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm font-medium text-slate-800">{text}</p>
    </div>
  );
}
