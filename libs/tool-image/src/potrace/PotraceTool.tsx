import { createWarmWorker, isAbortError } from '@handy-tools/compute';
import {
  Button,
  ButtonsSelect,
  Card,
  Checkbox,
  downloadFile,
  FileUpload,
  IntegerInput,
  Progress,
  Row,
  Select,
  Stack,
  TextInput,
  useAsyncResult,
  useToolState,
  useObjectUrl,
} from '@handy-tools/ui';
import { formatByteSize, ToolInputError } from '@handy-tools/ui/kit';
import { useLingui } from '@lingui/react/macro';
import { proxy } from 'comlink';
import { useMemo, useState } from 'react';
import { parseDecimal, parseHexColor, sampleImage, TURN_POLICIES, type SampleName, type TraceOptions, type TurnPolicy } from './potrace.js';
import type { PotraceWorkerApi } from './potrace.worker.js';
import styles from './PotraceTool.module.css';
import { potraceState } from './state.js';

const worker = createWarmWorker<PotraceWorkerApi>(() => new Worker(new URL('./potrace.worker.js', import.meta.url), { type: 'module' }));

interface Request {
  source: Blob | SampleName;
  key: string;
  maxPixels: number;
  options: TraceOptions;
}

/** One field's parse: its value, or its error message. */
function field<T>(parse: () => T): { value: T | null; error: string | null } {
  try {
    return { value: parse(), error: null };
  } catch (e) {
    if (e instanceof ToolInputError) return { value: null, error: e.message };
    throw e;
  }
}

/**
 * Image to SVG tracer: the UI. An image (picked, dropped, pasted, or a built-in sample) is decoded,
 * scaled to the working size and traced with potrace in a Web Worker, with progress and Cancel;
 * the SVG is previewed, shown as source, sized against the original, downloadable and copyable.
 */
export default function PotraceTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(potraceState);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<{ stage: 'decode' | 'trace'; done: number; total: number } | null>(null);
  const [cancelled, setCancelled] = useState<Request | null>(null);

  const alphaMax = field(() => parseDecimal(state.alphaMax, t`Corner threshold`, 0, 1.334));
  const optTolerance = field(() => parseDecimal(state.optTolerance, t`Curve tolerance`, 0, 10));
  const color = field(() => parseHexColor(state.color, t`Fill colour`));
  const background = field(() => parseHexColor(state.background, t`Background`, true));

  const source = file ?? (state.sample || null);
  const request = useMemo<Request | null>(() => {
    if (!source || alphaMax.value === null || optTolerance.value === null || color.value === null || background.value === null) return null;
    const maxPixels = state.maxMegapixels * 1_000_000;
    const key = typeof source === 'string' ? `sample:${source}` : `file:${source.name}:${source.size}:${source.lastModified}:${maxPixels}`;
    const options: TraceOptions = {
      mode: state.mode,
      colors: state.colors,
      threshold: state.autoThreshold ? 'auto' : state.threshold,
      invert: state.invert,
      steps: state.steps,
      color: color.value,
      background: background.value,
      turdSize: state.turdSize,
      turnPolicy: state.turnPolicy,
      alphaMax: alphaMax.value,
      optCurve: state.optCurve,
      optTolerance: optTolerance.value,
    };
    return { source, key, maxPixels, options };
  }, [source, state, alphaMax.value, optTolerance.value, color.value, background.value]);

  const live = request !== null && request !== cancelled ? request : null;
  const result = useAsyncResult(live, async (r, signal) => {
    setProgress(null);
    try {
      const input = typeof r.source === 'string' ? sampleImage(r.source) : r.source;
      return await worker.run(
        (api) =>
          api.trace(
            input,
            r.key,
            r.maxPixels,
            r.options,
            proxy((stage, done, total) => setProgress({ stage, done, total })),
          ),
        signal,
      );
    } catch (e) {
      if (isAbortError(e)) throw new ToolInputError(t`Cancelled.`);
      throw e;
    }
  });

  const svg = result.status === 'done' ? result.value.svg : '';
  const svgBlob = useMemo(() => (svg ? new Blob([svg], { type: 'image/svg+xml' }) : null), [svg]);
  const url = useObjectUrl(svgBlob) ?? '';

  const svgBytes = useMemo(() => new TextEncoder().encode(svg).length, [svg]);
  const originalBytes = file?.size ?? null;
  const baseName = file ? file.name.replace(/\.[^.]*$/, '') || 'traced' : `sample-${state.sample || 'image'}`;
  const done = result.status === 'done' ? result.value : null;
  const layerCount = done?.layers.length ?? 0;
  const thresholdNote = done === null ? '' : done.threshold === null ? t` · ${layerCount} colours` : t` · threshold ${done.threshold}`;
  const policyLabels: Record<TurnPolicy, string> = {
    minority: t`Minority (default)`,
    majority: t`Majority`,
    black: t`Black`,
    white: t`White`,
    left: t`Left`,
    right: t`Right`,
    random: t`Random`,
  };

  return (
    <Stack>
      <Card>
        <Stack>
          <FileUpload
            label={t`Image to trace (PNG, JPEG, WebP, GIF, AVIF, BMP)`}
            accept="image/*"
            allowImagePaste
            onFiles={(files) => {
              setFile(files[0] ?? null);
              setCancelled(null);
              if (state.sample) update({ sample: '' });
            }}
          />
          <Row>
            <Select
              label={t`Built-in sample`}
              options={[
                { value: '', label: file ? t`Your image: ${file.name}` : t`None` },
                { value: 'shapes', label: t`Shapes` },
                { value: 'gradient', label: t`Grey rings` },
                { value: 'badge', label: t`Colour badge` },
              ]}
              value={file ? '' : state.sample}
              onChange={(sample) => {
                setFile(null);
                setCancelled(null);
                update({ sample: sample as '' | SampleName });
              }}
            />
          </Row>
        </Stack>
      </Card>
      <Card>
        <Stack>
          <ButtonsSelect
            label={t`Mode`}
            options={[
              { value: 'mono', label: t`One colour (threshold, tones)` },
              { value: 'color', label: t`The image's colours` },
            ]}
            value={state.mode}
            onChange={(mode) => update({ mode })}
          />
          <div className={styles.options}>
            {state.mode === 'color' ? (
              <IntegerInput label={t`Colours (2–64)`} min={2} max={64} value={state.colors} onChange={(colors) => update({ colors })} />
            ) : (
              <>
                <Checkbox
                  label={t`Automatic threshold (Otsu)`}
                  checked={state.autoThreshold}
                  onChange={(autoThreshold) => update({ autoThreshold })}
                />
                {!state.autoThreshold && (
                  <IntegerInput
                    label={t`Threshold (0–255, darker is traced)`}
                    min={0}
                    max={255}
                    value={state.threshold}
                    onChange={(threshold) => update({ threshold })}
                  />
                )}
                <Checkbox label={t`Invert (trace the light parts)`} checked={state.invert} onChange={(invert) => update({ invert })} />
                <IntegerInput
                  label={t`Tones (1 = plain trace, 2–16 = posterize)`}
                  min={1}
                  max={16}
                  value={state.steps}
                  onChange={(steps) => update({ steps })}
                />
                <TextInput
                  label={t`Fill colour (#rrggbb)`}
                  value={state.color}
                  onChange={(value) => update({ color: value })}
                  error={color.error}
                />
              </>
            )}
            <IntegerInput
              label={t`Ignore speckles up to (pixels)`}
              min={0}
              max={100000}
              value={state.turdSize}
              onChange={(turdSize) => update({ turdSize })}
            />
            <TextInput
              label={t`Corner threshold (0 = polygon, 1.334 = no corners)`}
              value={state.alphaMax}
              onChange={(value) => update({ alphaMax: value })}
              error={alphaMax.error}
            />
            <Checkbox label={t`Optimise curves`} checked={state.optCurve} onChange={(optCurve) => update({ optCurve })} />
            <TextInput
              label={t`Curve tolerance`}
              value={state.optTolerance}
              onChange={(value) => update({ optTolerance: value })}
              error={optTolerance.error}
            />
            <Select
              label={t`Turn policy`}
              options={TURN_POLICIES.map((value) => ({ value, label: policyLabels[value] }))}
              value={state.turnPolicy}
              onChange={(turnPolicy) => update({ turnPolicy: turnPolicy as TurnPolicy })}
            />
            <TextInput
              label={t`Background (#rrggbb, empty = transparent)`}
              value={state.background}
              onChange={(value) => update({ background: value })}
              error={background.error}
            />
            <IntegerInput
              label={t`Working size (megapixels; larger images are scaled down)`}
              min={1}
              max={50}
              value={state.maxMegapixels}
              onChange={(maxMegapixels) => update({ maxMegapixels })}
            />
          </div>
        </Stack>
      </Card>
      <Card>
        <Stack>
          <div className={styles.status} aria-live="polite">
            {result.status === 'pending' && (
              <Row>
                <Progress
                  label={progress?.stage === 'decode' ? t`Decoding the image…` : t`Tracing…`}
                  value={progress?.stage === 'trace' ? progress.done : undefined}
                  max={progress?.stage === 'trace' ? progress.total : undefined}
                />
                <Button onClick={() => setCancelled(request)}>{t`Cancel`}</Button>
              </Row>
            )}
            {result.status === 'error' && (
              <p role="alert" className={styles.facts}>
                {result.message}
              </p>
            )}
            {request !== null && request === cancelled && <p className={styles.facts}>{t`Cancelled. Change a setting to trace again.`}</p>}
            {result.status === 'idle' && !source && (
              <p className={styles.facts}>{t`Choose, drop or paste an image, or pick a built-in sample.`}</p>
            )}
          </div>
          <div className={styles.preview}>{url && <img src={url} alt={t`The traced drawing`} />}</div>
          <output className={styles.facts} aria-label={t`Sizes`}>
            {done &&
              (originalBytes !== null
                ? t`SVG: ${formatByteSize(svgBytes)} · original: ${formatByteSize(originalBytes)} (${done.original.width} × ${done.original.height} px, traced at ${done.width} × ${done.height}) ${thresholdNote}`
                : t`SVG: ${formatByteSize(svgBytes)} · sample: ${done.width} × ${done.height} px, ${formatByteSize(done.width * done.height * 4)} as RGBA${thresholdNote}`)}
          </output>
          <Row>
            <Button variant="primary" disabled={!svg} onClick={() => downloadFile(svg, `${baseName}.svg`, 'image/svg+xml')}>
              {t`Download SVG`}
            </Button>
          </Row>
          <TextInput label={t`SVG source`} value={svg} readOnly multiline rows={8} monospace copyable />
        </Stack>
      </Card>
    </Stack>
  );
}
