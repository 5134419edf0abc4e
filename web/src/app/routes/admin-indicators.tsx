import { IndicatorsScreen } from '../../features/indicators/components/indicators-screen.tsx';

/** The programme's indicators (chart.js loads with this route only). */
export default function Route() {
  return <IndicatorsScreen />;
}
