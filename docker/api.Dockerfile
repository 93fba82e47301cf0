# The reference club API (sandbox/) as an image: `docker build -f docker/api.Dockerfile -t club-api .`
# It runs its TypeScript through tsx, a production dependency (esbuild inside; no type check, no
# compiler toolchain): compiling would add a bundling step for no gain at run time, since the API
# reads its migrations, seed data, fonts and assets from the source tree anyway (docs/deploy.md).
# The final stage runs as the unprivileged `node` user, without npm or any devDependency.

ARG BASE_IMAGE=node:20-bookworm-slim

# ---- production dependencies only
FROM ${BASE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/prune-dev-optional.mjs ./scripts/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force \
 && node scripts/prune-dev-optional.mjs && rm -rf scripts

# ---- check: the API's import graph needs nothing outside the production dependencies
FROM prod-deps AS check
COPY scripts/check-runtime-deps.mjs ./scripts/
COPY sandbox ./sandbox
COPY reference-data ./reference-data
RUN node scripts/check-runtime-deps.mjs api && touch /tmp/runtime-deps-checked

# ---- runtime
FROM ${BASE_IMAGE} AS runtime
# Both layouts: the official node images (/usr/local) and a base made from Debian packages (/usr).
RUN rm -rf /usr/local/lib/node_modules/npm /usr/local/lib/node_modules/corepack /opt/yarn-* \
      /usr/local/bin/npm /usr/local/bin/npx /usr/local/bin/corepack /usr/local/bin/yarn /usr/local/bin/yarnpkg \
      /usr/lib/node_modules/npm /usr/lib/node_modules/corepack /usr/bin/npm /usr/bin/npx /usr/bin/corepack
WORKDIR /app
# Production unless told otherwise: a production start creates no demo data (docs/operate.md).
# docker-compose.yml sets NODE_ENV=development for the demo.
ENV NODE_ENV=production \
    SANDBOX_HOST=0.0.0.0 \
    SANDBOX_PORT=4000 \
    SANDBOX_DATA_DIR=/data/pglite
COPY --from=prod-deps /app/node_modules ./node_modules
# Depending on the check stage makes BuildKit run it (it skips stages nothing uses).
COPY --from=check /tmp/runtime-deps-checked /tmp/runtime-deps-checked
COPY package.json tsconfig.json ./
COPY sandbox ./sandbox
COPY reference-data ./reference-data
# PGlite's folder when DATABASE_URL is unset (mount a volume there); PostgreSQL needs none.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.SANDBOX_PORT||4000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node is the container's main process: SIGTERM reaches the server, which drains and stops.
CMD ["node", "--import", "tsx", "sandbox/server.ts"]
