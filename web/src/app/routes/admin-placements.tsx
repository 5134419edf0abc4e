import { useCohorts } from '../../features/cohorts/api/cohorts.ts';
import { AdminPlacements } from '../../features/internships/components/admin-placements.tsx';

/** Every internship placement (decision 065), filtered by the programme's cohorts. */
export default function Route() {
  const cohorts = useCohorts();
  return <AdminPlacements cohorts={cohorts.data?.items ?? []} />;
}
