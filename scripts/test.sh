#!/usr/bin/env bash
# Runs the checks (types, lint, format, gofmt, vet) and every test suite (Go, unit, browser), keeps
# going past failures, and ends with scripts/summary.mjs: one line per check and suite, then
# `N passed, M failed` summed over the tests only. Exits non-zero when a test or a check failed.
set -u
cd "$(dirname "$0")/.." || exit 1
out=.test-results
rm -rf "$out" && mkdir -p "$out"
export CI="${CI:-}"

check() { # name, command… — a check is reported as ok/FAILED, not counted as a test
  local name=$1; shift
  echo "== $name"
  "$@" >"$out/$name.log" 2>&1
  local code=$?
  if [ "$code" -eq 0 ]; then echo "ok"; else cat "$out/$name.log"; fi
  echo "$name $code" >>"$out/checks"
}

check typecheck bash -c 'cd web && npx tsc -b'
check eslint bash -c 'cd web && npx eslint . --cache --cache-location node_modules/.cache/eslint/'
check prettier bash -c 'cd web && npx prettier --check . --cache'
check gofmt bash -c 'cd server && files=$(gofmt -l .) && test -z "$files" || { echo "not gofmt-ed: $files"; exit 1; }'
check vet bash -c 'cd server && go vet ./...'

# each suite's exit code is kept next to its report: a non-zero exit with a clean report still fails
echo "== go test"
(cd server && go test -json ./... >"../$out/go.json" 2>"../$out/go.err"); code=$?
echo "$code" >"$out/go.exit"; echo "exit $code"
[ "$code" -eq 0 ] || cat "$out/go.err"

echo "== unit tests (vitest)"
(cd web && npx vitest run --reporter=default --reporter=json --outputFile.json="../$out/vitest.json"); code=$?
echo "$code" >"$out/unit.exit"; echo "exit $code"

echo "== browser tests (playwright)"
(cd web && PLAYWRIGHT_JSON_OUTPUT_NAME="../$out/playwright.json" npx playwright test --reporter=list,json); code=$?
echo "$code" >"$out/browser.exit"; echo "exit $code"

node scripts/summary.mjs "$out" | tee "$out/summary.txt"
exit "${PIPESTATUS[0]}"
