import { useLingui } from '@lingui/react/macro';
import {
  attempt,
  Button,
  Card,
  downloadFile,
  Row,
  Select,
  Stack,
  TextInput,
  TextCopyable,
  Table,
  useToolState,
  type TableColumn,
} from '@handy-tools/ui';
import { useId, useMemo, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { parseColor, toHex } from '../shared/color/color.js';
import { Slider } from '../shared/widgets/Slider.js';
import {
  contrastRatio,
  contrastVerdicts,
  EXPORT_FORMATS,
  exportPalette,
  formatRatio,
  harmonyColors,
  hslToHex,
  namePalette,
  rgbaToHsl,
  wheelKey,
  wheelPick,
  wheelPosition,
  type ContrastVerdicts,
  type ExportFormat,
  type HarmonyType,
  type PaletteColor,
} from './color-wheel.js';
import styles from './ColorWheelTool.module.css';
import { colorWheelState } from './state.js';

const FILE: Record<ExportFormat, [string, string]> = {
  css: ['palette.css', 'text/css'],
  scss: ['_palette.scss', 'text/x-scss'],
  json: ['palette.json', 'application/json'],
  tailwind: ['tailwind.config.js', 'text/javascript'],
  svg: ['palette.svg', 'image/svg+xml'],
};

/** Draws the palette's swatches (64 px squares, hex beneath) on a canvas and downloads it as PNG. */
function downloadPng(colors: readonly PaletteColor[]): void {
  const size = 64;
  const gap = 8;
  const canvas = document.createElement('canvas');
  canvas.width = colors.length * (size + gap) - gap;
  canvas.height = size + 20;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.font = '11px monospace';
  ctx.textAlign = 'center';
  colors.forEach((c, i) => {
    const x = i * (size + gap);
    ctx.fillStyle = c.hex;
    ctx.fillRect(x, 0, size, size);
    ctx.fillStyle = '#000';
    ctx.fillText(c.hex, x + size / 2, size + 15);
  });
  canvas.toBlob((blob) => {
    if (blob) downloadFile(blob, 'palette.png', 'image/png');
  }, 'image/png');
}

/** Colour wheel: pick a colour, see its harmonies, check contrast, export the palette. */
export default function ColorWheelTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(colorWheelState);
  const { hue, saturation, lightness, harmony, foreground, background, prefix, exportFormat } = state;
  const [baseDraft, setBaseDraft] = useState<{ text: string; error: string | null; hex: string } | null>(null);
  const keysId = useId();

  const baseHex = hslToHex({ h: hue, s: saturation, l: lightness });
  const harmonyResult = useMemo(() => attempt(() => harmonyColors({ h: hue, s: saturation, l: lightness }, harmony)), [hue, saturation, lightness, harmony]);
  const colors = harmonyResult.value ?? [{ h: hue, s: saturation, l: lightness }];
  const hexes = colors.map(hslToHex);

  const harmonyLabels: Record<HarmonyType, string> = {
    complementary: t`Complementary`,
    analogous: t`Analogous`,
    triadic: t`Triadic`,
    'split-complementary': t`Split-complementary`,
    tetradic: t`Tetradic (rectangle)`,
    square: t`Square`,
    'double-split-complementary': t`Double split-complementary`,
    monochromatic: t`Monochromatic`,
  };
  const formatLabels: Record<ExportFormat, string> = {
    css: t`CSS variables`,
    scss: t`SCSS variables`,
    json: t`JSON`,
    tailwind: t`Tailwind config`,
    svg: t`SVG swatches`,
  };

  const setHs = (h: number, s: number) => update({ hue: h, saturation: s });
  const pick = (e: PointerEvent<HTMLDivElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    const r = rect.width / 2;
    const { h, s } = wheelPick((e.clientX - rect.left - r) / r, (e.clientY - rect.top - r) / r);
    setHs(h, s);
  };
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = wheelKey(Math.round(hue), Math.round(saturation), e.key, e.shiftKey);
    if (next) {
      e.preventDefault();
      setHs(next.h, next.s);
    }
  };

  const editBase = (text: string) => {
    const parsed = attempt(() => parseColor(text));
    if (parsed.value) {
      const hsl = rgbaToHsl(parsed.value);
      const round1 = (v: number) => Math.round(v * 10) / 10;
      const next = { hue: round1(hsl.h) % 360, saturation: round1(hsl.s), lightness: round1(hsl.l) };
      setBaseDraft({ text, error: null, hex: hslToHex({ h: next.hue, s: next.saturation, l: next.lightness }) });
      update(next);
    } else setBaseDraft({ text, error: parsed.error ?? null, hex: baseHex });
  };
  const baseText = baseDraft && baseDraft.hex === baseHex ? baseDraft.text : baseHex;

  const fg = useMemo(() => attempt(() => parseColor(foreground)), [foreground]);
  const bg = useMemo(() => attempt(() => parseColor(background)), [background]);
  const ratio = fg.value && bg.value ? contrastRatio(fg.value, bg.value) : null;
  const verdicts = ratio === null ? null : contrastVerdicts(ratio);
  interface VerdictRow {
    key: keyof ContrastVerdicts;
    label: string;
    level: string;
  }
  const verdictRows: VerdictRow[] = [
    { key: 'aaNormal', label: t`AA, normal text`, level: '4.5:1' },
    { key: 'aaLarge', label: t`AA, large text`, level: '3:1' },
    { key: 'aaaNormal', label: t`AAA, normal text`, level: '7:1' },
    { key: 'aaaLarge', label: t`AAA, large text`, level: '4.5:1' },
    { key: 'nonText', label: t`Non-text (UI, graphics)`, level: '3:1' },
  ];
  const verdictColumns: TableColumn<VerdictRow>[] = [
    { key: 'label', header: t`Criterion` },
    { key: 'level', header: t`Needs` },
    {
      key: 'result',
      header: t`Result`,
      render: (row) => (
        <output aria-label={row.label} className={verdicts ? (verdicts[row.key] ? styles.pass : styles.fail) : undefined}>
          {verdicts ? (verdicts[row.key] ? t`Pass` : t`Fail`) : '—'}
        </output>
      ),
    },
  ];

  // Cheap (a few colours): computed on each render.
  const named = attempt(() => namePalette(hexes, prefix));
  const namedPalette = named.value;
  const exported = namedPalette ? attempt(() => exportPalette(namedPalette, exportFormat)) : null;

  const p = (h: number, s: number) => {
    const { x, y } = wheelPosition(h, s);
    return { left: `${50 + x * 50}%`, top: `${50 + y * 50}%` };
  };

  return (
    <Stack>
      <Card title={t`Wheel`}>
        <div className={styles.top}>
          <div
            className={styles.wheel}
            style={{ '--l': `${lightness}%`, '--grey': `hsl(0 0% ${lightness}%)` } as CSSProperties}
            role="slider"
            tabIndex={0}
            aria-label={t`Colour wheel: hue and saturation`}
            aria-valuemin={0}
            aria-valuemax={359}
            aria-valuenow={Math.round(hue)}
            aria-valuetext={t`Hue ${Math.round(hue)}°, saturation ${Math.round(saturation)}%`}
            aria-describedby={keysId}
            onKeyDown={onKey}
            onPointerDown={(e) => {
              e.currentTarget.setPointerCapture(e.pointerId);
              pick(e);
            }}
            onPointerMove={(e) => {
              if (e.currentTarget.hasPointerCapture(e.pointerId)) pick(e);
            }}
          >
            {colors.map((c, i) => (
              <span
                key={i}
                className={i === 0 ? `${styles.marker} ${styles.base}` : styles.marker}
                style={{ ...p(c.h, c.s), background: hexes[i] }}
                aria-hidden
              />
            ))}
          </div>
          <div className={styles.controls}>
            <p id={keysId} className="ht-visually-hidden">
              {t`Left and right arrows turn the hue, up and down arrows change the saturation; hold Shift for bigger steps.`}
            </p>
            <TextInput
              label={t`Base colour`}
              value={baseText}
              onChange={editBase}
              error={baseDraft?.hex === baseHex ? baseDraft.error : null}
              hint={t`Any CSS colour: hex, rgb(), hsl(), oklch(), a name…`}
              monospace
              spellCheck={false}
              autoComplete="off"
              copyable
            />
            <Slider label={t`Lightness`} value={Math.round(lightness)} min={0} max={100} unit="%" onChange={(v) => update({ lightness: v })} />
            <Select
              label={t`Harmony`}
              options={Object.entries(harmonyLabels).map(([value, label]) => ({ value: value as HarmonyType, label }))}
              value={harmony}
              onChange={(value) => update({ harmony: value })}
            />
          </div>
        </div>
      </Card>
      <Card title={t`Palette`}>
        <ul className={styles.palette} aria-label={t`Palette colours`}>
          {hexes.map((hex, i) => (
            <li key={i} className={styles.item}>
              <div className={styles.swatch} style={{ background: hex }} role="img" aria-label={t`Swatch ${i + 1}: ${hex}`} />
              <TextCopyable label={t`Colour ${i + 1}`} value={hex} copyLabel={t`Copy colour ${i + 1}`} />
              <div className={styles.buttons}>
                <Button size="small" onClick={() => update({ foreground: hex })} aria-label={t`Use colour ${i + 1} as text`}>
                  {t`As text`}
                </Button>
                <Button size="small" onClick={() => update({ background: hex })} aria-label={t`Use colour ${i + 1} as background`}>
                  {t`As background`}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </Card>
      <Card title={t`Contrast (WCAG 2.x)`}>
        <Stack>
          <Row>
            <TextInput label={t`Text colour`} value={foreground} onChange={(v) => update({ foreground: v })} error={fg.error} monospace spellCheck={false} autoComplete="off" />
            <TextInput label={t`Background colour`} value={background} onChange={(v) => update({ background: v })} error={bg.error} monospace spellCheck={false} autoComplete="off" />
          </Row>
          {/* An SVG, not styled text: the sample may fail contrast on purpose, and the page's own checks must not read it as page text. */}
          <svg className={styles.preview} width="100%" height="84" role="img" aria-label={t`Contrast preview: ${foreground} text on ${background}`}>
            <rect width="100%" height="100%" fill={bg.value ? toHex(bg.value) : 'transparent'} />
            <text x="16" y="30" fontSize="16" fill={fg.value ? toHex(fg.value) : 'currentColor'}>
              {t`Normal text, 16 px`}
            </text>
            <text x="16" y="66" fontSize="24" fill={fg.value ? toHex(fg.value) : 'currentColor'}>
              {t`Large text (24 px)`}
            </text>
          </svg>
          <p className={styles.ratio}>
            <output aria-label={t`Contrast ratio`}>{ratio === null ? '—' : formatRatio(ratio)}</output>
          </p>
          <Table caption={t`WCAG 2.x verdicts`} columns={verdictColumns} rows={verdictRows} getRowKey={(row) => row.key} rowHeader="label" dense />
        </Stack>
      </Card>
      <Card title={t`Export`}>
        <Stack>
          <Row>
            <TextInput label={t`Name prefix`} value={prefix} onChange={(v) => update({ prefix: v })} error={named.error} monospace spellCheck={false} autoComplete="off" />
            <Select
              label={t`Format`}
              options={EXPORT_FORMATS.map((value) => ({ value, label: formatLabels[value] }))}
              value={exportFormat}
              onChange={(value) => update({ exportFormat: value })}
            />
          </Row>
          <TextInput label={t`Palette export`} value={exported?.value ?? ''} readOnly multiline rows={8} monospace copyable />
          <Row>
            <Button disabled={!exported?.value} onClick={() => exported?.value && downloadFile(exported.value, FILE[exportFormat][0], FILE[exportFormat][1])}>
              {t`Download ${FILE[exportFormat][0]}`}
            </Button>
            <Button disabled={!named.value} onClick={() => named.value && downloadPng(named.value)}>
              {t`Download PNG swatches`}
            </Button>
          </Row>
        </Stack>
      </Card>
    </Stack>
  );
}
