# CodePath container images, one file, several targets (README.md, "Deployment"):
#
#   docker build --target server -t codepath-server .   API server (SERVER_ROLE=api), no compilers, non-root
#   docker build --target worker -t codepath-worker .   judge worker: toolchains, bubblewrap, seccomp
#   docker build --target all    -t codepath-all .      embedded all-in-one (`npm start`), data in /data
#   docker build --target proxy  -t codepath-proxy .    nginx in front of the API servers (SSE unbuffered)
#
# BASE_IMAGE is any Debian bookworm image (debian:bookworm-slim by default). EXTRA_CA_CERTS
# (PEM text) is trusted by npm while building, for networks that inspect TLS. Only classic
# builder features are used, so it builds with or without BuildKit.
ARG BASE_IMAGE=debian:bookworm-slim

# Reverse proxy: Debian's nginx, non-root on port 8080, SSE passed through unbuffered. First
# in the file: the classic builder builds every stage before the one asked for.
FROM ${BASE_IMAGE} AS proxy
ARG DEBIAN_FRONTEND=noninteractive
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx-light gettext-base tini curl \
 && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin
COPY deploy/proxy/nginx.conf.template deploy/proxy/start.sh /etc/codepath-proxy/
ENV PROXY_PORT=8080 CODEPATH_UPSTREAMS="api1:3000 api2:3000"
USER www-data
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=5s --retries=3 CMD ["sh", "-c", "curl -fsS http://127.0.0.1:${PROXY_PORT}/api/health > /dev/null"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["sh", "/etc/codepath-proxy/start.sh"]

# Node.js: Debian bookworm's is too old (18), so the official binary comes from the npm
# registry's node-linux-<arch> package, installed by Debian's own npm in this stage only, and
# with it the npm the lock file is written by.
FROM ${BASE_IMAGE} AS node
ARG NODE_VERSION=20.20.2
ARG NPM_VERSION=11.19.1
ARG EXTRA_CA_CERTS=""
ARG DEBIAN_FRONTEND=noninteractive
RUN apt-get update \
 && apt-get install -y --no-install-recommends npm ca-certificates \
 && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin
RUN printf '%s\n' "$EXTRA_CA_CERTS" > /tmp/extra-ca.pem \
 && if [ -n "$EXTRA_CA_CERTS" ]; then export NODE_EXTRA_CA_CERTS=/tmp/extra-ca.pem; fi \
 && arch="$(dpkg --print-architecture)" && case "$arch" in amd64) arch=x64 ;; esac \
 && npm install --global --prefix /opt/node --no-audit --no-fund "node-linux-$arch@$NODE_VERSION" \
 && cp --dereference /opt/node/bin/node /opt/node/node \
 && /opt/node/node --version \
 && /opt/node/node /usr/share/nodejs/npm/bin/npm-cli.js install --global --prefix /opt/node --no-audit --no-fund "npm@$NPM_VERSION" \
 && cp /tmp/extra-ca.pem /opt/node/extra-ca.pem \
 && rm -rf /root/.npm

# Every npm package (dev tools included) and the web build.
FROM ${BASE_IMAGE} AS build
COPY --from=node /opt/node /opt/node
ENV PATH=/opt/node/bin:$PATH
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/contract/package.json packages/contract/
COPY packages/judge/package.json packages/judge/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN if grep -q BEGIN /opt/node/extra-ca.pem; then export NODE_EXTRA_CA_CERTS=/opt/node/extra-ca.pem; fi \
 && npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/contract packages/contract
COPY apps/web apps/web
RUN npm run build -w apps/web

# The packages the server and the judge need at run time, without the web app's or the dev tools.
FROM ${BASE_IMAGE} AS deps
COPY --from=node /opt/node /opt/node
ENV PATH=/opt/node/bin:$PATH
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/contract/package.json packages/contract/
COPY packages/judge/package.json packages/judge/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN if grep -q BEGIN /opt/node/extra-ca.pem; then export NODE_EXTRA_CA_CERTS=/opt/node/extra-ca.pem; fi \
 && npm ci --omit=dev --no-audit --no-fund -w apps/server -w packages/judge -w packages/contract \
 && rm -rf /root/.npm

# The application's files, assembled once for every image that runs it.
FROM ${BASE_IMAGE} AS app
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY package.json tsconfig.base.json ./
COPY scripts/bootstrap.mjs scripts/
COPY deploy/healthcheck.mjs deploy/worker-entrypoint.sh deploy/
COPY packages packages
COPY apps/server apps/server
COPY --from=build /app/apps/web/dist apps/web/dist

# What every server image shares: node, and tini as pid 1 (reaps orphans, passes SIGTERM on).
FROM ${BASE_IMAGE} AS runtime
ARG DEBIAN_FRONTEND=noninteractive
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates tini \
 && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin
COPY --from=node /opt/node/node /usr/local/bin/node
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 DATA_DIR=/data PROBLEMS_DIR=/app/problems CODEPATH_IN_CONTAINER=true
HEALTHCHECK --interval=10s --timeout=5s --start-period=120s --retries=3 CMD ["node", "deploy/healthcheck.mjs"]
ENTRYPOINT ["/usr/bin/tini", "--"]

# API server: HTTP only, judges nothing, so no compilers and no privileges; runs as uid 10001.
FROM runtime AS server
RUN useradd --system --uid 10001 --home-dir /data --shell /usr/sbin/nologin codepath \
 && mkdir -p /data && chown codepath:codepath /data
COPY --from=app /app /app
COPY problems problems
ENV SERVER_ROLE=api PORT=3000
USER codepath
EXPOSE 3000
CMD ["node", "--import", "tsx", "apps/server/src/main.ts"]

# Judge worker: the judge's Debian packages are the set-up's list (scripts/bootstrap.mjs,
# SYSTEM_TOOLS), so a language added there is in the image too; installed before the code
# is copied, so a change of code does not install them again. Runs as root inside the
# container: the judge mounts a tmpfs per job and gives each job a host uid of its own
# (packages/judge/README.md); the container's privileges are in README.md, "Deployment".
FROM runtime AS worker
ARG DEBIAN_FRONTEND=noninteractive
COPY scripts/bootstrap.mjs /usr/local/lib/codepath-bootstrap.mjs
RUN apt-get update \
 && apt-get install -y --no-install-recommends $(node /usr/local/lib/codepath-bootstrap.mjs packages start) \
 && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin
COPY --from=app /app /app
ENV SERVER_ROLE=worker WORKER_PORT=3001
EXPOSE 3001
ENTRYPOINT ["/usr/bin/tini", "--", "sh", "/app/deploy/worker-entrypoint.sh"]
CMD ["node", "--import", "tsx", "apps/server/src/worker.ts"]

# Embedded all-in-one: `npm start` in a container (PGlite and the generated secret in /data).
FROM worker AS all
COPY problems problems
ENV SERVER_ROLE=all PORT=3000
VOLUME /data
EXPOSE 3000
CMD ["node", "--import", "tsx", "apps/server/src/main.ts"]
