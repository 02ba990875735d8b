import { useLingui } from '@lingui/react/macro';
import { attempt, Button, Card, Checkbox, Field, Stack, TextCopyable, TextInput, useToolState } from '@handy-tools/ui';
import { useId, useMemo, useState, type CSSProperties } from 'react';
import { formatExample, toHex } from '../shared/color/color.js';
import { adjustColor, canonicalColorText, COLOR_FORMATS, convertColor, parseColor, type ColorFormat } from './color-converter.js';
import { Slider } from '../shared/widgets/Slider.js';
import styles from './ColorConverterTool.module.css';
import { colorConverterState } from './state.js';

interface Draft {
  /** The colour (state text) the draft was typed against: a draft of another colour is stale. */
  color: string;
  field: ColorFormat;
  text: string;
  error: string | null;
}

/** Colour converter: every notation editable, a native picker, alpha, adjustments. */
export default function ColorConverterTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(colorConverterState);
  const { color, legacy, saturation, lightness, grayscale, invert } = state;
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const pickerId = useId();

  const result = useMemo(() => attempt(() => convertColor(color, 'any', { legacy })), [color, legacy]);
  // While the stored or linked colour is wrong the fields show black, so the page stays usable.
  const current = result.value ?? convertColor('#000000', 'hex', { legacy });
  const live = drafts.filter((d) => d.color === color);
  const draftOf = (f: ColorFormat) => live.find((d) => d.field === f);

  const labels: Record<ColorFormat, string> = {
    hex: t`Hex`,
    rgb: t`RGB`,
    hsl: t`HSL`,
    hwb: t`HWB`,
    cmyk: t`CMYK`,
    lab: t`CIE Lab`,
    lch: t`CIE LCH`,
    oklab: t`OKLab`,
    oklch: t`OKLCH`,
    xyz: t`CIE XYZ (D50)`,
    name: t`CSS name`,
  };

  const edit = (field: ColorFormat, text: string) => {
    const parsed = attempt(() => canonicalColorText(text, field));
    if (parsed.value !== undefined) {
      setDrafts([{ color: parsed.value, field, text, error: null }]);
      update({ color: parsed.value });
    } else {
      setDrafts([...live.filter((d) => d.field !== field), { color, field, text, error: parsed.error ?? null }]);
    }
  };

  const alpha = Math.round(current.rgba.a * 100);
  const hex6 = toHex({ ...current.rgba, a: 1 });
  const setPicked = (hex: string) => {
    const picked = attempt(() => parseColor(hex, 'hex'));
    if (picked.value) update({ color: toHex({ ...picked.value, a: current.rgba.a }) });
  };
  const setAlpha = (percent: number) => update({ color: toHex({ ...current.rgba, a: percent / 100 }) });

  const adjusted = useMemo(
    () => attempt(() => toHex(adjustColor(current.rgba, { saturation, lightness, grayscale, invert }))),
    [current.rgba, saturation, lightness, grayscale, invert],
  );
  const adjustedHex = adjusted.value ?? current.text.hex;
  const adjustedChanged = adjustedHex !== current.text.hex;

  return (
    <Stack>
      <Card title={t`Colour`}>
        <div className={styles.top}>
          <div
            className={styles.swatch}
            style={{ '--swatch': current.text.hex } as CSSProperties}
            role="img"
            aria-label={t`Swatch: ${current.text.hex}`}
          />
          <div className={styles.controls}>
            <Field id={pickerId} label={t`Colour picker`}>
              <input id={pickerId} className={styles.picker} type="color" value={hex6} onChange={(e) => setPicked(e.currentTarget.value)} />
            </Field>
            <Slider label={t`Alpha`} value={alpha} min={0} max={100} unit="%" onChange={setAlpha} />
          </div>
        </div>
        {result.error && <p role="alert">{result.error}</p>}
      </Card>
      <Card title={t`Notations`}>
        <Stack>
          <Checkbox
            label={t`Legacy comma syntax for rgb() and hsl() (CSS Color 3)`}
            checked={legacy}
            onChange={(value) => update({ legacy: value })}
          />
          <div className={styles.fields}>
            {COLOR_FORMATS.map((f) => {
              const draft = draftOf(f);
              const nearest = f === 'name' && !current.text.name ? t`No exact CSS name; nearest: ${current.nearestName}` : undefined;
              return (
                <TextInput
                  key={f}
                  label={labels[f]}
                  value={draft ? draft.text : current.text[f]}
                  onChange={(value) => edit(f, value)}
                  error={draft?.error}
                  hint={nearest}
                  placeholder={f === 'name' ? current.nearestName : formatExample(f)}
                  monospace
                  spellCheck={false}
                  autoComplete="off"
                  copyable
                  copyLabel={t`Copy ${labels[f]}`}
                />
              );
            })}
          </div>
        </Stack>
      </Card>
      <Card title={t`Adjust`}>
        <Stack>
          <Slider label={t`Saturation (points)`} value={saturation} min={-100} max={100} onChange={(v) => update({ saturation: v })} />
          <Slider label={t`Lightness (points)`} value={lightness} min={-100} max={100} onChange={(v) => update({ lightness: v })} />
          <Checkbox label={t`Greyscale`} checked={grayscale} onChange={(v) => update({ grayscale: v })} />
          <Checkbox label={t`Invert`} checked={invert} onChange={(v) => update({ invert: v })} />
          <div className={styles.adjusted}>
            <div
              className={`${styles.swatch} ${styles.small}`}
              style={{ '--swatch': adjustedHex } as CSSProperties}
              role="img"
              aria-label={t`Adjusted swatch: ${adjustedHex}`}
            />
            <TextCopyable label={t`Adjusted colour`} value={adjustedHex} showLabel reserve={9} />
            <Button
              disabled={!adjustedChanged}
              onClick={() => update({ color: adjustedHex, saturation: 0, lightness: 0, grayscale: false, invert: false })}
            >
              {t`Use adjusted colour`}
            </Button>
          </div>
        </Stack>
      </Card>
    </Stack>
  );
}
