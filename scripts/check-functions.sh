#!/usr/bin/env bash
# Type-checks every Edge Function entry as Supabase's Deno runs it: each with its own deno.json,
# Deno's own types (Deno.serve, Deno.env), npm: specifiers fetched from the npm registry. The Node
# type check never sees supabase/functions/_deno/ nor the entries; this is the only check they get.
set -euo pipefail
cd "$(dirname "$0")/.."

# Deno's cache stays inside node_modules (git-ignored, gone with npm ci), not in ~/.cache.
export DENO_DIR="${DENO_DIR:-$PWD/node_modules/.cache/deno}"
export DENO_NO_UPDATE_CHECK=1

checked=0
for entry in supabase/functions/*/index.ts; do
  dir=$(dirname "$entry")
  case "$(basename "$dir")" in _*) continue ;; esac
  # --no-lock: no deno.lock written beside the functions; versions are pinned in deno.json and the imports.
  npx deno check --quiet --no-lock --config "$dir/deno.json" "$entry"
  checked=$((checked + 1))
done
echo "deno check: $checked function entries"
