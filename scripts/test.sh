#!/usr/bin/env bash
# `npm test`: every check the project has, one step a line, then a table of each step's time and the
# summary line ("N passed, N failed", always the last line). A failed step does not stop the others:
# the summary counts it. The type-check runs beside the build (each mostly uses one core), and the
# browser tests need the build, so they wait for it.
#
#   npm test                 the whole suite
#   npm run test:unit        the unit tests alone (no build)
#   npm run test:browser     the browser tests against the existing build in dist/
set -u
cd "$(dirname "${BASH_SOURCE[0]}")/.."

rm -f .vitest-report.json .vitest-browser-report.json
LOG_DIR="$(mktemp -d)"
declare -A STATUS SECONDS_TAKEN

# step NAME COMMAND...: runs COMMAND in the foreground, recording its exit status and time.
step() {
  local name=$1 start=$SECONDS
  shift
  printf '\n==== %s ====\n' "$name"
  "$@"
  STATUS[$name]=$?
  SECONDS_TAKEN[$name]=$((SECONDS - start))
}

# background NAME COMMAND...: runs COMMAND beside the next steps, its output kept until it is awaited.
background() {
  local name=$1
  shift
  ( start=$SECONDS; "$@" >"$LOG_DIR/$name.log" 2>&1; s=$?; echo "$s $((SECONDS - start))" >"$LOG_DIR/$name.status" ) &
}
# await NAME: waits for a background step and prints its output.
await() {
  local name=$1
  wait
  printf '\n==== %s ====\n' "$name"
  cat "$LOG_DIR/$name.log"
  read -r STATUS[$name] SECONDS_TAKEN[$name] <"$LOG_DIR/$name.status"
}

step lint        npx biome check .
step unit        npx vitest run --reporter=default --reporter=json --outputFile=.vitest-report.json
background typecheck npm run --silent typecheck
step build       npm run --silent build
await typecheck
if [ "${STATUS[build]}" -eq 0 ]; then
  step browser   npx vitest run -c vitest.browser.config.ts --reporter=default --reporter=json --outputFile=.vitest-browser-report.json
else
  echo "browser tests skipped: the build failed"; STATUS[browser]=skipped; SECONDS_TAKEN[browser]=0
fi

printf '\n==== Time per step ====\n'
for name in lint unit typecheck build browser; do printf '%-10s %5ss\n' "$name" "${SECONDS_TAKEN[$name]}"; done
printf '%-10s %5ss\n' total "$SECONDS"
rm -rf "$LOG_DIR"
node scripts/test-summary.mjs --lint="${STATUS[lint]}" --typecheck="${STATUS[typecheck]}" --vitest="${STATUS[unit]}" \
  --build="${STATUS[build]}" --browser="${STATUS[browser]}"
