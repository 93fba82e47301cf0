/**
 * Where the local mail catcher (scripts/mail-catcher.mjs, MailDev) listens, and a way to start it
 * as a child process for the test runs. The sandbox sends to it over SMTP (`SMTP_URL`); people read
 * the demo's mail in its web inbox, tests through its REST API.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

export const MAIL_CATCHER_HOST = '127.0.0.1';
export const DEFAULT_SMTP_PORT = 1025;
export const DEFAULT_WEB_PORT = 1080;

function port(value, fallback, name) {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > 65535) {
    throw new Error(`${name} must be a port number (0 picks a free one), not "${value}"`);
  }
  return number;
}

/** The ports from MAILDEV_SMTP_PORT and MAILDEV_WEB_PORT, 1025 and 1080 when unset. */
export function mailCatcherPorts(env = process.env) {
  return {
    smtpPort: port(env.MAILDEV_SMTP_PORT, DEFAULT_SMTP_PORT, 'MAILDEV_SMTP_PORT'),
    webPort: port(env.MAILDEV_WEB_PORT, DEFAULT_WEB_PORT, 'MAILDEV_WEB_PORT'),
  };
}

export function catcherUrls({ smtpPort, webPort }) {
  return {
    smtpUrl: `smtp://${MAIL_CATCHER_HOST}:${smtpPort}`,
    inboxUrl: `http://${MAIL_CATCHER_HOST}:${webPort}`,
  };
}

/** A port nothing listens on right now (MailDev itself cannot listen on port 0). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, MAIL_CATCHER_HOST, () => {
      const { port: free } = server.address();
      server.close(() => resolve(free));
    });
  });
}

const READY_LINE = /inbox (http:\/\/\S+)\s+SMTP (smtp:\/\/\S+)/;

/**
 * Starts scripts/mail-catcher.mjs in its own process group (ports 0 = free ones) and resolves with
 * its addresses once it accepts mail; `stop()` ends the whole group.
 */
export function startMailCatcher({ smtpPort = 0, webPort = 0, cwd = process.cwd() } = {}) {
  const child = spawn(process.execPath, ['scripts/mail-catcher.mjs'], {
    cwd,
    env: {
      ...process.env,
      MAILDEV_SMTP_PORT: String(smtpPort),
      MAILDEV_WEB_PORT: String(webPort),
      MAIL_CATCHER_EXIT_WITH_STDIN: '1',
    },
    // Our end of its stdin stays open while we live; the catcher exits when it closes.
    stdio: ['pipe', 'pipe', 'inherit'],
    detached: true,
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
    });
  return new Promise((resolve, reject) => {
    let output = '';
    const onExit = (code, signal) =>
      reject(new Error(`the mail catcher stopped before it was ready (${signal ?? `exit ${code}`})`));
    child.once('exit', onExit);
    child.once('error', reject);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = READY_LINE.exec(output);
      if (!match) return;
      child.off('exit', onExit);
      child.stdout.removeAllListeners('data');
      child.stdout.resume();
      // Neither pipe may keep this process alive on its own.
      child.stdout.unref?.();
      child.stdin.unref?.();
      child.unref();
      resolve({ inboxUrl: match[1], smtpUrl: match[2], pid: child.pid, stop });
    });
  });
}
