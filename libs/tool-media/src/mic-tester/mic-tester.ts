import { ToolInputError } from '@handy-tools/ui/kit';

/**
 * How RMS is expressed in dBFS:
 * - `aes17` (the standard, AES17-2015 §3.12.1): full scale is the RMS of a full-scale sine, so a
 *   full-scale sine reads 0 dBFS and a full-scale square wave +3.01 dBFS;
 * - `plain`: 20·log10(RMS) against an RMS of 1, so a full-scale sine reads −3.01 dBFS (what many
 *   simple meters, and the Web Audio examples, show).
 */
export type RmsReference = 'aes17' | 'plain';

/** The largest positive 16-bit PCM code, as a float sample: a sample this loud has hit the converter's limit. */
export const CLIP_THRESHOLD = 32767 / 32768;

/** What {@link measureLevel} returns. */
export interface Level {
  /** RMS level in dBFS (−Infinity for silence). */
  rmsDbfs: number;
  /** Sample peak level in dBFS: 20·log10(max |x|) (−Infinity for silence). */
  peakDbfs: number;
  /** Whether a sample reached the clipping threshold. */
  clipped: boolean;
  /** How many samples reached it. */
  clippedSamples: number;
}

/**
 * Converts a linear amplitude (1 = digital full scale) to decibels relative to full scale.
 *
 * @param amplitude - a linear amplitude ≥ 0.
 * @returns 20·log10(amplitude) in dB; −Infinity for 0.
 * @throws ToolInputError when the amplitude is negative or not a finite number.
 */
export function amplitudeToDbfs(amplitude: number): number {
  if (!Number.isFinite(amplitude) || amplitude < 0) throw new ToolInputError(`An amplitude must be a finite number ≥ 0 (got ${amplitude}).`);
  return amplitude === 0 ? -Infinity : 20 * Math.log10(amplitude);
}

/**
 * The level of a block of float PCM samples (−1…1 is full scale, as Web Audio's
 * `AnalyserNode.getFloatTimeDomainData` gives them): RMS and sample-peak in dBFS, and clipping.
 *
 * @param samples - the samples (a `Float32Array` or numbers), at least one, all finite.
 * @param reference - how RMS is referenced ({@link RmsReference}; default `aes17`).
 * @param clipThreshold - the |sample| at or above which a sample counts as clipped (default {@link CLIP_THRESHOLD}).
 * @returns the {@link Level}.
 * @throws ToolInputError when there are no samples or one is not a finite number (its index is named).
 * @see AES17-2015, "AES standard method for digital audio engineering — Measurement of digital audio equipment", §3.12.
 */
export function measureLevel(samples: ArrayLike<number>, reference: RmsReference = 'aes17', clipThreshold = CLIP_THRESHOLD): Level {
  if (samples.length === 0) throw new ToolInputError('There are no samples to measure.');
  let sumSquares = 0;
  let peak = 0;
  let clippedSamples = 0;
  for (let i = 0; i < samples.length; i++) {
    const x = samples[i]!;
    if (!Number.isFinite(x)) throw new ToolInputError(`Sample ${i} is not a finite number (${x}).`);
    const a = Math.abs(x);
    sumSquares += x * x;
    if (a > peak) peak = a;
    if (a >= clipThreshold) clippedSamples++;
  }
  const rms = Math.sqrt(sumSquares / samples.length);
  const offset = reference === 'aes17' ? 20 * Math.log10(Math.SQRT2) : 0;
  const rmsDbfs = rms === 0 ? -Infinity : 20 * Math.log10(rms) + offset;
  return { rmsDbfs, peakDbfs: amplitudeToDbfs(peak), clipped: clippedSamples > 0, clippedSamples };
}

/**
 * Where a level sits on a meter drawn from `floor` dBFS to 0 dBFS (levels above 0, possible for
 * AES17 RMS of a square wave, fill the meter).
 *
 * @param dbfs - the level in dBFS (may be −Infinity).
 * @param floor - the meter's bottom in dBFS, below 0 (default −60).
 * @returns a fraction from 0 to 1; 0 for NaN.
 * @throws ToolInputError when the floor is not a finite number below 0.
 */
export function meterFraction(dbfs: number, floor = -60): number {
  if (!Number.isFinite(floor) || floor >= 0) throw new ToolInputError(`The meter's floor must be a finite level below 0 dBFS (got ${floor}).`);
  if (Number.isNaN(dbfs)) return 0;
  return Math.min(1, Math.max(0, (dbfs - floor) / -floor));
}

/**
 * Formats a level for reading: one decimal and "dBFS"; silence as "−∞ dBFS".
 *
 * @param dbfs - the level (may be −Infinity).
 * @returns e.g. `-12.3 dBFS`, `0.0 dBFS`, `-∞ dBFS`.
 */
export function formatDbfs(dbfs: number): string {
  if (dbfs === -Infinity || Number.isNaN(dbfs)) return '-∞ dBFS';
  if (dbfs === Infinity) return '+∞ dBFS';
  const text = dbfs.toFixed(1);
  return `${text === '-0.0' ? '0.0' : text} dBFS`;
}

/**
 * The strongest frequency in a spectrum from Web Audio's `AnalyserNode.getByteFrequencyData`
 * (or `getFloatFrequencyData`): bin k is centred on k · sampleRate / fftSize Hz (Web Audio API
 * 1.0, §1.8.3 "FFT windowing and smoothing over time"). Bin 0 (DC) is ignored.
 *
 * @param bins - the magnitudes (`frequencyBinCount` = fftSize / 2 of them).
 * @param sampleRate - the context's sample rate in Hz (> 0).
 * @param fftSize - the analyser's FFT size (a power of two, 32–32768).
 * @returns the frequency in Hz of the strongest bin, or null when every bin is at its minimum.
 * @throws ToolInputError for a bad sample rate or FFT size.
 */
export function dominantFrequency(bins: ArrayLike<number>, sampleRate: number, fftSize: number): number | null {
  if (!Number.isFinite(sampleRate) || sampleRate <= 0) throw new ToolInputError(`The sample rate must be a positive number of Hz (got ${sampleRate}).`);
  if (!Number.isInteger(fftSize) || fftSize < 32 || fftSize > 32768 || (fftSize & (fftSize - 1)) !== 0) {
    throw new ToolInputError(`The FFT size must be a power of two from 32 to 32768 (got ${fftSize}).`);
  }
  let best = -1;
  let bestValue = -Infinity;
  let floor = Infinity;
  for (let k = 1; k < bins.length; k++) {
    const v = bins[k]!;
    if (v < floor) floor = v;
    if (v > bestValue) {
      bestValue = v;
      best = k;
    }
  }
  if (best < 0 || !(bestValue > floor)) return null;
  return (best * sampleRate) / fftSize;
}

/** The voice processing a browser may apply to a microphone (Media Capture and Streams §4.3.8). */
export interface MicChoice {
  /** `deviceId` of the microphone; empty for the default one. */
  microphoneId: string;
  echoCancellation: boolean;
  noiseSuppression: boolean;
  autoGainControl: boolean;
}

/**
 * The `getUserMedia` constraints for a microphone test: audio only, the chosen device `exact`,
 * and each processing switch as asked (the browser's default is all three on).
 *
 * @param choice - device and processing switches.
 * @returns a `MediaStreamConstraints` object.
 */
export function micConstraints(choice: MicChoice): MediaStreamConstraints {
  const audio: MediaTrackConstraints = {
    echoCancellation: choice.echoCancellation,
    noiseSuppression: choice.noiseSuppression,
    autoGainControl: choice.autoGainControl,
  };
  if (choice.microphoneId) audio.deviceId = { exact: choice.microphoneId };
  return { audio, video: false };
}
