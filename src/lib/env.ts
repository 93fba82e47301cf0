import { z } from 'zod';

/**
 * The site's environment, validated once. Values the browser needs (the club API's public address
 * and its publishable key) reach it as props at run time, not inlined at build time, so one build
 * can be pointed at any club API.
 */
const schema = z.object({
  API_BASE_URL: z.url({
    message: 'must be an absolute http(s) URL of the club API, e.g. http://127.0.0.1:4000',
  }),
  PUBLIC_API_BASE_URL: z
    .url({ message: 'must be an absolute http(s) URL that browsers can reach' })
    .optional(),
  CLUB_API_KEY: z.string().min(8, { message: 'must be the club API key (at least 8 characters)' }),
  API_VERSION: z.string().min(1).default('1'),
  CLUB_CONFIG_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  CLUB_CONFIG_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4_000),
});

export type SiteEnv = z.infer<typeof schema> & { PUBLIC_API_BASE_URL: string };

export function parseSiteEnv(source: Record<string, string | undefined>): SiteEnv {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = issue.path.join('.') || '(environment)';
      const missing = source[name] === undefined || source[name] === '';
      return `  - ${name}: ${missing ? 'is missing' : issue.message}`;
    });
    throw new Error(
      `The site's environment is not valid:\n${lines.join('\n')}\nSee .env.example for every variable and its meaning.`,
    );
  }
  const env = result.data;
  return { ...env, PUBLIC_API_BASE_URL: env.PUBLIC_API_BASE_URL ?? env.API_BASE_URL };
}

let cached: SiteEnv | undefined;

export function siteEnv(): SiteEnv {
  cached ??= parseSiteEnv(process.env);
  return cached;
}
