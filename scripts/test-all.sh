#!/usr/bin/env bash
# npm test: every check and every suite. The types are checked and the web app is built first (the
# browser suites serve it). Lint and the formatting check run beside jest at a lower priority, on the
# processor time the suites leave idle; their findings are printed after jest's summary. Arguments go
# to jest (npm test -- test/bff/review).
set -uo pipefail
cd "$(dirname "$0")/.."

npm run --silent typecheck || exit 1
npm run --silent build:web || exit 1

checks_log=$(mktemp)
(nice -n 10 npm run --silent lint && nice -n 10 npm run --silent format:check) >"$checks_log" 2>&1 &
checks=$!

npx jest "$@"
suites=$?

wait "$checks"
static=$?
echo
if [ "$static" -eq 0 ]; then
  echo "Lint and formatting: clean."
else
  echo "Lint and formatting: findings (npm run lint; npm run format to rewrite the formatting):"
  cat "$checks_log"
fi
rm -f "$checks_log"

[ "$suites" -eq 0 ] && [ "$static" -eq 0 ]
