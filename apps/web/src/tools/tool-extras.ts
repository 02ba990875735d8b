import { loadDescriptionCatalog } from '@handy-tools/i18n';
import type { ToolExtras } from '@handy-tools/ui/kit';
import { useSyncExternalStore } from 'react';

let extras: ReadonlyMap<string, ToolExtras> | undefined;
let loading: Promise<ReadonlyMap<string, ToolExtras>> | undefined;
const listeners = new Set<() => void>();

/**
 * Loads every family's tool extras (icons, English descriptions, keywords) once, in parallel
 * chunks that are not part of the home page's initial load — and, with them, the active
 * locale's catalog of tool descriptions.
 *
 * @returns the extras by tool path; the same promise on every call.
 */
export function loadToolExtras(): Promise<ReadonlyMap<string, ToolExtras>> {
  // The descriptions catalog arrives on its own: a failure there leaves the English ones.
  if (!loading) loadDescriptionCatalog().catch(() => undefined);
  loading ??= Promise.all([
    import('@handy-tools/tool-encoding/tool-extras'),
    import('@handy-tools/tool-hash/tool-extras'),
    import('@handy-tools/tool-ids/tool-extras'),
    import('@handy-tools/tool-json/tool-extras'),
    import('@handy-tools/tool-memos/tool-extras'),
    import('@handy-tools/tool-network/tool-extras'),
    import('@handy-tools/tool-secrets/tool-extras'),
    import('@handy-tools/tool-text/tool-extras'),
    import('@handy-tools/tool-units/tool-extras'),
    import('@handy-tools/tool-formats/tool-extras'),
    import('@handy-tools/tool-codegen/tool-extras'),
    import('@handy-tools/tool-math/tool-extras'),
    import('@handy-tools/tool-time/tool-extras'),
    import('@handy-tools/tool-online/tool-extras'),
    import('@handy-tools/tool-web/tool-extras'),
    import('@handy-tools/tool-markdown/tool-extras'),
    import('@handy-tools/tool-validators/tool-extras'),
    import('@handy-tools/tool-email/tool-extras'),
    import('@handy-tools/tool-code/tool-extras'),
    import('@handy-tools/tool-xml/tool-extras'),
    import('@handy-tools/tool-docker/tool-extras'),
    import('@handy-tools/tool-dev/tool-extras'),
    import('@handy-tools/tool-pki/tool-extras'),
    import('@handy-tools/tool-pgp/tool-extras'),
    import('@handy-tools/tool-pdf/tool-extras'),
    import('@handy-tools/tool-codes/tool-extras'),
    import('@handy-tools/tool-image/tool-extras'),
    import('@handy-tools/tool-media/tool-extras'),
    import('@handy-tools/tool-color/tool-extras'),
  ]).then(
    (modules) => {
      extras = new Map(modules.flatMap((m) => Object.entries(m.toolExtras)));
      for (const listener of listeners) listener();
      return extras;
    },
    (error: unknown) => {
      // Offline without the chunk, say: let a later call try again; icons stay placeholders.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The tool extras once loaded (starting the load on first use, unless told not to).
 *
 * @param load - whether to start loading them (default true); false only follows a load started
 *   elsewhere (a card whose description the catalog already has needs no extras).
 * @returns the extras by tool path, or undefined while they load (or until loaded elsewhere).
 */
export function useToolExtras(load = true): ReadonlyMap<string, ToolExtras> | undefined {
  if (!extras && load) loadToolExtras().catch(() => undefined);
  // The prerender loads them before rendering (the home page's cards show their descriptions);
  // a hydrating browser that has not loaded them sees undefined, as it should.
  return useSyncExternalStore(subscribe, () => extras, () => extras);
}
