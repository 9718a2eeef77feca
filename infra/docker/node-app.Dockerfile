# syntax=docker/dockerfile:1
#
# One image recipe for every Node app of the monorepo.
#
#   docker build -f infra/docker/node-app.Dockerfile --build-arg APP=services/catalog -t atelier/catalog .
#   docker build -f infra/docker/node-app.Dockerfile --build-arg APP=gateway          -t atelier/gateway .
#
# APP is the workspace folder; the image runs node $APP/dist/src/main.js.
# Build context: the repository root (see /.dockerignore).

ARG NODE_IMAGE=node:20-bookworm-slim

# ---------------------------------------------------------------- manifests
# Only the package manifests, so that `npm ci` below stays cached until a
# dependency changes (whatever workspaces exist, without listing them here).
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests \
 && cp package.json package-lock.json /manifests/ \
 && if [ -f .npmrc ]; then cp .npmrc /manifests/; fi \
 && find . -mindepth 2 -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /manifests/ \;

# ---------------------------------------------------------------- build
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV CI=true \
    NX_DAEMON=false \
    NX_NO_CLOUD=true \
    PUPPETEER_SKIP_DOWNLOAD=1 \
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY --from=manifests /manifests/ ./
RUN npm ci --no-audit --no-fund
COPY . .
# The root build runs the Prisma generators (scripts/prisma-generate.mjs), then
# tsc -b, then Vite: the generated clients land in src/generated and are
# compiled into dist, so pruning the prisma CLI afterwards is safe.
RUN npm run build
RUN npm prune --omit=dev --no-audit --no-fund

ARG APP
RUN test -n "$APP" || { echo 'build with --build-arg APP=<workspace folder>, e.g. services/catalog' >&2; exit 1; } \
 && test -f "$APP/dist/src/main.js" || { echo "$APP/dist/src/main.js was not built" >&2; exit 1; }

# Assemble exactly what the runtime needs in /out: the pruned node_modules,
# every workspace manifest (node_modules/@atelier/* are links to them), the
# libraries' dist, the app's dist (+ its prisma folder) and, for the apps that
# serve the storefront, web/dist and its server render, web/dist-server.
ARG WITH_WEB=auto
RUN set -eu; mkdir -p /out; \
    cp -a package.json node_modules /out/; \
    find . -mindepth 2 -name package.json -not -path '*/node_modules/*' | while read -r manifest; do \
      dir=$(dirname "$manifest"); mkdir -p "/out/$dir"; cp "$manifest" "/out/$dir/"; \
      if [ -d "$dir/node_modules" ]; then cp -a "$dir/node_modules" "/out/$dir/"; fi; \
    done; \
    for lib in libs/*/; do if [ -d "${lib}dist" ]; then cp -a "${lib}dist" "/out/${lib}"; fi; done; \
    cp -a "$APP/dist" "/out/$APP/"; \
    if [ -d "$APP/prisma" ]; then cp -a "$APP/prisma" "/out/$APP/"; fi; \
    case "$WITH_WEB:$APP" in \
      true:*|auto:gateway|auto:all-in-one) mkdir -p /out/web && cp -a web/dist web/dist-server /out/web/ ;; \
    esac; \
    find /out -name '*.tsbuildinfo' -delete

# ---------------------------------------------------------------- runtime
FROM ${NODE_IMAGE} AS runtime
ARG APP
ENV NODE_ENV=production \
    APP=${APP}
WORKDIR /app
COPY --from=build --chown=root:root /out/ /app/
COPY infra/docker/healthcheck.mjs /opt/atelier/healthcheck.mjs
# The image's unprivileged `node` user (uid 1000); the app files stay root-owned
# and read-only to it.
USER node
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=5 \
  CMD ["node", "/opt/atelier/healthcheck.mjs"]
# A shell expands $APP (fixed at build time through ENV above); `exec` then
# replaces the shell by node so that it receives SIGTERM directly (compose also
# runs an init process in front of it: init: true).
CMD ["/bin/sh", "-c", "exec node \"/app/${APP}/dist/src/main.js\""]
