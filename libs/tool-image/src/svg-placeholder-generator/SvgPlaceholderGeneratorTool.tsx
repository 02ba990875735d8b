import {
  attempt,
  Alert,
  Button,
  ButtonsSelect,
  Card,
  Checkbox,
  downloadFile,
  formatByteSize,
  IntegerInput,
  Stack,
  TextInput,
  useToolState,
  utf8ByteLength,
} from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { svgPlaceholderGeneratorState } from './state.js';
import { MAX_PLACEHOLDER_SIDE, svgPlaceholder, type PlaceholderOptions } from './svg-placeholder-generator.js';
import styles from './svg-placeholder-generator.module.css';

/** `#rgb` → `#rrggbb` for the colour picker, which only takes the long form (alpha dropped). */
function pickerValue(hex: string): string {
  const h = hex.trim();
  if (/^#[0-9a-f]{3,4}$/i.test(h)) return `#${[...h.slice(1, 4)].map((c) => c + c).join('')}`.toLowerCase();
  if (/^#[0-9a-f]{6}([0-9a-f]{2})?$/i.test(h)) return h.slice(0, 7).toLowerCase();
  return '#000000';
}

/** A colour: a picker and the hex text (which may carry alpha), with its own error. */
function ColourField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error: string | null;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className={styles.colour}>
      <div className={styles.colourRow}>
        <input id={id} type="color" aria-label={t`${label} picker`} value={pickerValue(value)} onChange={(e) => onChange(e.target.value)} />
        <TextInput label={label} value={value} onChange={onChange} error={error} spellCheck={false} autoComplete="off" />
      </div>
    </div>
  );
}

/** Rasterises the SVG on a canvas at its size and downloads it as PNG. */
async function downloadPng(svgUri: string, width: number, height: number, name: string): Promise<void> {
  const img = new Image(width, height);
  img.src = svgUri;
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No 2D canvas');
  ctx.drawImage(img, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The PNG could not be made');
  downloadFile(blob, name, 'image/png');
}

/**
 * SVG placeholder generator: the UI. The SVG, its data URIs, an `<img>` tag and a CSS declaration
 * update as you type; the SVG downloads as is or rasterised to PNG in the browser.
 */
export default function SvgPlaceholderGeneratorTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(svgPlaceholderGeneratorState);
  const { width, height, background, color, text, fontSize, fontFamily, bold, exactSize, encoding } = state;
  const colourError = (v: string) =>
    /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(v.trim()) ? null : t`Enter a hex colour such as #cccccc or #ccc.`;
  const bgError = colourError(background);
  const fgError = colourError(color);
  const familyError = fontFamily.trim() === '' ? t`Enter a font family, e.g. monospace or sans-serif.` : null;
  const options = useMemo<PlaceholderOptions>(
    () => ({ width, height, background, color, text, fontSize, fontFamily, bold, exactSize }),
    [width, height, background, color, text, fontSize, fontFamily, bold, exactSize],
  );
  const result = useMemo(() => attempt(() => svgPlaceholder(options, encoding)), [options, encoding]);
  // The last good placeholder stays on screen while a field is being corrected.
  const [last, setLast] = useState(result.value);
  if (result.value && result.value !== last) setLast(result.value);
  const shown = result.value ?? last;
  const [pngError, setPngError] = useState<string | null>(null);
  const fileBase = `placeholder-${width}x${height}`;

  return (
    <Stack>
      <Card>
        <div className={styles.grid}>
          <IntegerInput label={t`Width (px)`} min={1} max={MAX_PLACEHOLDER_SIDE} value={width} onChange={(v) => update({ width: v })} />
          <IntegerInput label={t`Height (px)`} min={1} max={MAX_PLACEHOLDER_SIDE} value={height} onChange={(v) => update({ height: v })} />
          <ColourField label={t`Background colour`} value={background} onChange={(v) => update({ background: v })} error={bgError} />
          <ColourField label={t`Text colour`} value={color} onChange={(v) => update({ color: v })} error={fgError} />
          <TextInput label={t`Text`} value={text} placeholder={t`Default: ${width}×${height}`} onChange={(v) => update({ text: v })} />
          <IntegerInput label={t`Font size (px)`} min={1} max={10000} value={fontSize} onChange={(v) => update({ fontSize: v })} />
          <TextInput
            label={t`Font family`}
            value={fontFamily}
            onChange={(v) => update({ fontFamily: v })}
            error={familyError}
            hint={t`A CSS list, e.g. monospace, sans-serif, serif, system-ui`}
            spellCheck={false}
          />
        </div>
        <Stack>
          <Checkbox label={t`Bold text`} checked={bold} onChange={(v) => update({ bold: v })} />
          <Checkbox
            label={t`Set width and height attributes (off: only a viewBox, the image fills its box)`}
            checked={exactSize}
            onChange={(v) => update({ exactSize: v })}
          />
          <ButtonsSelect
            label={t`Data URI encoding`}
            options={[
              { value: 'strict', label: t`Strict (spaces as %20)` },
              { value: 'compact', label: t`Compact (raw spaces, as it-tools)` },
            ]}
            value={encoding}
            onChange={(v) => update({ encoding: v })}
          />
        </Stack>
      </Card>
      <Card>
        <Stack>
          <div className={styles.preview} role="img" aria-label={t`Preview`}>
            {shown && <img src={shown.dataUri} alt={shown.text} width={width} height={height} />}
          </div>
          <div className={styles.actions}>
            <Button disabled={!shown} onClick={() => shown && downloadFile(shown.svg, `${fileBase}.svg`, 'image/svg+xml')}>
              {t`Download SVG`}
            </Button>
            <Button
              disabled={!shown}
              onClick={() => {
                if (!shown) return;
                setPngError(null);
                downloadPng(shown.dataUri, width, height, `${fileBase}.png`).catch(() =>
                  setPngError(t`The browser could not draw this image as PNG.`),
                );
              }}
            >
              {t`Download PNG`}
            </Button>
            <p className={styles.note} aria-live="polite">
              {shown
                ? t`SVG: ${formatByteSize(utf8ByteLength(shown.svg))} · data URI: ${formatByteSize(shown.dataUri.length)} · base64: ${formatByteSize(shown.base64.length)}`
                : ''}
            </p>
          </div>
          {pngError && <Alert type="error">{pngError}</Alert>}
          <TextInput label={t`SVG`} value={shown?.svg ?? ''} readOnly multiline monospace copyable rows={5} fileName={`${fileBase}.svg`} />
          <TextInput label={t`Data URI (URL-encoded)`} value={shown?.dataUri ?? ''} readOnly multiline monospace copyable rows={3} />
          <TextInput label={t`Data URI (base64)`} value={shown?.base64 ?? ''} readOnly multiline monospace copyable rows={3} />
          <TextInput label={t`<img> tag`} value={shown?.imgTag ?? ''} readOnly multiline monospace copyable rows={3} />
          <TextInput label={t`CSS background`} value={shown?.css ?? ''} readOnly multiline monospace copyable rows={3} />
        </Stack>
      </Card>
    </Stack>
  );
}
