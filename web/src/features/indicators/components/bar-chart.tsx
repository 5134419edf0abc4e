import { BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';

// Only the parts a bar chart needs: chart.js is tree-shaken into this screen's chunk alone.
Chart.register(BarElement, CategoryScale, LinearScale, Tooltip);

const BRAND = '#1e40af';

/**
 * A horizontal bar chart of counts. The canvas is decoration for sighted readers: the same numbers are in the
 * table beside it, which is what screen readers read (the canvas is hidden from them, and named for the rest).
 */
export function BarChart({ labels, values, name }: { labels: string[]; values: number[]; name: string }) {
  return (
    <div className="relative w-full" style={{ height: `${Math.max(120, labels.length * 34 + 40)}px` }}>
      <Bar
        aria-hidden="true"
        role="presentation"
        data-name={name}
        data={{ labels, datasets: [{ data: values, backgroundColor: BRAND, borderRadius: 3, maxBarThickness: 26 }] }}
        options={{
          indexAxis: 'y',
          maintainAspectRatio: false,
          responsive: true,
          animation: false,
          plugins: { legend: { display: false }, tooltip: { enabled: true } },
          scales: {
            x: { beginAtZero: true, ticks: { precision: 0, color: '#334155' }, grid: { color: '#e2e8f0' } },
            y: { ticks: { color: '#0f172a', font: { size: 13 }, autoSkip: false }, grid: { display: false } },
          },
        }}
      />
    </div>
  );
}
