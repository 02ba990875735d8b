import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/** The state: input `input` (the docker run commands); options `namespace`, `serviceType`, `storage` (see `KubeOptions`). */
export const dockerRunToKubernetesState = {
  schema: z.object({
    input: z._default(z.string().check(z.maxLength(200_000)), ''),
    namespace: z._default(z.string().check(z.maxLength(63)), ''),
    serviceType: z._default(z.enum(['ClusterIP', 'NodePort', 'LoadBalancer']), 'ClusterIP'),
    storage: z._default(z.string().check(z.maxLength(20)), '1Gi'),
  }),
  options: ['namespace', 'serviceType', 'storage'],
  secrets: [],
} satisfies ToolStateSpec;
