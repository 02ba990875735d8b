import { useCallback, useEffect, useRef, useState } from 'react';

/** A finished recording. */
export interface Recording {
  blob: Blob;
  /** An object URL for the blob (revoked by the owner when dropped). */
  url: string;
  mimeType: string;
  /** Recorded time in milliseconds, pauses excluded. */
  durationMs: number;
  createdAt: Date;
}

/** What {@link useRecorder} returns. */
export interface RecorderHandle {
  state: 'inactive' | 'recording' | 'paused';
  /** Recorded time so far in milliseconds (pauses excluded), updated a few times a second. */
  elapsedMs: number;
  start: () => void;
  pause: () => void;
  resume: () => void;
  stop: () => void;
  /** Why the recorder could not start or failed, if it did. */
  error: string;
}

/**
 * Records a stream with `MediaRecorder` (W3C MediaStream Recording): start, pause, resume, stop,
 * the elapsed time without the pauses; `onDone` receives each finished recording. Unmounting
 * stops a running recorder (its data is dropped).
 *
 * @param stream - the live stream, or null.
 * @param mimeType - the type for `new MediaRecorder` (`''` lets the browser choose).
 * @param onDone - called with each finished recording.
 */
export function useRecorder(stream: MediaStream | null, mimeType: string, onDone: (recording: Recording) => void): RecorderHandle {
  const [state, setState] = useState<RecorderHandle['state']>('inactive');
  const [elapsedMs, setElapsed] = useState(0);
  const [error, setError] = useState('');
  const recorder = useRef<MediaRecorder | null>(null);
  const clock = useRef({ done: 0, since: 0 }); // ms recorded before the current run, and when it began
  const doneRef = useRef(onDone);
  doneRef.current = onDone;

  const now = () => performance.now();
  const measure = () => clock.current.done + (clock.current.since ? now() - clock.current.since : 0);

  useEffect(() => {
    if (state !== 'recording') return;
    const timer = setInterval(() => setElapsed(measure()), 100);
    return () => clearInterval(timer);
  }, [state]);

  const start = useCallback(() => {
    if (!stream || recorder.current) return;
    let rec: MediaRecorder;
    try {
      rec = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      return;
    }
    const chunks: Blob[] = [];
    rec.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    rec.onstop = () => {
      const durationMs = measure();
      clock.current = { done: 0, since: 0 };
      if (recorder.current !== rec) return; // dropped on unmount
      recorder.current = null;
      setState('inactive');
      setElapsed(durationMs);
      const type = rec.mimeType || mimeType || chunks[0]?.type || 'video/webm';
      const blob = new Blob(chunks, { type });
      doneRef.current({ blob, url: URL.createObjectURL(blob), mimeType: type, durationMs, createdAt: new Date() });
    };
    rec.onerror = () => setError('The recorder stopped with an error.');
    recorder.current = rec;
    clock.current = { done: 0, since: now() };
    setElapsed(0);
    setError('');
    rec.start(250);
    setState('recording');
  }, [stream, mimeType]);

  const pause = useCallback(() => {
    const rec = recorder.current;
    if (rec?.state !== 'recording') return;
    rec.pause();
    clock.current = { done: measure(), since: 0 };
    setElapsed(clock.current.done);
    setState('paused');
  }, []);

  const resume = useCallback(() => {
    const rec = recorder.current;
    if (rec?.state !== 'paused') return;
    rec.resume();
    clock.current = { ...clock.current, since: now() };
    setState('recording');
  }, []);

  const stop = useCallback(() => {
    const rec = recorder.current;
    if (rec && rec.state !== 'inactive') rec.stop();
  }, []);

  // The stream went away (device change, stop): a running recording ends with what it has.
  useEffect(() => {
    if (!stream) stop();
  }, [stream, stop]);

  useEffect(
    () => () => {
      const rec = recorder.current;
      recorder.current = null;
      if (rec && rec.state !== 'inactive') rec.stop();
    },
    [],
  );

  return { state, elapsedMs, start, pause, resume, stop, error };
}
