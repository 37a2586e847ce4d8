# pith as a service: `docker build -t pith .` then
#   docker run --rm -p 8080:8080 pith                      # pith serve on port 8080
#   docker run --rm pith --jobs 4 --max-queue 128          # other serve flags (host and port stay)
#   docker run --rm --no-healthcheck --entrypoint node pith dist/cli/main.js worker \
#     --redis redis://queue:6379 --out /data/records       # a queue worker from the same image
# See docs/scale.md, "Docker".

# Build stage: every dependency (TypeScript and the build's scripts are dev dependencies), then only
# the production ones are kept for the image.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY scripts ./scripts
COPY src ./src
COPY models ./models
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/models ./models
COPY schema ./schema
# The image's own unprivileged user (uid 1000): a page that exploited the parser would own nothing.
USER node
EXPOSE 8080
# fetch is built into Node 20: no curl in the slim image. The port is the one CMD gives.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8080/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["node", "dist/cli/main.js", "serve", "--host", "0.0.0.0", "--port", "8080"]
