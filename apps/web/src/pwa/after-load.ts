/**
 * Runs `callback` once the page has fired its `load` event and `delayMs` more milliseconds have
 * passed (at once-plus-delay when the page has already loaded).
 *
 * @param callback - the deferred work.
 * @param delayMs - extra wait after `load`, in milliseconds.
 * @returns a function that cancels the call if it has not happened yet.
 */
export function afterPageLoad(callback: () => void, delayMs: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    timer = setTimeout(callback, delayMs);
  };
  if (document.readyState === 'complete') {
    schedule();
    return () => clearTimeout(timer);
  }
  window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    clearTimeout(timer);
  };
}
