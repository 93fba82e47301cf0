import { spawn } from 'node:child_process';

export { waitForUrl } from './waitForUrl.mjs';

const children = new Set();

export function run(name, command, args, env, cwd = undefined) {
  // Its own process group, so that stopping it also stops what it started (npx → next-server, tsx →
  // node): a signal to npx alone left those running and holding their ports.
  const child = spawn(command, args, { stdio: 'inherit', env, cwd, detached: true });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      console.error(`[${name}] stopped (${signal ?? `exit ${code}`}); stopping everything`);
      stopAll(code ?? 1);
    }
  });
  return child;
}

let stopping = false;

export function stopAll(code = 0) {
  stopping = true;
  process.exitCode = code; // the timer below is unref'd: the process may end before it fires
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
  setTimeout(() => process.exit(code), 1500).unref();
  if (children.size === 0) process.exit(code);
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
