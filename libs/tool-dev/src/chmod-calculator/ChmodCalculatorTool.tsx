import { useLingui } from '@lingui/react/macro';
import {
  attempt,
  ButtonsSelect,
  Card,
  Checkbox,
  Row,
  Stack,
  Table,
  TextInput,
  ValueTable,
  useToolState,
  type TableColumn,
  type ValueRow,
} from '@handy-tools/ui';
import { useMemo } from 'react';
import {
  chmodCalculator,
  chmodCommand,
  formatModeLike,
  parseMode,
  permissionBit,
  PERMISSION_CLASSES,
  S_ISGID,
  S_ISUID,
  S_ISVTX,
  type PermissionClass,
  type PermissionKind,
} from './chmod-calculator.js';
import styles from './ChmodCalculatorTool.module.css';
import { chmodCalculatorState } from './state.js';

interface GridRow {
  key: PermissionKind | 'special';
  label: string;
}

/** chmod calculator: checkboxes ⇄ octal ⇄ symbolic, and the chmod command. */
export default function ChmodCalculatorTool() {
  const { t } = useLingui();
  const [{ input, path, recursive, form }, update] = useToolState(chmodCalculatorState);
  const result = useMemo(() => attempt(() => ({ parsed: parseMode(input), notations: chmodCalculator(input) })), [input]);
  const parsed = result.value?.parsed;
  const notations = result.value?.notations;
  // While the input is wrong the checkboxes show nothing set; toggling one starts from 000.
  const mode = parsed?.mode ?? 0;
  const setMode = (next: number) => update({ input: formatModeLike(next, parsed) });
  const toggle = (bit: number, on: boolean) => setMode(on ? mode | bit : mode & ~bit);

  const classNames: Record<PermissionClass, string> = { owner: t`Owner (u)`, group: t`Group (g)`, others: t`Others (o)` };
  const specialBits: Record<PermissionClass, { bit: number; label: string }> = {
    owner: { bit: S_ISUID, label: t`setuid` },
    group: { bit: S_ISGID, label: t`setgid` },
    others: { bit: S_ISVTX, label: t`sticky` },
  };
  const gridRows: GridRow[] = [
    { key: 'read', label: t`Read (4)` },
    { key: 'write', label: t`Write (2)` },
    { key: 'execute', label: t`Execute (1)` },
    { key: 'special', label: t`Special` },
  ];
  const columns: TableColumn<GridRow>[] = [
    { key: 'label', header: t`Permission` },
    ...PERMISSION_CLASSES.map((who): TableColumn<GridRow> => ({
      key: who,
      header: classNames[who],
      render: (row) => {
        const { bit, label } =
          row.key === 'special' ? specialBits[who] : { bit: permissionBit(who, row.key), label: row.label.replace(/\s*\(\d\)$/, '') };
        return (
          <Checkbox
            label={
              <>
                <span className="ht-visually-hidden">{classNames[who]} </span>
                {label}
              </>
            }
            checked={(mode & bit) !== 0}
            onChange={(on) => toggle(bit, on)}
          />
        );
      },
    })),
  ];

  const rows: ValueRow[] = [
    { key: 'octal', label: t`Octal`, value: notations?.octal ?? null },
    { key: 'symbolic', label: t`Symbolic`, value: notations?.symbolic ?? null },
    { key: 'ls', label: t`ls -l`, value: notations?.ls ?? null },
    { key: 'command', label: t`chmod command`, value: notations ? chmodCommand(notations.mode, { form, recursive, path }) : null },
    { key: 'clauses', label: t`Symbolic clauses`, value: notations?.clauses ?? null },
    {
      key: 'umask',
      label: t`umask`,
      value: notations?.umask ?? null,
      hint: t`The umask that gives new directories these permissions (files get them without x).`,
    },
    { key: 'umask-s', label: t`umask -S`, value: notations?.umaskSymbolic ?? null },
  ];

  return (
    <Stack>
      <Card>
        <Stack>
          <TextInput
            label={t`Permissions`}
            value={input}
            onChange={(value) => update({ input: value })}
            error={result.error}
            placeholder="755"
            hint={t`Octal (755, 4755), symbolic (rwxr-xr-x), ls -l (drwxr-xr-x) or chmod clauses (u=rwx,go=rx).`}
            monospace
            spellCheck={false}
          />
          <p className={styles.big} aria-hidden>
            <span>{notations?.octal ?? '—'}</span>
            <span>{notations?.symbolic ?? ''}</span>
          </p>
          <Table
            caption={t`Permission bits`}
            className={styles.grid}
            columns={columns}
            rows={gridRows}
            getRowKey={(row) => row.key}
            rowHeader="label"
            dense
          />
        </Stack>
      </Card>
      <Card>
        <Stack>
          <Row>
            <TextInput
              label={t`File or directory`}
              value={path}
              onChange={(value) => update({ path: value })}
              placeholder="file"
              monospace
              spellCheck={false}
            />
            <ButtonsSelect
              label={t`Command form`}
              options={[
                { value: 'octal', label: t`Octal` },
                { value: 'symbolic', label: t`Symbolic` },
              ]}
              value={form}
              onChange={(value) => update({ form: value })}
            />
            <Checkbox label={t`Recursive (-R)`} checked={recursive} onChange={(value) => update({ recursive: value })} />
          </Row>
          <ValueTable caption={t`Notations`} rows={rows} />
        </Stack>
      </Card>
    </Stack>
  );
}
