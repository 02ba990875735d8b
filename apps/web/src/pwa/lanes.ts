/**
 * Runs `task` on every item, at most `concurrency` at a time, in the items' order of start.
 * After a task fails no new task starts, and the returned promise rejects with that failure once
 * the tasks already running have settled (so nothing is left writing behind the caller's back).
 *
 * @param items - the work.
 * @param concurrency - tasks at a time (at least 1 is used).
 * @param task - the work on one item.
 * @returns resolves when every task has succeeded.
 * @throws rejects with the first task's error.
 */
export async function forEachConcurrently<T>(items: readonly T[], concurrency: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | null = null;
  const lane = async () => {
    while (failure === null && next < items.length) {
      const item = items[next++]!;
      try {
        await task(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, lane));
  if (failure !== null) throw (failure as { error: unknown }).error;
}
