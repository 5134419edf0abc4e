import { LogList } from '../../features/logs/components/log-list.tsx';
import { logTexts } from '../../features/logs/texts.ts';

export default function Route() {
  return (
    <div className="mx-auto flex w-full max-w-[1440px] flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">{logTexts.title}</h1>
      <LogList />
    </div>
  );
}
