import { attempt, Button, ButtonsSelect, Card, Row, Select, Stack, TextCopyable, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ASPECT_RATIO_PRESETS, aspectRatio, missingDimension } from './aspect-ratio-calculator.js';
import { aspectRatioCalculatorState } from './state.js';
import styles from './AspectRatioCalculatorTool.module.css';

/** Aspect ratio calculator: the UI. */
export default function AspectRatioCalculatorTool() {
  const { t } = useLingui();
  const [s, update] = useToolState(aspectRatioCalculatorState);
  const blank = (...texts: string[]) => texts.some((x) => x.trim() === '');
  const ratio = useMemo(() => (blank(s.width, s.height) ? null : attempt(() => aspectRatio(s.width, s.height))), [s.width, s.height]);
  const missing = useMemo(
    () => (blank(s.ratioWidth, s.ratioHeight, s.knownValue) ? null : attempt(() => missingDimension(s.ratioWidth, s.ratioHeight, s.known, s.knownValue))),
    [s.ratioWidth, s.ratioHeight, s.known, s.knownValue],
  );
  const r = ratio?.value;
  const m = missing?.value;
  const presetId = ASPECT_RATIO_PRESETS.find((p) => p.width === s.ratioWidth.trim() && p.height === s.ratioHeight.trim())?.id ?? 'custom';
  const near = r && !r.preset && r.nearPreset ? r.nearPreset.id : null;
  const otherSide = s.known === 'width' ? t`Height` : t`Width`;
  const missingText = m ? (m.whole ? m.value.text : t`${m.value.exact ? '' : '≈ '}${m.value.text} (${m.rounded} rounded)`) : '';

  return (
    <Stack>
      <Card title={t`Ratio of a size`}>
        <Stack>
          <div className={styles.pair}>
            <TextInput label={t`Width`} value={s.width} onChange={(width) => update({ width })} error={ratio?.error} inputMode="decimal" autoComplete="off" />
            <TextInput label={t`Height`} value={s.height} onChange={(height) => update({ height })} inputMode="decimal" autoComplete="off" />
          </div>
          <TextCopyable label={t`Aspect ratio`} value={r ? `${r.ratioWidth}:${r.ratioHeight}` : ''} showLabel reserve={9} />
          <TextCopyable label={t`As a decimal`} value={r ? `${r.toOne}${r.decimal.exact ? '' : ' (≈)'}` : ''} showLabel reserve={12} />
          <p>{r?.preset ? t`This is ${r.preset.id}: ${r.preset.use}.` : near ? t`Close to ${near} (within 1 %).` : ' '}</p>
        </Stack>
      </Card>
      <Card title={t`Missing side for a ratio`}>
        <Stack>
          <Select
            label={t`Common ratio`}
            options={[...ASPECT_RATIO_PRESETS.map((p) => ({ value: p.id, label: `${p.id} — ${p.use}` })), { value: 'custom', label: t`Custom` }]}
            value={presetId}
            onChange={(id) => {
              const p = ASPECT_RATIO_PRESETS.find((x) => x.id === id);
              if (p) update({ ratioWidth: p.width, ratioHeight: p.height });
            }}
          />
          <div className={styles.pair}>
            <TextInput label={t`Ratio width`} value={s.ratioWidth} onChange={(ratioWidth) => update({ ratioWidth })} inputMode="decimal" autoComplete="off" />
            <TextInput label={t`Ratio height`} value={s.ratioHeight} onChange={(ratioHeight) => update({ ratioHeight })} inputMode="decimal" autoComplete="off" />
          </div>
          <ButtonsSelect
            label={t`Known side`}
            options={[
              { value: 'width', label: t`Width` },
              { value: 'height', label: t`Height` },
            ]}
            value={s.known}
            onChange={(known) => update({ known })}
          />
          <TextInput label={s.known === 'width' ? t`Known width` : t`Known height`} value={s.knownValue} onChange={(knownValue) => update({ knownValue })} error={missing?.error} inputMode="decimal" autoComplete="off" />
          <TextCopyable label={otherSide} value={missingText} showLabel reserve={12} />
          <Row>
            <Button onClick={() => update({ ratioWidth: '', ratioHeight: '' })}>{t`Clear ratio`}</Button>
            <Button onClick={() => update({ width: '', height: '', ratioWidth: '', ratioHeight: '', knownValue: '' })}>{t`Clear all`}</Button>
          </Row>
        </Stack>
      </Card>
    </Stack>
  );
}
