import { useLingui } from '@lingui/react/macro';
import type { BenchmarkRow } from './benchmark-builder.js';
import { formatStat } from './benchmark-builder.js';
import styles from './BenchmarkBuilderTool.module.css';

const ROW = 28;
const LABEL = 160;
const WIDTH = 640;

/**
 * Horizontal bar chart of the ranking statistic (SVG, one bar per variant, the fastest emphasised).
 * Its accessible name lists every value, so the chart reads as a sentence; the table above holds the same data.
 *
 * @param props.rows - the compared variants.
 * @param props.by - the statistic drawn.
 * @param props.unit - the unit symbol shown after values.
 * @param props.slots - how many rows to reserve room for (so nothing moves while typing).
 */
export function BenchmarkChart({
  rows,
  by,
  unit,
  slots,
}: {
  rows: readonly BenchmarkRow[];
  by: 'mean' | 'median';
  unit: string;
  slots: number;
}) {
  const { t } = useLingui();
  const max = Math.max(0, ...rows.map((r) => r.stats[by]));
  const height = Math.max(slots, rows.length, 1) * ROW + 4;
  const barRoom = WIDTH - LABEL - 110;
  const summary = rows.map((r) => `${r.name}: ${formatStat(r.stats[by])}${unit}`).join('; ');
  const title = by === 'mean' ? t`Mean per variant` : t`Median per variant`;
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-label={summary ? `${title}: ${summary}` : title}
      preserveAspectRatio="xMinYMin meet"
    >
      {rows.map((r, i) => {
        const value = r.stats[by];
        const w = max > 0 && value > 0 ? Math.max(1, (value / max) * barRoom) : 0;
        const y = i * ROW + 2;
        const name = r.name.length > 22 ? `${r.name.slice(0, 21)}…` : r.name;
        return (
          <g key={`${i}-${r.name}`} aria-hidden="true">
            <text x={LABEL - 8} y={y + ROW / 2} textAnchor="end" dominantBaseline="middle">
              {name}
            </text>
            <rect className={r.rank === 1 ? styles.fastest : styles.bar} x={LABEL} y={y + 4} width={w} height={ROW - 8} rx={3} />
            <text x={LABEL + w + 6} y={y + ROW / 2} dominantBaseline="middle">
              {`${formatStat(value)}${unit}`}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
