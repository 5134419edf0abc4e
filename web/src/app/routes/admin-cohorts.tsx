import { CohortsScreen } from '../../features/cohorts/components/cohorts-screen.tsx';

/** The programme's cohorts (decision 053). */
export default function Route() {
  return <CohortsScreen />;
}
