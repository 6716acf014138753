#!/usr/bin/env bash
# Runs every suite (lint, Go, unit, browser), keeps going past failures, and ends with the line
# `N passed, M failed` summed over all of them. Exits non-zero when anything failed.
set -u
cd "$(dirname "$0")/.." || exit 1
out=.test-results
rm -rf "$out" && mkdir -p "$out"
export CI="${CI:-}"

step() { # name, command…
  local name=$1; shift
  echo "== $name"
  if "$@" >"$out/$name.log" 2>&1; then echo "ok"; echo "$name 1 0" >>"$out/checks"; else
    cat "$out/$name.log"; echo "$name 0 1" >>"$out/checks"; fi
}

step typecheck bash -c 'cd web && npx tsc -b'
step eslint bash -c 'cd web && npx eslint .'
step prettier bash -c 'cd web && npx prettier --check .'
step gofmt bash -c 'cd server && test -z "$(gofmt -l .)" && go vet ./...'

echo "== go test"
(cd server && go test -json ./... >"../$out/go.json" 2>"../$out/go.err"); echo "exit $?"

echo "== unit tests (vitest)"
(cd web && npx vitest run --reporter=default --reporter=json --outputFile.json="../$out/vitest.json"); echo "exit $?"

echo "== browser tests (playwright)"
(cd web && PLAYWRIGHT_JSON_OUTPUT_NAME="../$out/playwright.json" npx playwright test --reporter=list,json); echo "exit $?"

node scripts/summary.mjs "$out" | tee "$out/summary.txt"
tail -n 1 "$out/summary.txt" | grep -q ', 0 failed$'
