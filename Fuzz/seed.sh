#!/usr/bin/env bash
# Makes a seed corpus from every .scenario file in the repository (lessons, the
# error catalogue, test fixtures) and ../shared/examples when it exists.
#
#   Fuzz/seed.sh [DIR]      # default: .build/fuzz/corpus; prints the directory
set -euo pipefail
cd "$(dirname "$0")/.."
corpus="${1:-.build/fuzz/corpus}"
mkdir -p "$corpus"
roots=(Scenarios Tests Guides)
[ -d ../shared/examples ] && roots+=(../shared/examples)
count=0
while IFS= read -r -d '' file; do
    # Name each seed by its content, so re-seeding never duplicates a file.
    sum=$(sha1sum "$file" | cut -c1-16)
    cp "$file" "$corpus/seed-$sum"
    count=$((count + 1))
done < <(find "${roots[@]}" -name '*.scenario' -type f -print0)
echo "$count scenario files seeded into $corpus" >&2
echo "$corpus"
