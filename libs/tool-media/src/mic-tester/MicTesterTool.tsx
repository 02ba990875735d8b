import { Alert, Button, Card, Checkbox, Select, Stack, useToolState } from '@handy-tools/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { CaptureGallery } from '../shared/media-devices/CaptureGallery.js';
import { DeviceSelect, StreamToggle } from '../shared/media-devices/DeviceControls.js';
import { MediaStreamProblem } from '../shared/media-devices/MediaErrorMessage.js';
import { chooseRecorderMimeType } from '../shared/media-devices/media-logic.js';
import shared from '../shared/media-devices/media.module.css';
import { RecorderControls } from '../shared/media-devices/RecorderControls.js';
import { useCaptures } from '../shared/media-devices/useCaptures.js';
import { useMediaStream } from '../shared/media-devices/useMediaStream.js';
import { useRecorder, type Recording } from '../shared/media-devices/useRecorder.js';
import { dominantFrequency, formatDbfs, measureLevel, micConstraints, type RmsReference } from './mic-tester.js';
import styles from './MicTesterTool.module.css';
import { micTesterState } from './state.js';

/** Levels shown on screen (refreshed ~15 times a second). */
interface Readout {
  rms: number;
  peak: number;
  maxPeak: number;
  clips: number;
  frequency: number | null;
}
const SILENT: Readout = { rms: -Infinity, peak: -Infinity, maxPeak: -Infinity, clips: 0, frequency: null };
const FLOOR = -60;

/**
 * The Web Audio graph of a live microphone: an analyser for the meter and spectrum, and a
 * loop-back path (delay → gain → speakers) muted unless asked. Closed when the stream goes.
 */
function useAudioAnalysis(stream: MediaStream | null, loopback: boolean, delay: number, reference: RmsReference, canvas: React.RefObject<HTMLCanvasElement | null>) {
  const [readout, setReadout] = useState<Readout>(SILENT);
  const graph = useRef<{ delay: DelayNode; gain: GainNode } | null>(null);
  const referenceRef = useRef(reference);
  referenceRef.current = reference;
  const maxima = useRef({ maxPeak: -Infinity, clips: 0 });

  useEffect(() => {
    if (!stream || stream.getAudioTracks().length === 0) return;
    const target = canvas.current;
    const context = new AudioContext();
    void context.resume();
    const source = context.createMediaStreamSource(stream);
    const analyser = context.createAnalyser();
    analyser.fftSize = 2048;
    const delayNode = context.createDelay(3);
    const gain = context.createGain();
    gain.gain.value = 0;
    source.connect(analyser);
    source.connect(delayNode).connect(gain).connect(context.destination);
    graph.current = { delay: delayNode, gain };
    maxima.current = { maxPeak: -Infinity, clips: 0 };
    const samples = new Float32Array(analyser.fftSize);
    const bins = new Uint8Array(analyser.frequencyBinCount);
    let frame = 0;
    let lastShown = 0;
    const tick = (now: number) => {
      frame = requestAnimationFrame(tick);
      analyser.getFloatTimeDomainData(samples);
      analyser.getByteFrequencyData(bins);
      const level = measureLevel(samples, referenceRef.current);
      if (level.peakDbfs > maxima.current.maxPeak) maxima.current.maxPeak = level.peakDbfs;
      if (level.clipped) maxima.current.clips++;
      drawSpectrum(target, bins);
      if (now - lastShown >= 66) {
        lastShown = now;
        setReadout({ rms: level.rmsDbfs, peak: level.peakDbfs, ...maxima.current, frequency: dominantFrequency(bins, context.sampleRate, analyser.fftSize) });
      }
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      graph.current = null;
      source.disconnect();
      void context.close();
      setReadout(SILENT);
      drawSpectrum(target, null);
    };
  }, [stream, canvas]);

  useEffect(() => {
    const g = graph.current;
    if (!g) return;
    g.delay.delayTime.value = delay;
    g.gain.gain.value = loopback ? 1 : 0;
  }, [loopback, delay, stream]);

  const resetMaxima = useCallback(() => {
    maxima.current = { maxPeak: -Infinity, clips: 0 };
    setReadout((r) => ({ ...r, maxPeak: -Infinity, clips: 0 }));
  }, []);
  return { readout, resetMaxima };
}

/** Draws the spectrum's bars (0 Hz to half the sample rate) in the canvas's CSS colour; clears it for null. */
function drawSpectrum(canvas: HTMLCanvasElement | null, bins: Uint8Array | null) {
  const context = canvas?.getContext('2d');
  if (!canvas || !context) return;
  const { width, height } = canvas;
  context.clearRect(0, 0, width, height);
  if (!bins) return;
  context.fillStyle = getComputedStyle(canvas).color;
  const shown = Math.floor(bins.length / 2); // up to a quarter of the sample rate (12 kHz at 48 kHz): where voices are
  const barWidth = width / shown;
  for (let i = 0; i < shown; i++) {
    const h = (bins[i]! / 255) * height;
    context.fillRect(i * barWidth, height - h, Math.max(1, barWidth - 0.5), h);
  }
}

/** Microphone tester: level meter (RMS, peak, clipping), spectrum, loop-back, record and play back. */
export default function MicTesterTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(micTesterState);
  const [microphoneId, setMicrophoneId] = useState('');
  const constraints = useMemo(
    () =>
      micConstraints({
        microphoneId,
        echoCancellation: state.echoCancellation,
        noiseSuppression: state.noiseSuppression,
        autoGainControl: state.autoGainControl,
      }),
    [microphoneId, state.echoCancellation, state.noiseSuppression, state.autoGainControl],
  );
  const media = useMediaStream(constraints, { camera: t`Camera`, microphone: t`Microphone` });
  const canvas = useRef<HTMLCanvasElement>(null);
  const ids = useId();
  const { readout, resetMaxima } = useAudioAnalysis(media.stream, state.loopback, state.delay, state.reference, canvas);

  const [mimeType, setMimeType] = useState<string | null>(null);
  useEffect(() => {
    setMimeType(typeof MediaRecorder === 'undefined' ? '' : chooseRecorderMimeType('audio', (type) => MediaRecorder.isTypeSupported(type)).mimeType);
  }, []);
  const { captures: recordings, add: addRecording, remove } = useCaptures();
  const onRecording = useCallback((r: Recording) => addRecording({ kind: 'audio', ...r }), [addRecording]);
  const recorder = useRecorder(media.stream, mimeType ?? '', onRecording);

  const live = media.status === 'live';
  const onOff = (on: boolean) => (on ? t`on` : t`off`);
  const summary = [
    t`echo cancellation ${onOff(state.echoCancellation)}`,
    t`noise suppression ${onOff(state.noiseSuppression)}`,
    t`auto gain ${onOff(state.autoGainControl)}`,
    state.loopback ? t`loop-back after ${state.delay} s` : t`loop-back off`,
    state.reference === 'aes17' ? t`RMS per AES17 (sine = 0 dBFS)` : t`plain RMS (sine = −3 dBFS)`,
  ].join(' · ');
  const trackSettings = live ? media.stream?.getAudioTracks()[0]?.getSettings() : undefined;
  const meterValue = (db: number) => (Number.isFinite(db) ? Math.max(FLOOR, Math.min(0, db)) : FLOOR);

  return (
    <Stack>
      <Card title={t`Microphone and processing`}>
        <Stack>
          <DeviceSelect device="microphone" devices={media.microphones} value={microphoneId} onChange={setMicrophoneId} />
          <div className={shared.controls}>
            <Checkbox label={t`Echo cancellation`} checked={state.echoCancellation} onChange={(echoCancellation) => update({ echoCancellation })} />
            <Checkbox label={t`Noise suppression`} checked={state.noiseSuppression} onChange={(noiseSuppression) => update({ noiseSuppression })} />
            <Checkbox label={t`Automatic gain`} checked={state.autoGainControl} onChange={(autoGainControl) => update({ autoGainControl })} />
          </div>
          <div className={shared.grid2}>
            <Checkbox label={t`Loop-back: play the microphone through the speakers`} checked={state.loopback} onChange={(loopback) => update({ loopback })} />
            <Select
              label={t`Loop-back delay`}
              value={String(state.delay) as '0' | '0.5' | '1' | '2'}
              onChange={(delay) => update({ delay: Number(delay) as 0 | 0.5 | 1 | 2 })}
              options={[
                { value: '0' as const, label: t`None (live)` },
                { value: '0.5' as const, label: '0.5 s' },
                { value: '1' as const, label: '1 s' },
                { value: '2' as const, label: '2 s' },
              ]}
            />
            <Select
              label={t`RMS reference`}
              value={state.reference}
              onChange={(reference) => update({ reference })}
              options={[
                { value: 'aes17', label: t`AES17: full-scale sine = 0 dBFS` },
                { value: 'plain', label: t`Plain: full-scale sine = −3 dBFS` },
              ]}
            />
          </div>
          {state.loopback && (
            <Alert type="warning">
              <Trans>Use headphones: with speakers, the microphone hears itself and can howl (feedback). Echo cancellation does not stop a loop-back.</Trans>
            </Alert>
          )}
          <output className={shared.summary} aria-label={t`Microphone settings`}>
            {summary}
          </output>
        </Stack>
      </Card>

      <Card title={t`Level`}>
        <Stack>
          <div className={shared.controls}>
            <StreamToggle media={media} device="microphone" />
            <span className={shared.muted} role="status">
              {media.status === 'starting'
                ? t`Waiting for the microphone…`
                : live
                  ? t`Listening${trackSettings?.sampleRate ? ` · ${trackSettings.sampleRate} Hz` : ''}${trackSettings?.channelCount ? ` · ${trackSettings.channelCount} ch` : ''}`
                  : t`The microphone is off. Click “Start microphone”: the browser will ask for permission.`}
            </span>
          </div>
          <MediaStreamProblem media={media} device="microphone" />
          <div className={styles.meters}>
            <span id={`${ids}-rms`}>{t`RMS`}</span>
            <meter aria-labelledby={`${ids}-rms`} min={FLOOR} max={0} low={-18} high={-6} optimum={-40} value={meterValue(readout.rms)} />
            <output className={styles.value} aria-label={t`RMS level`}>
              {formatDbfs(readout.rms)}
            </output>
            <span id={`${ids}-peak`}>{t`Peak`}</span>
            <meter aria-labelledby={`${ids}-peak`} min={FLOOR} max={0} low={-12} high={-3} optimum={-40} value={meterValue(readout.peak)} />
            <output className={styles.value} aria-label={t`Peak level`}>
              {formatDbfs(readout.peak)}
            </output>
          </div>
          <div className={styles.readouts}>
            <span>
              {t`Highest peak:`}{' '}
              <output className={styles.value} aria-label={t`Highest peak`}>
                {formatDbfs(readout.maxPeak)}
              </output>
            </span>
            <output className={[styles.clip, readout.clips > 0 ? styles.clipOn : ''].join(' ')} aria-label={t`Clipping`}>
              {readout.clips > 0 ? t`Clipped (${readout.clips}×)` : t`No clipping`}
            </output>
            <Button size="small" onClick={resetMaxima}>
              {t`Reset peak and clipping`}
            </Button>
            <span>
              {t`Strongest frequency:`}{' '}
              <output className={styles.value} aria-label={t`Strongest frequency`}>
                {readout.frequency === null ? '—' : `${Math.round(readout.frequency)} Hz`}
              </output>
            </span>
          </div>
          <canvas ref={canvas} className={styles.spectrum} width={512} height={120} role="img" aria-label={t`Frequency spectrum, 0 to 12 kHz`} />
        </Stack>
      </Card>

      <Card title={t`Record and play back`}>
        <Stack>
          <div className={shared.controls}>
            <RecorderControls recorder={recorder} canStart={live && mimeType !== null} />
          </div>
          {recorder.error && <p className={shared.muted}>{recorder.error}</p>}
          <CaptureGallery
            captures={recordings}
            label={t`Recordings`}
            itemTestId="recording"
            fileNamePrefix={() => 'microphone'}
            onDelete={remove}
            empty={<Trans>Start the microphone, record a few words and play them back here. Recordings stay in this page only.</Trans>}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
