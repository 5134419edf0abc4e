import { IndicatorsScreen } from '../../features/indicators/components/indicators-screen.tsx';

/** Issue 15: the programme's indicators (chart.js loads with this route only). */
export default function Route() {
  return <IndicatorsScreen />;
}
