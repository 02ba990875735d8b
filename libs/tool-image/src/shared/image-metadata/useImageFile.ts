import { useCallback, useEffect, useState } from 'react';
import { METADATA_SAMPLE_FILES, type MetadataSample } from './samples.js';

/** The image a metadata tool works on: a visitor's file or a shipped sample. */
export interface ImageSource {
  name: string;
  size: number;
  /** Reads the bytes (the file is read only when a job starts). */
  read: () => Promise<Uint8Array>;
  /** An object URL of the original, for a preview (revoked when the source changes). */
  url: string;
  /** True for a shipped sample, false for the visitor's file. */
  isSample: boolean;
}

/**
 * The current image of a metadata tool: the visitor's file when one was chosen, else the sample
 * named in the state (fetched from our origin in an effect, never during render).
 *
 * @param sample - the state's sample, or '' for none.
 * @param onOwnFile - called when the visitor picks a file (the tool clears its sample).
 * @returns the source (null until there is one), a setter for files, and a load error.
 */
export function useImageFile(sample: MetadataSample | '', onOwnFile: () => void) {
  const [own, setOwn] = useState<File | null>(null);
  const [source, setSource] = useState<ImageSource | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    let url = '';
    setError(null);
    if (own) {
      url = URL.createObjectURL(own);
      setSource({ name: own.name, size: own.size, read: async () => new Uint8Array(await own.arrayBuffer()), url, isSample: false });
    } else if (sample) {
      const file = METADATA_SAMPLE_FILES[sample];
      fetch(file.url)
        .then((r) => r.arrayBuffer())
        .then((buffer) => {
          if (!live) return;
          const bytes = new Uint8Array(buffer);
          url = URL.createObjectURL(new Blob([bytes]));
          setSource({ name: file.name, size: bytes.length, read: async () => bytes, url, isSample: true });
        })
        .catch(() => live && setError('The sample image could not be loaded.'));
    } else setSource(null);
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [own, sample]);
  const chooseFile = useCallback(
    (files: File[]) => {
      setOwn(files[0] ?? null);
      onOwnFile();
    },
    [onOwnFile],
  );
  const clear = useCallback(() => {
    setOwn(null);
    setSource(null);
  }, []);
  return { source: own || sample ? source : null, chooseFile, clear, error };
}
