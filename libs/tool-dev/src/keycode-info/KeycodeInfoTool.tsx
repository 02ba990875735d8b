import { Card, Checkbox, Stack, Table, ValueTable, useToolState, type TableColumn, type ValueRow } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { keyPressFromEvent, locationName, matchCondition, shortcutText, type KeyPress } from './keycode-info.js';
import { keycodeInfoState } from './state.js';
import styles from './KeycodeInfoTool.module.css';

const HISTORY = 10;

/** Keycode info: press a key in the capture area → key, code, keyCode, which, location, modifiers. */
export default function KeycodeInfoTool() {
  const { t } = useLingui();
  const [{ last, captureTab }, update] = useToolState(keycodeInfoState);
  const [history, setHistory] = useState<(KeyPress & { n: number })[]>([]);
  const counter = useRef(0);
  const helpId = useId();

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Tab' && !captureTab) return; // keyboard users can leave
    if (e.key === 'Escape') {
      e.currentTarget.blur();
    } else {
      e.preventDefault();
    }
    const press = keyPressFromEvent(e.nativeEvent);
    update({ last: press });
    counter.current += 1;
    const n = counter.current;
    setHistory((h) => [{ ...press, n }, ...h].slice(0, HISTORY));
  };

  const yes = t`Yes`;
  const no = t`No`;
  const rows: ValueRow[] = [
    { key: 'key', label: 'key', value: last ? (last.key === ' ' ? '" " (Space)' : last.key) : null },
    { key: 'code', label: 'code', value: last ? last.code || '""' : null },
    { key: 'keyCode', label: 'keyCode', value: last ? String(last.keyCode) : null },
    { key: 'which', label: 'which', value: last ? String(last.which) : null },
    { key: 'location', label: 'location', value: last ? `${last.location} (${locationName(last.location)})` : null },
    { key: 'modifiers', label: t`Modifiers`, value: last ? last.modifiers.join(' + ') || t`None` : null },
    { key: 'repeat', label: 'repeat', value: last ? (last.repeat ? yes : no) : null },
    { key: 'isComposing', label: 'isComposing', value: last ? (last.isComposing ? yes : no) : null },
    { key: 'shortcut', label: t`Shortcut`, value: last ? shortcutText(last) : null },
    { key: 'byKey', label: t`Condition (by key)`, value: last ? matchCondition(last, 'key') : null },
    { key: 'byCode', label: t`Condition (by code)`, value: last ? matchCondition(last, 'code') : null },
  ];
  const columns: TableColumn<KeyPress & { n: number }>[] = [
    { key: 'key', header: 'key', render: (r) => <code>{JSON.stringify(r.key)}</code> },
    { key: 'code', header: 'code' },
    { key: 'keyCode', header: 'keyCode' },
    { key: 'location', header: 'location', render: (r) => locationName(r.location) },
    { key: 'modifiers', header: t`Modifiers`, render: (r) => r.modifiers.join(' + ') },
  ];

  return (
    <Stack>
      <Card>
        <Stack>
          <div className={styles.capture}>
            <input
              className={styles.big}
              aria-label={t`Key capture area`}
              aria-describedby={helpId}
              value={last ? shortcutText(last) : ''}
              onChange={() => undefined}
              onKeyDown={onKeyDown}
              placeholder={t`Press a key`}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
            />
            <p id={helpId} className={styles.muted}>
              {captureTab ? t`Focus here and press any key. Escape leaves.` : t`Focus here and press any key. Tab and Escape leave.`}
            </p>
          </div>
          <Checkbox label={t`Capture Tab too (leave with Escape)`} checked={captureTab} onChange={(captureTab) => update({ captureTab })} />
        </Stack>
      </Card>
      <ValueTable caption={t`Last key`} rows={rows} />
      {history.length > 0 && <Table caption={t`Recent keys`} columns={columns} rows={history} getRowKey={(r) => r.n} dense />}
    </Stack>
  );
}
