#!/usr/bin/env bash
# API tests on in-memory PGlite, every file; then, when TEST_DATABASE_URL is set, the files tagged
# `// @engines: pglite postgres (…)` again on PostgreSQL (vitest.config.ts narrows the api project under TEST_DB=postgres).
set -euo pipefail
vitest run --project api
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "The engine-dependent API files again on PostgreSQL (TEST_DATABASE_URL)…"
  TEST_DB=postgres vitest run --project api
fi
