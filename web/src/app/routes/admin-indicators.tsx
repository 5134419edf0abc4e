import { IndicatorsScreen } from '../../features/indicators/components/indicators-screen.tsx';
import { useCohorts } from '../../features/cohorts/api/cohorts.ts';

/** The programme's indicators (chart.js loads with this route only), with the cohorts for its picker (decision 053). */
export default function Route() {
  return <IndicatorsScreen cohorts={useCohorts().data?.items} />;
}
