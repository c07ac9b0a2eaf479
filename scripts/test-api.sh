#!/usr/bin/env bash
# API tests on in-memory PGlite, then the same suite on PostgreSQL when TEST_DATABASE_URL is set.
set -euo pipefail
vitest run --project api
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "API suite again on PostgreSQL (TEST_DATABASE_URL)…"
  TEST_DB=postgres vitest run --project api
fi
