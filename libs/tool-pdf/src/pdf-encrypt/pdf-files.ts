/**
 * A byte count for people: `512 B`, `1.5 KB`, `2.25 MB` (powers of 1024, as file managers show).
 *
 * @param bytes - a size in bytes (negative or non-finite values read as 0).
 * @returns the size with its unit.
 */
export function formatFileSize(bytes: number): string {
  const n = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  if (n < 1024) return `${n} B`;
  const units = ['KB', 'MB', 'GB'];
  let v = n / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${Number(v.toFixed(2))} ${units[i]}`;
}
