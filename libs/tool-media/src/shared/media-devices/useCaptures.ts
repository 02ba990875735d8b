import { useCallback, useEffect, useRef, useState } from 'react';

/** A snapshot or a recording kept in the page, as {@link CaptureGallery} shows it. */
export interface Capture {
  /** Unique in the list, from 1 up. */
  id: number;
  /** `video` and `audio` are recordings (they have `durationMs`); `snapshot` is a still image (it has `width`, `height`). */
  kind: 'snapshot' | 'video' | 'audio';
  blob: Blob;
  /** An object URL for `blob`, owned by the list: revoked when the capture is deleted or the page left. */
  url: string;
  mimeType: string;
  createdAt: Date;
  /** Image size in pixels (snapshots). */
  width?: number;
  height?: number;
  /** Recorded time in milliseconds, pauses excluded (recordings). */
  durationMs?: number;
}

/** What {@link useCaptures} returns. */
export interface CaptureList {
  /** Newest first. */
  captures: Capture[];
  /** Adds a capture in front and gives it the next id; the list takes over its object URL. */
  add: (capture: Omit<Capture, 'id'>) => void;
  /** Deletes the capture with this id and revokes its object URL (an unknown id does nothing). */
  remove: (id: number) => void;
}

/**
 * The captures (snapshots, recordings) a media tool keeps in the page, newest first. Every
 * object URL is revoked when its capture is deleted and, for those left, when the tool unmounts.
 *
 * @returns the list, `add` and `remove` (both stable).
 */
export function useCaptures(): CaptureList {
  const [captures, setCaptures] = useState<Capture[]>([]);
  const nextId = useRef(1);

  const add = useCallback((capture: Omit<Capture, 'id'>) => {
    const id = nextId.current++;
    setCaptures((list) => [{ ...capture, id }, ...list]);
  }, []);

  // A deleted capture's URL is revoked once the list without it is committed (an element still
  // showing it would fail to load it otherwise), and those left when the tool goes.
  const committed = useRef<Capture[]>([]);
  useEffect(() => {
    const kept = new Set(captures.map((c) => c.url));
    for (const c of committed.current) if (!kept.has(c.url)) URL.revokeObjectURL(c.url);
    committed.current = captures;
  }, [captures]);
  useEffect(() => () => committed.current.forEach((c) => URL.revokeObjectURL(c.url)), []);

  const remove = useCallback((id: number) => setCaptures((list) => list.filter((c) => c.id !== id)), []);

  return { captures, add, remove };
}
