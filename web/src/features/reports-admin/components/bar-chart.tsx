import { BarElement, CategoryScale, Chart, type ChartOptions, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';

// Chart.js is tree-shaken: only what bar charts need is registered (react-chartjs-2's Bar registers
// its controller), so the reports chunk carries bars, two axes, the legend and tooltips.
Chart.register(BarElement, CategoryScale, LinearScale, Legend, Tooltip);
Chart.defaults.font.family = "'Inter Variable', ui-sans-serif, system-ui, sans-serif";
Chart.defaults.color = '#1c1a17';

export interface BarSeries {
  label: string;
  /** One value per label; null draws no bar (a reserve that was not set). */
  values: (number | null)[];
  color: string;
}

export interface BarChartProps {
  labels: string[];
  series: BarSeries[];
  /** How a value reads in the tooltip. */
  formatValue: (value: number) => string;
  /** How a value reads on the axis (by default as in the tooltip). */
  formatTick?: (value: number) => string;
  /** What the chart shows, said to screen readers (the figures are in the table that follows). */
  summary: string;
  stacked?: boolean;
  /** Bars along the x axis, one row per label: long names stay readable on a phone. */
  horizontal?: boolean;
  /** The value axis's end (100 for percentages); by default it follows the data. */
  max?: number;
  /** Counts: the value axis marks whole numbers only. */
  counts?: boolean;
}

/** Series from rows: one per [label, a row's value, colour]. */
export const seriesOf = <Row,>(rows: Row[], series: [string, (row: Row) => number | null, string][]) =>
  series.map(([label, value, color]): BarSeries => ({ label, values: rows.map(value), color }));

/** Charts of one bar group per auction or release show the latest this many (the table has them all). */
export const CHARTED = 12;

/** '4' or 'the latest 12 of 30': how many of the rows a chart shows. */
export const chartedOf = (total: number) =>
  total > CHARTED ? `the latest ${CHARTED} of ${total}` : String(total);

/** The house's colours, told apart by lightness as well as hue (and every figure is in the table too). */
export const CHART_COLORS = ['#1c1a17', '#9a7b4f', '#5b7a8c', '#d2bb91'] as const;

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** One bar chart on a canvas (role img, named by its summary). */
export function BarChart({
  labels,
  series,
  formatValue,
  formatTick = formatValue,
  summary,
  stacked,
  horizontal,
  max,
  counts,
}: BarChartProps) {
  const valueAxis = {
    stacked,
    beginAtZero: true,
    max,
    ticks: {
      ...(counts ? { precision: 0 } : {}),
      callback: (value: string | number) => formatTick(Number(value)),
    },
    grid: { color: 'rgba(28, 26, 23, 0.08)' },
  };
  const labelAxis = { stacked, grid: { display: false } };
  const options: ChartOptions<'bar'> = {
    indexAxis: horizontal ? 'y' : 'x',
    responsive: true,
    maintainAspectRatio: false,
    animation: reducedMotion() ? false : { duration: 300 },
    scales: horizontal ? { x: valueAxis, y: labelAxis } : { x: labelAxis, y: valueAxis },
    plugins: {
      legend: { display: series.length > 1, position: 'bottom', labels: { boxWidth: 12 } },
      tooltip: {
        callbacks: {
          label: (item) => `${item.dataset.label}: ${formatValue(Number(item.raw))}`,
        },
      },
    },
  };
  // Horizontal charts grow with their rows, so each bar keeps its thickness.
  const height = horizontal ? Math.max(180, labels.length * (series.length * 14 + 14) + 70) : 300;
  return (
    <div className="relative mt-6 w-full" style={{ height }}>
      <Bar
        role="img"
        aria-label={summary}
        options={options}
        data={{
          labels,
          datasets: series.map((s) => ({
            label: s.label,
            data: s.values,
            backgroundColor: s.color,
            borderRadius: 2,
            maxBarThickness: 36,
          })),
        }}
        fallbackContent={<p>{summary}</p>}
      />
    </div>
  );
}
