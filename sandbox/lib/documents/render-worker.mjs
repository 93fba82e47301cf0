// A document-rendering worker thread (render-pool.ts). The API runs its TypeScript through tsx; a
// worker thread does not inherit the loader, so it registers it before loading the renderer.
import { register } from 'tsx/esm/api';

register();
await import('./render-worker-main.ts');
