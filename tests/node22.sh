#!/usr/bin/env bash
# The supported Node versions are 20 (what every suite runs on) and 22 LTS. This runs a
# cross-section on Node 22, with the node_modules npm ci installed: the server starting, draining
# and answering health, sign-in, the fan-out, provider adapters over HTTP/2 and HTTP/1.1 against
# their stand-ins, uploads, and the metrics. Node 22 comes from the registry's `node` package.
set -euo pipefail
cd "$(dirname "$0")/.."

npx -y -p node@22 -c 'node --version && node node_modules/vitest/vitest.mjs run --project api \
  server/health.test.ts \
  server/reliability/startAndDrain.pglite.test.ts \
  server/modules/auth/login.test.ts \
  server/modules/delivery/fanOut.test.ts \
  server/modules/delivery/leaseRelease.test.ts \
  server/providers/push \
  server/providers/sms \
  server/providers/flow \
  server/metrics'
