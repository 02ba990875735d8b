import { Alert, Button, ButtonsSelect, Card, Checkbox, CopyButton, DocumentJobStatus, downloadFile, IntegerInput, Row, Select, Stack, TextInput, useJobResult, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import bwipjs from 'bwip-js/browser';
import { useId, useState } from 'react';
import { drawInWorker, drawsInWorker } from './barcode-client.js';
import { barcodeRenderOptions, barcodeSvg, SYMBOLOGIES, SYMBOLOGY_INFO, type Rotation } from './barcode-generator.js';
import styles from './barcode-generator.module.css';
import { barcodeGeneratorState } from './state.js';

/** A labelled native colour picker (keyboard: Enter/Space opens the browser's picker). */
function ColourInput({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className={styles.colour}>
      <label htmlFor={id}>{label}</label>
      <input id={id} type="color" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/**
 * Barcode generator: the UI. The data is checked against the symbology's rules as it is typed
 * (check digits computed or verified, allowed characters, lengths), the code is drawn by bwip-js as
 * SVG, and downloaded as SVG or as a PNG drawn by bwip-js on a canvas.
 */
export default function BarcodeGeneratorTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(barcodeGeneratorState);
  const { text, symbology, scale, height, margin, includeText, foreground, background, rotation, check, qrEcLevel } = state;
  const info = SYMBOLOGY_INFO[symbology];
  // Long 2D data takes up to a second to encode: drawn in a worker, with progress and Cancel.
  const result = useJobResult(state, drawsInWorker, barcodeSvg, drawInWorker);
  const drawn = result.error === null && result.value !== null ? { ok: true as const, value: result.value } : { ok: false as const, error: result.error };
  const [pngError, setPngError] = useState<string | null>(null);
  const svgUrl = drawn.ok ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(drawn.value.svg)}` : null;
  const fileBase = `${symbology}-${text.replace(/[^\w-]+/g, '_').slice(0, 40) || 'barcode'}`;

  const downloadPng = () => {
    try {
      const canvas = document.createElement('canvas');
      bwipjs.toCanvas(canvas, barcodeRenderOptions(state).options);
      canvas.toBlob((blob) => blob && downloadFile(blob, `${fileBase}.png`, 'image/png'), 'image/png');
      setPngError(null);
    } catch (error) {
      setPngError(error instanceof Error ? error.message : String(error));
    }
  };

  const symbologyOptions = SYMBOLOGIES.map((value) => ({ value, label: SYMBOLOGY_INFO[value].label }));
  const rotations: { value: Rotation; label: string }[] = [
    { value: 'N', label: t`0°` },
    { value: 'R', label: t`90°` },
    { value: 'I', label: t`180°` },
    { value: 'L', label: t`270°` },
  ];

  return (
    <Stack>
      <Card>
        <Stack>
          <Select label={t`Symbology`} options={symbologyOptions} value={symbology} onChange={(value) => update({ symbology: value })} searchable />
          <TextInput
            label={t`Data`}
            value={text}
            onChange={(value) => update({ text: value })}
            monospace
            error={result.error}
            hint={info.rule}
            spellCheck={false}
          />
          <p className={styles.note} aria-live="polite">
            {drawn.ok ? drawn.value.note : ''}
          </p>
          <Row>
            <IntegerInput label={t`Scale (px per module)`} value={scale} min={1} max={10} onChange={(value) => update({ scale: value })} />
            {!info.twoD && <IntegerInput label={t`Bar height (mm)`} value={height} min={5} max={100} onChange={(value) => update({ height: value })} />}
            <IntegerInput label={t`Margin (px)`} value={margin} min={0} max={50} onChange={(value) => update({ margin: value })} />
          </Row>
          <div className={styles.colours}>
            <ColourInput label={t`Bar colour`} value={foreground} onChange={(value) => update({ foreground: value })} />
            <ColourInput label={t`Background colour`} value={background} onChange={(value) => update({ background: value })} />
            <ButtonsSelect label={t`Rotation`} options={rotations} value={rotation} onChange={(value) => update({ rotation: value })} />
          </div>
          <Row>
            {!info.twoD && <Checkbox label={t`Show the text under the bars`} checked={includeText} onChange={(value) => update({ includeText: value })} />}
            {info.optionalCheck && <Checkbox label={t`Add the optional check character`} checked={check} onChange={(value) => update({ check: value })} />}
            {symbology === 'qrcode' && (
              <Select
                label={t`Error correction`}
                options={[
                  { value: 'L', label: t`L (7 %)` },
                  { value: 'M', label: t`M (15 %)` },
                  { value: 'Q', label: t`Q (25 %)` },
                  { value: 'H', label: t`H (30 %)` },
                ]}
                value={qrEcLevel}
                onChange={(value) => update({ qrEcLevel: value })}
              />
            )}
          </Row>
        </Stack>
      </Card>
      <Card title={t`Barcode`}>
        <Stack>
          <DocumentJobStatus result={result} label={t`Drawing the barcode…`} />
          <div className={styles.preview} role="region" aria-label={t`Barcode preview`}>
            {svgUrl && drawn.ok ? (
              <img src={svgUrl} alt={t`${info.label} barcode of ${text.length > 60 ? `${text.slice(0, 60)}…` : text}`} width={drawn.value.width} height={drawn.value.height} />
            ) : (
              <p className={styles.empty}>{t`Fix the data to see the barcode.`}</p>
            )}
          </div>
          <p className={styles.note}>
            {t`Size`}: <output aria-label={t`Size in pixels`}>{drawn.ok ? `${drawn.value.width} × ${drawn.value.height} px` : '—'}</output>
          </p>
          <div className={styles.actions}>
            <Button variant="primary" disabled={!drawn.ok} onClick={() => drawn.ok && downloadFile(drawn.value.svg, `${fileBase}.svg`, 'image/svg+xml')}>
              {t`Download SVG`}
            </Button>
            <Button disabled={!drawn.ok} onClick={downloadPng}>
              {t`Download PNG`}
            </Button>
            <CopyButton value={drawn.ok ? drawn.value.svg : ''} label={t`Copy SVG`} showLabel disabled={!drawn.ok} />
          </div>
          {pngError && <Alert type="error">{pngError}</Alert>}
        </Stack>
      </Card>
    </Stack>
  );
}
