// Generated from the tools' meta.ts by tools/scripts/generate-tool-index.mjs; do not edit by hand.
import type { Tool, ToolExtras } from '@handy-tools/ui/kit';

/**
 * This family's tools' English descriptions and keywords, by path: loaded lazily by the shell. (The
 * icons are drawn from the app's sprite, apps/web/src/tools/tool-icons.svg: no icon code here.)
 */
export const toolExtras: Record<string, ToolExtras> = {
  "/docker-run-to-docker-compose-converter": { description: "Convert one or more docker run commands into a Compose file.", keywords: ["docker","run","compose","composerize","docker-compose.yml","convert","container"] },
  "/docker-compose-to-docker-run-converter": { description: "Convert a Compose file into the docker run commands that start the same containers.", keywords: ["docker","compose","run","decomposerize","command","container","shell"] },
  "/docker-compose-converter": { description: "Convert a Compose file between format versions 2, 3 and the Compose Specification.", keywords: ["docker","compose","version","composeverter","migrate","v2","v3","compose specification"] },
  "/docker-compose-validator": { description: "Check a Compose file against the Compose Specification schema: errors and warnings with line numbers.", keywords: ["docker","compose","validate","lint","schema","compose specification","docker-compose.yml"] },
  "/docker-compose-to-kubernetes": { description: "Convert a Compose file into Kubernetes Deployment, Service, PersistentVolumeClaim and ConfigMap manifests.", keywords: ["docker","compose","kubernetes","k8s","kompose","deployment","manifest","helm"] },
  "/docker-run-to-kubernetes": { description: "Convert docker run commands into Kubernetes Deployment, Service and volume manifests.", keywords: ["docker","run","kubernetes","k8s","deployment","manifest","kubectl"] },
};

/** Loaders of this family's tools' whole metadata, by path (the index's `meta` loaders come here). */
export const toolMetas: Record<string, () => Promise<Tool>> = {
  "/docker-run-to-docker-compose-converter": () => import('./docker-run-to-docker-compose-converter/meta.js').then((m) => m.dockerRunToDockerComposeConverterTool),
  "/docker-compose-to-docker-run-converter": () => import('./docker-compose-to-docker-run-converter/meta.js').then((m) => m.dockerComposeToDockerRunConverterTool),
  "/docker-compose-converter": () => import('./docker-compose-converter/meta.js').then((m) => m.dockerComposeConverterTool),
  "/docker-compose-validator": () => import('./docker-compose-validator/meta.js').then((m) => m.dockerComposeValidatorTool),
  "/docker-compose-to-kubernetes": () => import('./docker-compose-to-kubernetes/meta.js').then((m) => m.dockerComposeToKubernetesTool),
  "/docker-run-to-kubernetes": () => import('./docker-run-to-kubernetes/meta.js').then((m) => m.dockerRunToKubernetesTool),
};
