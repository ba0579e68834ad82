#!/usr/bin/env bash
# Formats the package's Swift sources with the toolchain's swift-format (.swift-format),
# then lints them strictly: exit 1 on any finding. `--check` lints only (CI).
# Ported corpus files and the preview fixtures are the exact output of `rerender port`
# and are left as it wrote them.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
files=()
while IFS= read -r file; do files+=("$file"); done < <(
  find Sources Tests Examples Package.swift -name '*.swift' -not -path 'Tests/CorpusTests/Ported/*' \
    -not -path 'Tests/PreviewFixtures/*' | sort)
if [ "${1:-}" != "--check" ]; then
  swift format format --in-place --parallel "${files[@]}"
fi
swift format lint --strict --parallel "${files[@]}"
