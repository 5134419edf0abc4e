import { AdminPlacements } from '../../features/internships/components/admin-placements.tsx';

/** Every internship placement (decision 065). */
export default function Route() {
  return <AdminPlacements />;
}
