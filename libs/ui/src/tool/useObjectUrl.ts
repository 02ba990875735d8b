import { useEffect, useMemo } from 'react';

/**
 * An object URL (`blob:`) for a blob, to show it in an `<img>`, `<video>` or link; revoked once
 * the blob has changed or the component has gone.
 *
 * The URL is made while rendering and the old one revoked only after React has committed the new
 * one: revoked earlier (in the cleanup of an effect that sets state), an `<img>` still showing the
 * old URL fails to load it (`net::ERR_FILE_NOT_FOUND` in the console) until the next render
 * replaces it.
 *
 * @param blob - the blob (memoise it: compared by identity), or null.
 * @returns its `blob:` URL (File API, W3C), or null.
 */
export function useObjectUrl(blob: Blob | null): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/**
 * An object URL for each blob, revoked once the list has changed or the component has gone (as
 * {@link useObjectUrl}).
 *
 * @param blobs - the blobs; memoise the array (it is compared by identity).
 * @returns their `blob:` URLs in the same order.
 */
export function useObjectUrls(blobs: readonly Blob[]): string[] {
  const urls = useMemo(() => blobs.map((b) => URL.createObjectURL(b)), [blobs]);
  useEffect(() => () => urls.forEach((u) => URL.revokeObjectURL(u)), [urls]);
  return urls;
}
