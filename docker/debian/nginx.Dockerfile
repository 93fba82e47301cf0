# nginx from Debian's own packages (bookworm: 1.22), for a host that reaches no container registry
# (the official `nginx` image is the usual choice). It has the official image's layout where
# docker-compose.yml relies on it, so the stack runs it unchanged:
#   docker build -f docker/debian/nginx.Dockerfile -t club-nginx:debian .
#   NGINX_IMAGE=club-nginx:debian docker compose up
# The configuration is docs/nginx.conf, templated by scripts/nginx-conf.mjs into /etc/nginx/conf.d
# (the compose file's `nginx-config` service writes it into the volume mounted there).
# DEBIAN_IMAGE: any Debian bookworm image, e.g. one imported from `debootstrap` (docs/deploy.md).
ARG DEBIAN_IMAGE=debian:bookworm-slim
FROM ${DEBIAN_IMAGE}
# Debian's default site (port 80, /var/www/html) is removed: only conf.d is served. The logs go to
# the container's output, as with the official image; the cache folder of docs/nginx.conf exists.
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default /var/www/html \
 && ln -sf /dev/stdout /var/log/nginx/access.log \
 && ln -sf /dev/stderr /var/log/nginx/error.log \
 && mkdir -p /var/cache/nginx/club \
 && chown -R www-data:www-data /var/cache/nginx
# The port the health check knocks on: the port conf.d listens on (NGINX_HTTPS_LISTEN of the
# templating step; 8080 in the demo stack). bash's /dev/tcp: no curl in the image.
ENV NGINX_HEALTH_PORT=8080
EXPOSE 8080
# nginx's graceful stop: finishes the requests under way, then exits.
STOPSIGNAL SIGQUIT
HEALTHCHECK --interval=10s --timeout=3s --retries=5 \
  CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/${NGINX_HEALTH_PORT:-8080}"]
# The master runs as root to read the certificates and bind the ports; its workers run as
# www-data (Debian's nginx.conf), as in the official image.
CMD ["nginx", "-g", "daemon off;"]
