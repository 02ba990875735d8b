import {
  attempt,
  Button,
  ButtonsSelect,
  Card,
  CopyButton,
  downloadFile,
  Row,
  Select,
  Stack,
  Table,
  TextInput,
  useToolState,
  type TableColumn,
} from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { benchmarkBuilderState } from './state.js';
import {
  compareVariants,
  formatStat,
  parseTimings,
  toCsv,
  toMarkdownTable,
  UNIT_SYMBOL,
  type BenchmarkRow,
  type TableHeaders,
  type TimeUnit,
  type Variant,
} from './benchmark-builder.js';
import { BenchmarkChart } from './BenchmarkChart.js';
import styles from './BenchmarkBuilderTool.module.css';

/** Benchmark builder: timings per variant → statistics, ranking, chart, Markdown and CSV. */
export default function BenchmarkBuilderTool() {
  const { t } = useLingui();
  const [{ variants, unit, by, sort }, update] = useToolState(benchmarkBuilderState);

  const errors = useMemo(() => variants.map((v) => attempt(() => parseTimings(v.timings)).error), [variants]);
  const rows = useMemo(() => {
    const valid = variants.filter((_, i) => !errors[i]);
    // Every variant's numbers were read above: nothing here can throw a ToolInputError.
    return attempt(() => compareVariants(valid, { unit, by, sort })).value ?? [];
  }, [variants, errors, unit, by, sort]);

  const u = UNIT_SYMBOL[unit];
  const headers: TableHeaders = {
    rank: '#',
    name: t`Variant`,
    count: t`Samples`,
    mean: t`Mean`,
    median: t`Median`,
    sd: t`Standard deviation`,
    min: t`Min`,
    max: t`Max`,
    p95: t`p95`,
    relative: t`Relative`,
    ops: t`ops/s`,
  };
  const markdown = toMarkdownTable(rows, unit, headers);

  const setVariant = (index: number, patch: Partial<Variant>) =>
    update({ variants: variants.map((v, i) => (i === index ? { ...v, ...patch } : v)) });
  const withUnit = (label: string) => (u ? `${label} (${u})` : label);
  const stat = (pick: (r: BenchmarkRow) => number) => (r: BenchmarkRow) => <span className={styles.num}>{formatStat(pick(r))}</span>;
  const columns: TableColumn<BenchmarkRow>[] = [
    { key: 'rank', header: '#', render: (r) => <span className={styles.num}>{r.rank}</span> },
    { key: 'name', header: headers.name },
    { key: 'count', header: headers.count, render: stat((r) => r.stats.count) },
    { key: 'mean', header: withUnit(headers.mean), render: stat((r) => r.stats.mean) },
    { key: 'median', header: withUnit(headers.median), render: stat((r) => r.stats.median) },
    { key: 'sd', header: withUnit(headers.sd), render: stat((r) => r.stats.sd) },
    { key: 'min', header: withUnit(headers.min), render: stat((r) => r.stats.min) },
    { key: 'max', header: withUnit(headers.max), render: stat((r) => r.stats.max) },
    { key: 'p95', header: withUnit(headers.p95), render: stat((r) => r.stats.p95) },
    { key: 'relative', header: headers.relative, render: (r) => <span className={styles.num}>×{formatStat(r.relative)}</span> },
    ...(unit === 'none'
      ? []
      : [
          {
            key: 'ops',
            header: headers.ops,
            render: (r: BenchmarkRow) => <span className={styles.num}>{r.opsPerSecond === null ? '—' : formatStat(r.opsPerSecond)}</span>,
          },
        ]),
  ];

  return (
    <Stack>
      <Card title={t`Variants`}>
        <Stack>
          <div className={styles.variants}>
            {variants.map((v, i) => (
              <div key={i} className={styles.variant}>
                <TextInput
                  label={t`Name of variant ${i + 1}`}
                  value={v.name}
                  onChange={(name) => setVariant(i, { name })}
                  placeholder={t`Variant ${i + 1}`}
                />
                <TextInput
                  label={t`Timings of variant ${i + 1}`}
                  value={v.timings}
                  onChange={(timings) => setVariant(i, { timings })}
                  multiline
                  rows={5}
                  monospace
                  inputMode="decimal"
                  spellCheck={false}
                  placeholder={'12.1\n11.8\n12.4'}
                  error={errors[i]}
                />
                {variants.length > 1 && (
                  <Button size="small" variant="subtle" onClick={() => update({ variants: variants.filter((_, j) => j !== i) })}>
                    <IconTrash size={16} aria-hidden="true" /> {t`Remove variant ${i + 1}`}
                  </Button>
                )}
              </div>
            ))}
          </div>
          <div className={styles.actions}>
            <Button
              size="small"
              disabled={variants.length >= 50}
              onClick={() => update({ variants: [...variants, { name: t`Variant ${variants.length + 1}`, timings: '' }] })}
            >
              <IconPlus size={16} aria-hidden="true" /> {t`Add a variant`}
            </Button>
          </div>
          <Row>
            <Select<TimeUnit>
              label={t`Unit`}
              size="small"
              value={unit}
              onChange={(unit) => update({ unit })}
              options={[
                { value: 'ns', label: t`Nanoseconds (ns)` },
                { value: 'us', label: t`Microseconds (µs)` },
                { value: 'ms', label: t`Milliseconds (ms)` },
                { value: 's', label: t`Seconds (s)` },
                { value: 'none', label: t`No unit` },
              ]}
            />
            <ButtonsSelect<'mean' | 'median'>
              label={t`Rank by`}
              size="small"
              value={by}
              onChange={(by) => update({ by })}
              options={[
                { value: 'mean', label: headers.mean },
                { value: 'median', label: headers.median },
              ]}
            />
            <ButtonsSelect<'fastest' | 'entered'>
              label={t`Order`}
              size="small"
              value={sort}
              onChange={(sort) => update({ sort })}
              options={[
                { value: 'fastest', label: t`Fastest first` },
                { value: 'entered', label: t`As entered` },
              ]}
            />
          </Row>
        </Stack>
      </Card>
      <Card title={t`Results`}>
        <Stack>
          <Table
            caption={t`Comparison`}
            columns={columns}
            rows={rows}
            getRowKey={(r, i) => `${i}-${r.name}`}
            rowHeader="name"
            emptyMessage={t`Enter timings to compare.`}
            dense
          />
          <BenchmarkChart rows={rows} by={by} unit={u} slots={variants.length} />
          <TextInput
            label={t`Markdown table`}
            value={markdown}
            readOnly
            multiline
            rows={Math.max(3, variants.length + 2)}
            monospace
            copyable
          />
          <div className={styles.actions}>
            <CopyButton value={toCsv(rows, unit, headers)} label={t`Copy as CSV`} showLabel disabled={rows.length === 0} />
            <Button
              size="small"
              disabled={rows.length === 0}
              onClick={() => downloadFile(toCsv(rows, unit, headers), 'benchmark.csv', 'text/csv')}
            >
              {t`Download CSV`}
            </Button>
          </div>
        </Stack>
      </Card>
    </Stack>
  );
}
