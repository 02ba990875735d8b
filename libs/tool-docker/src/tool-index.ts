// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import { familyMetaLoader, toolIndexEntry, type ToolIndexEntry } from '@handy-tools/ui/kit';

/** A tool's whole metadata, through this family's lazily loaded extras (not one chunk name per tool here). */
const meta = familyMetaLoader(() => import('./tool-extras.js'));

/** This family's tools, light: what the shell's menu, home page and router need up front. */
export const toolIndex: ToolIndexEntry[] = [
  toolIndexEntry({
    path: "/docker-run-to-docker-compose-converter",
    name: "docker run to Compose",
    createdAt: "2026-11-28",
    meta: meta("/docker-run-to-docker-compose-converter"),
  }),
  toolIndexEntry({
    path: "/docker-compose-to-docker-run-converter",
    name: "Compose to docker run",
    createdAt: "2026-11-28",
    meta: meta("/docker-compose-to-docker-run-converter"),
  }),
  toolIndexEntry({
    path: "/docker-compose-converter",
    name: "Compose format converter",
    createdAt: "2026-11-28",
    meta: meta("/docker-compose-converter"),
  }),
  toolIndexEntry({
    path: "/docker-compose-validator",
    name: "Compose file validator",
    createdAt: "2026-11-28",
    meta: meta("/docker-compose-validator"),
  }),
  toolIndexEntry({
    path: "/docker-compose-to-kubernetes",
    name: "Compose to Kubernetes",
    createdAt: "2026-11-28",
    meta: meta("/docker-compose-to-kubernetes"),
  }),
  toolIndexEntry({
    path: "/docker-run-to-kubernetes",
    name: "docker run to Kubernetes",
    createdAt: "2026-11-28",
    meta: meta("/docker-run-to-kubernetes"),
  }),
];
