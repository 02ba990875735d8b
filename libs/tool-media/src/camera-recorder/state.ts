import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * Camera recorder settings (all options, kept in the query string). Device ids are not state:
 * they are per browser profile and meaningless in a link.
 */
export const cameraRecorderState = {
  schema: z.object({
    resolution: z._default(z.enum(['default', '480p', '720p', '1080p', '2160p']), 'default'),
    mirror: z._default(z.boolean(), false),
    audio: z._default(z.boolean(), true),
    format: z._default(z.enum(['auto', 'webm-vp9', 'webm-vp8', 'mp4']), 'auto'),
    snapshotFormat: z._default(z.enum(['png', 'jpeg', 'webp']), 'png'),
    quality: z._default(z.int().check(z.minimum(1), z.maximum(100)), 92),
    mirrorSnapshots: z._default(z.boolean(), false),
  }),
  options: ['resolution', 'mirror', 'audio', 'format', 'snapshotFormat', 'quality', 'mirrorSnapshots'],
  secrets: [],
} satisfies ToolStateSpec;
