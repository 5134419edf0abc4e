import { Banner } from '../../features/home/components/banner.tsx';
import { Landing } from '../../features/home/components/landing.tsx';
import { ProjectFacts } from '../../features/home/components/project-facts.tsx';
import { Stakeholders } from '../../features/home/components/stakeholders.tsx';
import { ActivityCards } from '../../features/home/components/activity-cards.tsx';
import { usePublicConfig } from '../public-config.ts';

export default function Route() {
  const logos = usePublicConfig()?.partnerLogos;
  return (
    <>
      <Banner />
      <div className="mx-auto flex w-full max-w-[1440px] flex-col gap-14 px-4 py-10 sm:px-6 lg:px-10">
        <Landing />
        <ProjectFacts />
        <ActivityCards />
        <Stakeholders logos={logos} />
      </div>
    </>
  );
}
