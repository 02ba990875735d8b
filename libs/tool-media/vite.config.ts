import { libraryConfig } from '../../vite.shared.ts';

// Library build for publishing (npx nx build tool-media); the app resolves this package from source.
export default libraryConfig(import.meta.url);
