# The demo's mail catcher (MailDev, the same version the development setup uses) on a Node.js image
# made from Debian's packages, for a host that reaches no container registry (the official
# `maildev/maildev` image is the usual choice). docker-compose.yml runs it unchanged:
#   docker build -f docker/debian/maildev.Dockerfile --build-arg BASE_IMAGE=club-base:bookworm-node20 -t club-maildev:debian .
#   MAILDEV_IMAGE=club-maildev:debian docker compose up
# BASE_IMAGE: as for the programs' images (Node.js 20, npm, a `node` user).
ARG BASE_IMAGE=node:20-bookworm-slim
FROM ${BASE_IMAGE}
RUN npm install --global --no-audit --no-fund maildev@2.2.1 && npm cache clean --force
USER node
ENV MAILDEV_SMTP_PORT=1025 \
    MAILDEV_WEB_PORT=1080
EXPOSE 1025 1080
# The web port the container was given (MAILDEV_WEB_PORT, read by MailDev itself), not a fixed 1080.
HEALTHCHECK --interval=10s --timeout=3s --retries=10 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.MAILDEV_WEB_PORT||1080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["maildev"]
