// The upload worker's entry (./pool.ts). The API runs its TypeScript through tsx, which a worker
// inherits from `node --import tsx` / the tsx command; where it does not (Vitest's own loader
// stays in the main thread), tsx's API registers it here before the worker's module is loaded.
try {
  await import('./worker.ts');
} catch (error) {
  if (error?.code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error;
  const { register } = await import('tsx/esm/api');
  register();
  // Another URL: the failed import above stays cached under the first one.
  await import('./worker.ts?registered');
}
