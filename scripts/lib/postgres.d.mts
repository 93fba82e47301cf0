export function postgresBinDir(): string | null;
export function startPostgres(options: {
  port: number;
  name?: string;
}): { url: string; stop(): void } | { skip: string };
