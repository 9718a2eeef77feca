# syntax=docker/dockerfile:1
#
# One image for every Node process of the store; its argument picks the process
# (infra/docker/run-process.mjs): gateway, catalog, cart-checkout, notifications-api,
# notifications-worker, admin-media, migrate, backup, restore.
#
#   infra/containers/build-base-images.sh          # the two base images, made locally
#   podman build -f infra/docker/node-app.Dockerfile -t localhost/atelier:local .
#   podman run ... localhost/atelier:local catalog
#
# With Docker and a registry, any Debian image with node at /usr/local/bin/node works as the bases
# (e.g. --build-arg BUILD_IMAGE=node:24-trixie-slim --build-arg RUNTIME_IMAGE=node:24-trixie-slim,
# plus tini and, for backups, pg_dump and pg_restore). Build context: the repository root
# (see /.dockerignore).

ARG NODE_VERSION=24.21.0
# -r2: the bases' revision (BASE_REVISION of infra/containers/build-base-images.sh).
ARG BUILD_IMAGE=localhost/atelier-node-build:${NODE_VERSION}-r2
ARG RUNTIME_IMAGE=localhost/atelier-node:${NODE_VERSION}-r2

# ---------------------------------------------------------------- manifests
# Only the package manifests, so that `npm ci` below stays cached until a
# dependency changes (whatever workspaces exist, without listing them here).
FROM ${BUILD_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests \
 && cp package.json package-lock.json /manifests/ \
 && if [ -f .npmrc ]; then cp .npmrc /manifests/; fi \
 && find . -mindepth 2 -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /manifests/ \;

# ---------------------------------------------------------------- build
FROM ${BUILD_IMAGE} AS build
WORKDIR /app
ENV CI=true \
    NX_DAEMON=false \
    NX_NO_CLOUD=true \
    PUPPETEER_SKIP_DOWNLOAD=1 \
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY --from=manifests /manifests/ ./
# The npm cache outlives the layer, so a changed lock file downloads only what changed.
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .
# The projects the processes run: Prisma generators, tsc, the web app (Vite) that the gateway
# serves and renders, and all-in-one (its migrate command). Nx's cache (and the database indexing
# it) outlives the layer too: a project whose inputs did not change is restored, not built again.
RUN --mount=type=cache,target=/nx-cache \
    NX_CACHE_DIRECTORY=/nx-cache/cache NX_WORKSPACE_DATA_DIRECTORY=/nx-cache/workspace-data \
    npx nx run-many -t build --outputStyle=static \
      -p @atelier/gateway @atelier/catalog @atelier/cart-checkout @atelier/notifications \
         @atelier/admin-media @atelier/all-in-one @atelier/web

# Exactly the files the processes use at run time (infra/docker/runtime-files.mjs: traced from the
# entries by @vercel/nft, plus migrations, the built web app and packages' data folders), copied
# with their paths; node_modules/@atelier/* stay links to the workspaces.
RUN set -eu; \
    node infra/docker/runtime-files.mjs > /tmp/runtime-files.txt; \
    mkdir /out; \
    tar -cf - -T /tmp/runtime-files.txt | tar -xf - -C /out; \
    test -f /out/services/notifications/dist/src/text-worker-main.js; \
    test -f /out/all-in-one/dist/src/migrate.js; \
    test -f /out/all-in-one/dist/src/backup.js; \
    test -f /out/all-in-one/dist/src/restore.js; \
    test -f /out/web/dist/index.html

# ---------------------------------------------------------------- runtime
FROM ${RUNTIME_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
# Root-owned and read-only to the app's user: the root filesystem can be mounted read-only
# (only /tmp needs to be writable).
COPY --from=build --chown=root:root /out/ /app/
COPY --chown=root:root infra/docker/healthcheck.mjs /opt/atelier/healthcheck.mjs
# The base image's unprivileged `atelier` user (uid and gid 10001: above 10000, no user of a node's).
USER 10001:10001
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=5 \
  CMD ["node", "/opt/atelier/healthcheck.mjs"]
# tini is PID 1: it forwards SIGTERM to node (which drains and exits through the app's own
# closeOnSignals) and reaps any child. The argument (CMD) picks the process.
ENTRYPOINT ["/usr/bin/tini", "--", "node", "/app/infra/docker/run-process.mjs"]
CMD ["gateway"]
