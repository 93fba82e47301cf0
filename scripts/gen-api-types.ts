/**
 * `npm run api:types`: writes src/lib/api/schema.d.ts, the site's types for the club API, from the
 * OpenAPI 3.1 document the sandbox serves. `--check` only compares, and fails when the committed
 * file is out of date.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { drizzle } from 'drizzle-orm/pglite';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp, openApiDocument } from '../sandbox/app';
import * as schema from '../sandbox/db/schema';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const API_TYPES_FILE = path.join(root, 'src', 'lib', 'api', 'schema.d.ts');

/** The document does not depend on the environment, so the generated file is stable. */
const DOCUMENT_URL = 'http://127.0.0.1:4000';

const BANNER = `/**
 * Types of the club API, generated from the sandbox's OpenAPI document (GET /docs/openapi.json)
 * by \`npm run api:types\`. Do not edit: change the sandbox route schemas and regenerate.
 */

`;

export async function generateApiTypes(): Promise<string> {
  // Building the document runs no query, so a mock database is enough.
  const app = buildApp({
    db: drizzle.mock({ schema }),
    config: { apiKey: 'unused', publicUrl: DOCUMENT_URL, extraOrigins: [] },
  });
  const document = openApiDocument(app, DOCUMENT_URL);
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], { silent: true });
  return BANNER + astToString(ast);
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const generated = await generateApiTypes();
  const current = await readFile(API_TYPES_FILE, 'utf8').catch(() => null);
  const relative = path.relative(root, API_TYPES_FILE);

  if (current === generated) {
    console.log(`${relative} is up to date.`);
    return;
  }
  if (check) {
    console.error(
      `${relative} is out of date with the sandbox's OpenAPI document: run \`npm run api:types\`.`,
    );
    process.exit(1);
  }
  await mkdir(path.dirname(API_TYPES_FILE), { recursive: true });
  await writeFile(API_TYPES_FILE, generated);
  console.log(`Wrote ${relative}.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
