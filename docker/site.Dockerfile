# The site (Next.js) as an image: `docker build -f docker/site.Dockerfile -t club-site .`
# Build stages compile; the final stage holds the build, the production dependencies and the
# server, runs as the unprivileged `node` user and has no compiler, package manager or dev tool.
# docs/deploy.md, "Images", says what each stage does and which variables the container needs.

# Any Debian-based image with Node.js 20.9+ at /usr/local/bin/node or /usr/bin/node and a `node`
# user (uid 1000) works, e.g. one made from Debian's own packages for a host without registry access.
ARG BASE_IMAGE=node:20-bookworm-slim

# ---- build: every dependency, then `npm run build` (Sass, airport list, next build, compile hints)
FROM ${BASE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The build reads no club API; these only satisfy the environment check if a page is prerendered.
RUN API_BASE_URL=http://127.0.0.1:4000 CLUB_API_KEY=build-time-placeholder npm run build \
 && node scripts/check-runtime-deps.mjs site \
 && rm -rf .next/cache

# ---- production dependencies only (no devDependencies: no Sass, Playwright, Vitest, ESLint …)
FROM ${BASE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/prune-dev-optional.mjs ./scripts/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force \
 && node scripts/prune-dev-optional.mjs && rm -rf scripts

# ---- runtime
FROM ${BASE_IMAGE} AS runtime
# npm, npx, corepack and yarn are not needed to run the site: out of the final image.
# Both layouts: the official node images (/usr/local) and a base made from Debian packages (/usr).
RUN rm -rf /usr/local/lib/node_modules/npm /usr/local/lib/node_modules/corepack /opt/yarn-* \
      /usr/local/bin/npm /usr/local/bin/npx /usr/local/bin/corepack /usr/local/bin/yarn /usr/local/bin/yarnpkg \
      /usr/lib/node_modules/npm /usr/lib/node_modules/corepack /usr/bin/npm /usr/bin/npx /usr/bin/corepack
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/package.json /app/next.config.ts /app/tsconfig.json ./
COPY --from=build /app/.next ./.next
COPY --from=build /app/public ./public
COPY --from=build /app/generated ./generated
COPY --from=build /app/server ./server
# next.config.ts imports the security headers and names the i18n request config and messages.
COPY --from=build /app/src ./src
COPY --from=build /app/messages ./messages
# next/image keeps optimised images under .next/cache: the one folder the site writes at run time.
RUN mkdir -p .next/cache && chown node:node .next/cache
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Every interface of the container (no -H): the published port or the compose network reaches it.
CMD ["node", "server/site.mjs"]
