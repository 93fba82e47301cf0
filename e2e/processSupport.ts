import type { ChildProcess } from 'node:child_process';
import http from 'node:http';

/**
 * For specs that start their own API or site instance beside the run's (site-ops, production-start):
 * plain HTTP with a chosen Host, and the JSON log lines a child process writes.
 */

export interface LoopbackAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** GET over loopback with a chosen Host (Node's fetch will not send one). */
export function loopbackGet(
  port: number,
  path: string,
  headers: Record<string, string> = {},
): Promise<LoopbackAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    request.on('error', reject);
  });
}

/** The JSON lines a child process writes on its standard output, as they come; `raw` keeps every line. */
export function collectJsonLines(child: ChildProcess, into: Record<string, unknown>[], raw?: string[]) {
  let buffered = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      raw?.push(line);
      if (!line.startsWith('{')) continue;
      try {
        into.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // Not a log line.
      }
    }
  });
}
