import { useCallback, useEffect, useRef, useState } from 'react';
import { classifyMediaError, deviceOptions, type DeviceOption, type MediaErrorKind } from './media-logic.js';

/** Where a stream stands: not asked yet / asking / live / failed / its device went away. */
export type StreamStatus = 'idle' | 'starting' | 'live' | 'error' | 'ended';

/** What {@link useMediaStream} returns. */
export interface MediaStreamHandle {
  stream: MediaStream | null;
  status: StreamStatus;
  /** Why the last start failed (with `status === 'error'`). */
  error: MediaErrorKind | null;
  /** The browser's own message for the failure, for the curious. */
  errorDetail: string;
  /** Asks for the devices (call it from a click: that is when the browser may prompt). */
  start: () => Promise<void>;
  /** Stops every track and forgets the stream. */
  stop: () => void;
  cameras: DeviceOption[];
  microphones: DeviceOption[];
  /** Whether labels are known (access was granted once on this page). */
  labelled: boolean;
}

/** Stops every track of a stream (the camera light goes off). */
export function stopStream(stream: MediaStream | null | undefined): void {
  stream?.getTracks().forEach((track) => track.stop());
}

/**
 * A camera/microphone stream's life cycle: nothing is asked until `start()` (a click); changing
 * `constraints` while live stops every old track and asks again (a device change); leaving the
 * page (unmount) stops every track; the device lists follow `devicechange` events and get their
 * labels once access is granted.
 *
 * @param constraints - what to ask `getUserMedia` for; compared by value (JSON).
 * @param names - fallback words for unnamed devices, e.g. `{ camera: 'Camera', microphone: 'Microphone' }`.
 */
export function useMediaStream(constraints: MediaStreamConstraints, names: { camera: string; microphone: string }): MediaStreamHandle {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [status, setStatus] = useState<StreamStatus>('idle');
  const [error, setError] = useState<MediaErrorKind | null>(null);
  const [errorDetail, setErrorDetail] = useState('');
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const streamRef = useRef<MediaStream | null>(null);
  const request = useRef(0); // the latest start; an older answer is stopped at once
  const key = JSON.stringify(constraints);
  const constraintsRef = useRef(constraints);
  constraintsRef.current = constraints;

  const refreshDevices = useCallback(async () => {
    try {
      const list = await navigator.mediaDevices?.enumerateDevices?.();
      if (list) setDevices(list);
    } catch {
      // enumerateDevices only fails in odd embeddings; the lists stay as they were
    }
  }, []);

  const stop = useCallback(() => {
    request.current++;
    stopStream(streamRef.current);
    streamRef.current = null;
    setStream(null);
    setStatus('idle');
  }, []);

  const start = useCallback(async () => {
    const id = ++request.current;
    if (!globalThis.isSecureContext) {
      setStatus('error');
      setError('insecure');
      setErrorDetail('');
      return;
    }
    if (!navigator.mediaDevices?.getUserMedia) {
      setStatus('error');
      setError('unsupported');
      setErrorDetail('');
      return;
    }
    stopStream(streamRef.current);
    streamRef.current = null;
    setStream(null);
    setStatus('starting');
    try {
      const next = await navigator.mediaDevices.getUserMedia(constraintsRef.current);
      if (id !== request.current) {
        stopStream(next); // stopped or restarted meanwhile (or unmounted)
        return;
      }
      streamRef.current = next;
      next.getTracks().forEach((track) =>
        track.addEventListener('ended', () => {
          if (streamRef.current === next && next.getTracks().every((t) => t.readyState === 'ended')) {
            streamRef.current = null;
            setStream(null);
            setStatus('ended');
          }
        }),
      );
      setStream(next);
      setStatus('live');
      setError(null);
      setErrorDetail('');
      void refreshDevices(); // labels are known now
    } catch (e) {
      if (id !== request.current) return;
      setStatus('error');
      setError(classifyMediaError(e));
      setErrorDetail(e instanceof Error ? e.message : String(e));
    }
  }, [refreshDevices]);

  // Devices: listed on mount (labels hidden until access), and again on every change.
  useEffect(() => {
    const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!media?.enumerateDevices) return;
    void refreshDevices();
    const onChange = () => void refreshDevices();
    media.addEventListener?.('devicechange', onChange);
    return () => media.removeEventListener?.('devicechange', onChange);
  }, [refreshDevices]);

  // Another device or resolution while live: stop every track, then ask again.
  const live = useRef(false);
  live.current = status === 'live' || status === 'starting';
  useEffect(() => {
    if (live.current) void start();
  }, [key, start]);

  // Leaving the page: every track stops, and a pending request is dropped when it answers.
  useEffect(
    () => () => {
      request.current++;
      stopStream(streamRef.current);
      streamRef.current = null;
    },
    [],
  );

  return {
    stream,
    status,
    error,
    errorDetail,
    start,
    stop,
    cameras: deviceOptions(devices, 'videoinput', names.camera),
    microphones: deviceOptions(devices, 'audioinput', names.microphone),
    labelled: devices.some((d) => d.label !== ''),
  };
}
