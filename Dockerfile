# syntax=docker/dockerfile:1
# The server image: the bundled server (server/dist), its production dependencies and the host's
# static build, run as the unprivileged `node` user. The remotes are not in the image: each
# release is put on a static origin (CDN) and registered with the server (docs/deploy.md).
# Build from the repository root: `docker build -t portfolio-crm-server .`

ARG NODE_IMAGE=node:24-slim

# Build: the whole workspace is installed (the host's build tools are workspace-wide), the
# server bundled, the host built, then the server's production dependencies alone are copied
# out with `pnpm deploy` (@crm/shared is bundled into the server, not needed at run time).
FROM ${NODE_IMAGE} AS build
WORKDIR /repo
ENV CI=true PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY . .
RUN node scripts/pnpm.mjs install --frozen-lockfile \
 && node scripts/pnpm.mjs --filter @crm/server --filter @crm/host run build \
 && node scripts/pnpm.mjs --filter @crm/server deploy --prod --legacy /out/server \
 && rm -rf /out/server/src /out/server/test /out/server/bench \
 && cp -r server/dist /out/server/dist \
 && cp -r host/dist /out/host

# Run: Chromium is the one system package, for the PDF report (CRM_CHROMIUM_PATH).
FROM ${NODE_IMAGE}
RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    CRM_DATA_DIR=/data \
    CRM_HOST_DIST=/app/host
WORKDIR /app
COPY --from=build /out/server ./server
# The server writes the host files' compressed copies beside them at start.
COPY --from=build --chown=node:node /out/host ./host
RUN mkdir /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server/dist/server.js"]
