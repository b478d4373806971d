#!/usr/bin/env bash
# Builds the libFuzzer target: Fuzz/FuzzTarget.swift compiled with the library
# sources (Diagnostics, Syntax, Engine, Reports, Driver) as one module, so `package`
# access needs no module boundaries. Output: .build/fuzz/viewgraph-fuzz
#
#   Fuzz/build.sh            # -O, fuzzer + address sanitizers
#   FUZZ_OPT=-Onone Fuzz/build.sh
#   FUZZ_OUT_DIR=.build/fuzz2 Fuzz/build.sh   # another folder (e.g. while a run uses the first)
set -euo pipefail
cd "$(dirname "$0")/.."
out="${FUZZ_OUT_DIR:-.build/fuzz}"
mkdir -p "$out"
shopt -s globstar nullglob
sources=(
    Sources/ViewGraphDiagnostics/**/*.swift
    Sources/ViewGraphSyntax/**/*.swift
    Sources/ViewGraphEngine/**/*.swift
    Sources/ViewGraphReports/**/*.swift
    Sources/ViewGraphDriver/**/*.swift
)
# One module: the per-module `import ViewGraphX` lines would name modules that do not
# exist, so each source is compiled from a copy with those imports removed.
staged="$out/src"
rm -rf "$staged"
mkdir -p "$staged"
for file in "${sources[@]}"; do
    flat="$staged/$(echo "${file#Sources/}" | tr '/' '_')"
    sed -E 's/^(@_?[A-Za-z]+ )?import ViewGraph[A-Za-z]*$//' "$file" > "$flat"
done
sed -E 's/^import ViewGraph[A-Za-z]*$//' Fuzz/FuzzTarget.swift > "$staged/FuzzTarget.swift"
echo 'import Foundation' >> "$staged/FuzzTarget.swift"

swiftc -sanitize=fuzzer,address -parse-as-library ${FUZZ_OPT:--O} \
    -swift-version 5 -module-name ViewGraphFuzz -package-name ViewGraph \
    -enforce-exclusivity=checked \
    "$staged"/*.swift \
    -o "$out/viewgraph-fuzz"
echo "built $out/viewgraph-fuzz"
