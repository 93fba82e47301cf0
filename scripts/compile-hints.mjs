#!/usr/bin/env node
/** Run by `npm run build` after `next build`: see scripts/lib/compileHints.mjs. */
import path from 'node:path';
import { addCompileHints } from './lib/compileHints.mjs';

const chunksDir = path.join(process.env.NEXT_DIST_DIR || '.next', 'static', 'chunks');
const added = addCompileHints(chunksDir);
console.log(`compile hints: added to ${added} chunk(s) in ${chunksDir}`);
