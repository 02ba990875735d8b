import {
  Alert,
  Button,
  ButtonsSelect,
  Card,
  Checkbox,
  CopyButton,
  downloadFile,
  IntegerInput,
  Progress,
  Select,
  Stack,
  TextInput,
  ToolInputError,
  useAsyncResult,
  useToolState,
} from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useId, useMemo } from 'react';
import { ImagePicker, useImageSource, usePipelineResult } from '../shared/image-pipeline/ImagePipeline.js';
import type { PipelineJob } from '../shared/image-pipeline/pipeline-types.js';
import {
  ASCII_LANGUAGES,
  ASCII_RAMPS,
  asciiAsCode,
  asciiCells,
  asciiHtml,
  asciiHtmlLines,
  asciiRows,
  asciiText,
  MAX_ASCII_COLUMNS,
  type AsciiLanguage,
  type AsciiSourceImage,
} from './image-to-ascii-art.js';
import { imageToAsciiArtState, RAMP_CHOICES } from './state.js';
import styles from './image-to-ascii-art.module.css';

/** A labelled slider that shows its value. */
function Slider(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  format?: (v: number) => string;
  onChange: (v: number) => void;
}) {
  const id = useId();
  return (
    <div className={styles.slider}>
      <label htmlFor={id}>
        <span>{props.label}</span>
        <output htmlFor={id}>{props.format ? props.format(props.value) : props.value}</output>
      </label>
      <input
        id={id}
        type="range"
        min={props.min}
        max={props.max}
        step={props.step}
        value={props.value}
        onChange={(e) => props.onChange(Number(e.target.value))}
      />
    </div>
  );
}

/** Reads the pixels of the small PNG the pipeline made (a few thousand pixels: cheap on the page). */
async function pixelsOf(blob: Blob): Promise<AsciiSourceImage> {
  const bitmap = await createImageBitmap(blob, { premultiplyAlpha: 'none' }).catch(() => {
    throw new ToolInputError('The scaled image could not be read back.');
  });
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('No 2D canvas.');
  ctx.drawImage(bitmap, 0, 0);
  bitmap.close();
  const { data, width, height } = ctx.getImageData(0, 0, canvas.width, canvas.height);
  return { data, width, height };
}

const LANGUAGE_LABELS: Record<AsciiLanguage, string> = {
  text: 'Plain text',
  markdown: 'Markdown code block',
  bash: 'Bash (printf)',
  powershell: 'PowerShell',
  python: 'Python',
  javascript: 'JavaScript / Node.js',
  c: 'C',
  cpp: 'C++',
  csharp: 'C#',
  java: 'Java',
  go: 'Go',
  rust: 'Rust',
  php: 'PHP',
  ruby: 'Ruby',
};

/**
 * Image to ASCII art: the UI. The image (the visitor's, or the built-in sample) is decoded and
 * scaled to one pixel a character in the image pipeline's worker (a 50-megapixel photo never
 * freezes the page), then mapped to characters by the pure logic as the settings change.
 */
export default function ImageToAsciiArtTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(imageToAsciiArtState);
  const { sample, columns, ramp, customRamp, invert, contrast, brightness, cellAspect, colored, language } = state;
  const onOwnImage = useCallback(() => update({ sample: false }), [update]);
  const source = useImageSource(sample, onOwnImage);
  const facts = source.image?.facts;
  const rows = facts ? asciiRows(facts.width, facts.height, columns, cellAspect) : 0;
  const job = useMemo<PipelineJob | null>(
    () =>
      rows > 0 ? { format: 'png', quality: 100, background: '#ffffff', resize: { width: columns, height: rows, method: 'box' } } : null,
    [columns, rows],
  );
  const run = usePipelineResult(source.image, job);
  const blob = run.result.status === 'done' ? run.result.value.blob : null;
  const pixels = useAsyncResult(blob, (b: Blob) => pixelsOf(b));
  const rampText = ramp === 'custom' ? customRamp : ASCII_RAMPS[ramp];
  const rampError =
    ramp === 'custom' && customRamp.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '') === ''
      ? t`Enter at least one character, darkest first.`
      : null;
  const art = useMemo(() => {
    if (pixels.status !== 'done' || rampError) return null;
    try {
      const cells = asciiCells(pixels.value, { columns, ramp: rampText, invert, contrast, brightness, cellAspect });
      const text = asciiText(cells);
      return {
        cells,
        text,
        html: asciiHtml(cells, invert ? '#000000' : '#ffffff'),
        lines: colored ? asciiHtmlLines(cells) : '',
        code: asciiAsCode(text, language),
        error: null,
      };
    } catch (error) {
      if (error instanceof ToolInputError) return { cells: null, text: '', html: '', lines: '', code: '', error: error.message };
      throw error;
    }
  }, [pixels, rampText, rampError, columns, invert, contrast, brightness, cellAspect, language, colored]);

  const rampOptions = RAMP_CHOICES.map((value) => ({
    value,
    label:
      value === 'custom'
        ? t`Custom`
        : value === 'standard'
          ? t`Standard (10 levels)`
          : value === 'detailed'
            ? t`Detailed (70 levels)`
            : value === 'blocks'
              ? t`Unicode blocks`
              : value === 'binary'
                ? t`Two levels (# and space)`
                : t`Simple (#+-.)`,
  }));
  const pending = run.result.status === 'pending' || pixels.status === 'pending';
  const error =
    (run.result.status === 'error' ? run.result.message : null) ??
    (pixels.status === 'error' ? pixels.message : null) ??
    art?.error ??
    null;
  const shownText = colored ? (art?.html ?? '') : (art?.code ?? '');
  const artClass = [styles.art, invert ? styles.dark : '', !colored && language !== 'text' ? styles.code : ''].filter(Boolean).join(' ');

  return (
    <Stack>
      <Card>
        <ImagePicker label={t`Image (choose, drop or paste)`} source={source} />
      </Card>
      <Card>
        <div className={styles.grid}>
          <IntegerInput
            label={t`Width (characters)`}
            min={1}
            max={MAX_ASCII_COLUMNS}
            value={columns}
            onChange={(v) => update({ columns: v })}
          />
          <Select label={t`Character set`} options={rampOptions} value={ramp} onChange={(v) => update({ ramp: v })} />
          {ramp === 'custom' && (
            <TextInput
              label={t`Characters (darkest first)`}
              value={customRamp}
              onChange={(v) => update({ customRamp: v })}
              error={rampError}
              monospace
              spellCheck={false}
            />
          )}
          <Slider label={t`Contrast`} value={contrast} min={-100} max={100} step={1} onChange={(v) => update({ contrast: v })} />
          <Slider label={t`Brightness`} value={brightness} min={-100} max={100} step={1} onChange={(v) => update({ brightness: v })} />
          <Slider
            label={t`Character width ÷ height`}
            value={cellAspect}
            min={0.2}
            max={2}
            step={0.05}
            format={(v) => (v === 1 ? t`1 (no correction)` : v.toFixed(2))}
            onChange={(v) => update({ cellAspect: v })}
          />
        </div>
        <Stack>
          <Checkbox label={t`Invert (light characters on a dark background)`} checked={invert} onChange={(v) => update({ invert: v })} />
          <ButtonsSelect
            label={t`Output`}
            options={[
              { value: 'plain', label: t`Plain text` },
              { value: 'colored', label: t`Coloured HTML` },
            ]}
            value={colored ? 'colored' : 'plain'}
            onChange={(v) => update({ colored: v === 'colored' })}
          />
          {!colored && (
            <Select
              label={t`Print as`}
              options={ASCII_LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }))}
              value={language}
              onChange={(v) => update({ language: v })}
              searchable
            />
          )}
        </Stack>
      </Card>
      <Card>
        <Stack>
          <div className={styles.status} aria-live="polite">
            {pending && (
              <>
                <Progress label={t`Scaling the image…`} value={run.progress ? Math.round(run.progress.fraction * 100) : undefined} />
                <Button size="small" onClick={run.cancel}>{t`Cancel`}</Button>
              </>
            )}
            {run.cancelled && (
              <>
                <span>{t`Cancelled.`}</span>
                <Button size="small" onClick={run.retry}>{t`Run again`}</Button>
              </>
            )}
            {art?.cells && !pending && <span className={styles.note} role="status">{t`${columns} × ${rows} characters`}</span>}
          </div>
          {error && <Alert type="error">{error}</Alert>}
          {/* The art scrolls both ways: focusable so the keyboard can scroll it (axe scrollable-region-focusable). */}
          {/* eslint-disable jsx-a11y/no-noninteractive-tabindex */}
          {art?.cells && colored ? (
            // Our own escaped HTML (asciiHtmlLines): one string is far faster than thousands of React spans.
            <pre
              className={artClass}
              role="region"
              aria-label={t`ASCII art`}
              tabIndex={0}
              dangerouslySetInnerHTML={{ __html: art.lines }}
            />
          ) : (
            <pre className={artClass} role="region" aria-label={t`ASCII art`} tabIndex={0}>
              {art?.cells ? (
                art.code
              ) : (
                <span className={styles.muted}>
                  {source.image || source.loading ? t`Drawing…` : t`Choose an image, or load an example.`}
                </span>
              )}
            </pre>
          )}
          {/* eslint-enable jsx-a11y/no-noninteractive-tabindex */}
          <div className={styles.actions}>
            <CopyButton value={shownText} label={colored ? t`Copy HTML` : t`Copy text`} showLabel disabled={!art?.cells} />
            <Button
              disabled={!art?.cells}
              onClick={() =>
                colored
                  ? downloadFile(
                      `<!doctype html>\n<meta charset="utf-8">\n<title>ASCII art</title>\n${shownText}\n`,
                      'ascii-art.html',
                      'text/html',
                    )
                  : downloadFile(
                      shownText,
                      language === 'text' ? 'ascii-art.txt' : `ascii-art.${language === 'markdown' ? 'md' : 'txt'}`,
                      'text/plain',
                    )
              }
            >
              {colored ? t`Download HTML` : t`Download`}
            </Button>
          </div>
        </Stack>
      </Card>
    </Stack>
  );
}
