# PostgreSQL 15 from Debian's own packages, for a host that reaches no container registry (the
# official `postgres` image is the usual choice). It takes the official image's variables
# (POSTGRES_USER, POSTGRES_PASSWORD, POSTGRES_DB) and data folder, so docker-compose.yml runs it
# unchanged: `POSTGRES_IMAGE=club-postgres:debian docker compose up`.
#   docker build -f docker/debian/postgres.Dockerfile -t club-postgres:debian .
# DEBIAN_IMAGE: any Debian bookworm image, e.g. one imported from `debootstrap` (docs/deploy.md).
ARG DEBIAN_IMAGE=debian:bookworm-slim
FROM ${DEBIAN_IMAGE}
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-15 \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /var/lib/postgresql/data /run/postgresql \
 && chown -R postgres:postgres /var/lib/postgresql /run/postgresql \
 && chmod 700 /var/lib/postgresql/data
ENV PATH=/usr/lib/postgresql/15/bin:$PATH \
    PGDATA=/var/lib/postgresql/data
COPY docker/debian/postgres-entrypoint.sh /usr/local/bin/postgres-entrypoint.sh
USER postgres
EXPOSE 5432
STOPSIGNAL SIGINT
HEALTHCHECK --interval=5s --timeout=3s --retries=20 \
  CMD pg_isready -h /run/postgresql -U "${POSTGRES_USER:-postgres}" -d "${POSTGRES_DB:-${POSTGRES_USER:-postgres}}"
ENTRYPOINT ["/bin/sh", "/usr/local/bin/postgres-entrypoint.sh"]
