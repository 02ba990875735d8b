import { Button, ButtonsSelect, Card, CopyButton, Row, Stack, Table, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatStopwatch, lapStopwatch, pauseStopwatch, startStopwatch, STOPWATCH_RESET, stopwatchElapsed, stopwatchLapRows, stopwatchLapsTable, type Stopwatch, type StopwatchLap } from './chronometer.js';
import styles from './ChronometerTool.module.css';
import { chronometerState } from './state.js';

/**
 * The stopwatch's clock: `performance.timeOrigin + performance.now()` — monotonic within the
 * page (system clock changes do not move it) and on the epoch's scale, so a start instant stored
 * before a reload is still comparable after it.
 */
function clockNow(): number {
  return performance.timeOrigin + performance.now();
}

/** Whether a key press belongs to a control (typing, or a button's own Space/Enter) rather than to the shortcuts. */
function isFromControl(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('input, textarea, select, button, a, [contenteditable="true"], [role="dialog"]') !== null;
}

/** Chronometer: the UI. */
export default function ChronometerTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(chronometerState);
  const sw: Stopwatch = { startedAt: state.startedAt, accumulated: state.accumulated, laps: state.laps };
  const running = sw.startedAt !== null;

  // The display is recomputed from the clock on every animation frame while running (never by
  // adding up ticks): a background tab, where frames stop, shows the exact time on return.
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(clockNow());
    if (!running) return;
    let frame = requestAnimationFrame(function tick() {
      setNow(clockNow());
      frame = requestAnimationFrame(tick);
    });
    const onVisible = () => setNow(clockNow());
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [running]);
  const shown = now === null ? sw.accumulated : stopwatchElapsed(sw, now);

  const swRef = useRef(sw);
  useEffect(() => {
    swRef.current = sw;
  });
  const act = useCallback(
    (what: 'toggle' | 'lap' | 'reset') => {
      const current = swRef.current;
      const at = clockNow();
      const next = what === 'reset' ? STOPWATCH_RESET : what === 'lap' ? lapStopwatch(current, at) : current.startedAt === null ? startStopwatch(current, at) : pauseStopwatch(current, at);
      setNow(at);
      update({ startedAt: next.startedAt, accumulated: next.accumulated, laps: next.laps });
    },
    [update],
  );

  // Keyboard: Space starts or pauses, L records a lap, R resets (not while typing in a field or on a button).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || e.repeat || isFromControl(e.target)) return;
      const key = e.key.toLowerCase();
      if (key === ' ') act('toggle');
      else if (key === 'l') act('lap');
      else if (key === 'r') act('reset');
      else return;
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [act]);

  const headers = [t`Lap`, t`Lap time`, t`Total`] as const;
  const rows = stopwatchLapRows(sw.laps);
  const splits = rows.map((r) => r.split);
  const fastest = rows.length > 1 ? Math.min(...splits) : null;
  const slowest = rows.length > 1 ? Math.max(...splits) : null;
  const tableText = stopwatchLapsTable(sw.laps, state.copyFormat, headers);

  return (
    <Stack>
      <Card>
        <Stack>
          <output className={styles.display} aria-label={t`Elapsed time`} data-testid="chronometer-time">
            {formatStopwatch(shown)}
          </output>
          <Row className={styles.buttons}>
            <Button variant="primary" onClick={() => act('toggle')} aria-keyshortcuts="Space">
              {running ? t`Pause` : sw.accumulated > 0 ? t`Resume` : t`Start`}
            </Button>
            <Button onClick={() => act('lap')} aria-keyshortcuts="L" disabled={!running && sw.accumulated === 0}>
              {t`Lap`}
            </Button>
            <Button onClick={() => act('reset')} aria-keyshortcuts="R" disabled={!running && sw.accumulated === 0 && sw.laps.length === 0}>
              {t`Reset`}
            </Button>
          </Row>
          <p className={styles.help}>{t`Keyboard: Space starts or pauses, L records a lap, R resets. The time is computed from the clock, so it stays exact in a background tab, and a reload keeps counting.`}</p>
        </Stack>
      </Card>
      <Card title={t`Laps`}>
        <Stack>
          <Table<StopwatchLap>
            aria-label={t`Laps`}
            dense
            columns={[
              { key: 'lap', header: headers[0] },
              {
                key: 'split',
                header: headers[1],
                render: (r) => (
                  <span>
                    {formatStopwatch(r.split)}
                    {r.split === fastest ? ` (${t`fastest`})` : r.split === slowest ? ` (${t`slowest`})` : ''}
                  </span>
                ),
              },
              { key: 'total', header: headers[2], render: (r) => formatStopwatch(r.total) },
            ]}
            rows={[...rows].reverse()}
            getRowKey={(r) => r.lap}
            emptyMessage={t`No laps yet: press Lap (or L) while the stopwatch runs.`}
          />
          <Row>
            <ButtonsSelect
              label={t`Copy laps as`}
              value={state.copyFormat}
              onChange={(copyFormat) => update({ copyFormat })}
              options={[
                { label: t`Tab-separated (spreadsheets)`, value: 'tsv' },
                { label: t`Markdown table`, value: 'markdown' },
              ]}
            />
            <CopyButton value={tableText} label={t`Copy laps`} showLabel disabled={rows.length === 0} />
          </Row>
        </Stack>
      </Card>
    </Stack>
  );
}
