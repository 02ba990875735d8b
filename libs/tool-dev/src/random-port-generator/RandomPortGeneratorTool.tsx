import {
  Alert,
  attempt,
  Button,
  ButtonsSelect,
  Card,
  Checkbox,
  CopyButton,
  IntegerInput,
  Row,
  Stack,
  TextInput,
  useToolState,
} from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { loadAssignedPorts } from './assigned-ports.js';
import { formatPorts, generatePorts, parsePortList, PORT_PRESETS, type PortListFormat } from './random-port-generator.js';
import { randomPortGeneratorState } from './state.js';

type Preset = keyof typeof PORT_PRESETS | 'custom';

/** Random port generator: CSPRNG ports from a range, minus well-known, IANA-assigned and listed ports. */
export default function RandomPortGeneratorTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(randomPortGeneratorState);
  const { min, max, count, unique, excludeWellKnown, excludeAssigned, exclude, sort, format } = state;
  const [assigned, setAssigned] = useState<Set<number> | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [draw, setDraw] = useState(0);
  // Drawn in an effect, never during render: the prerendered page holds no random value.
  const [result, setResult] = useState<{ ports: number[] | null; error?: string }>({ ports: null });

  const excluded = useMemo(() => attempt(() => parsePortList(exclude)), [exclude]);

  useEffect(() => {
    if (!excludeAssigned || assigned) return;
    let live = true;
    loadAssignedPorts().then(
      (set) => live && setAssigned(set),
      () => live && setLoadError(true),
    );
    return () => {
      live = false;
    };
  }, [excludeAssigned, assigned]);

  useEffect(() => {
    if (excluded.error !== undefined) return;
    if (excludeAssigned && !assigned) return;
    const r = attempt(() =>
      generatePorts({
        min,
        max,
        count,
        unique,
        excludeWellKnown,
        exclude: excluded.value,
        assigned: excludeAssigned ? (assigned ?? undefined) : undefined,
        sort,
      }),
    );
    setResult(r.error !== undefined ? { ports: null, error: r.error } : { ports: r.value });
  }, [min, max, count, unique, excludeWellKnown, excludeAssigned, assigned, excluded, sort, draw]);

  const preset: Preset =
    (Object.keys(PORT_PRESETS) as (keyof typeof PORT_PRESETS)[]).find((k) => PORT_PRESETS[k].min === min && PORT_PRESETS[k].max === max) ??
    'custom';
  const text = result.ports ? formatPorts(result.ports, format) : '';

  return (
    <Stack>
      <Card title={t`Range`}>
        <Stack>
          <ButtonsSelect<Preset>
            label={t`Preset (RFC 6335)`}
            size="small"
            value={preset}
            onChange={(p) => p !== 'custom' && update({ min: PORT_PRESETS[p].min, max: PORT_PRESETS[p].max })}
            options={[
              { value: 'user', label: t`1024–65535 (not well-known)` },
              { value: 'dynamic', label: t`49152–65535 (dynamic/private)` },
              { value: 'registered', label: t`1024–49151 (user/registered)` },
              { value: 'custom', label: t`Custom` },
            ]}
          />
          <Row>
            <IntegerInput label={t`Lowest port`} value={min} min={0} max={65535} onChange={(min) => update({ min })} />
            <IntegerInput label={t`Highest port`} value={max} min={0} max={65535} onChange={(max) => update({ max })} />
            <IntegerInput label={t`How many`} value={count} min={1} max={1000} onChange={(count) => update({ count })} />
          </Row>
          <Row>
            <Checkbox
              label={t`Skip well-known ports (0–1023)`}
              checked={excludeWellKnown}
              onChange={(excludeWellKnown) => update({ excludeWellKnown })}
            />
            <Checkbox
              label={t`Skip ports assigned by IANA`}
              checked={excludeAssigned}
              onChange={(excludeAssigned) => update({ excludeAssigned })}
            />
            <Checkbox label={t`No duplicates`} checked={unique} onChange={(unique) => update({ unique })} />
            <Checkbox label={t`Sort`} checked={sort} onChange={(sort) => update({ sort })} />
          </Row>
          <TextInput
            label={t`Also skip`}
            value={exclude}
            onChange={(exclude) => update({ exclude })}
            placeholder="3000, 5000-5010, 8080"
            spellCheck={false}
            hint={t`Ports and ranges, separated by commas or spaces.`}
            error={excluded.error}
          />
          {loadError && <Alert type="error">{t`The IANA port list could not be loaded.`}</Alert>}
        </Stack>
      </Card>
      <Card title={t`Ports`}>
        <Stack>
          <Row>
            <Button variant="primary" onClick={() => setDraw((d) => d + 1)}>
              <IconRefresh size={16} aria-hidden="true" /> {t`Generate again`}
            </Button>
            <ButtonsSelect<PortListFormat>
              label={t`Format`}
              size="small"
              value={format}
              onChange={(format) => update({ format })}
              options={[
                { value: 'lines', label: t`One per line` },
                { value: 'comma', label: t`CSV` },
                { value: 'space', label: t`Spaces` },
              ]}
            />
          </Row>
          {result.error && <Alert type="error">{result.error}</Alert>}
          <TextInput
            label={t`Random ports`}
            value={text}
            readOnly
            multiline
            rows={Math.min(10, Math.max(2, format === 'lines' ? count : 2))}
            monospace
            copyable
          />
          <Row>
            <CopyButton
              value={result.ports ? formatPorts(result.ports, 'comma') : ''}
              label={t`Copy as CSV`}
              showLabel
              disabled={!result.ports}
            />
          </Row>
        </Stack>
      </Card>
    </Stack>
  );
}
