#!/usr/bin/env bash
# Runs the given command with Node.js 24 (or newer) first on PATH.
# If the running Node is older, Node 24 is installed once from the npm registry
# (package node-<os>-<arch>@24, which carries the official binary) into
# .cache/node24 at the repository root and reused afterwards.
set -euo pipefail
# onnxruntime-node (a dependency of @huggingface/transformers; the math OCR tool runs ONNX Runtime
# Web in the browser, never this) would download optional GPU binaries from api.nuget.org in its
# postinstall. Skipped: CI reaches the npm registry only.
export ONNXRUNTIME_NODE_INSTALL="${ONNXRUNTIME_NODE_INSTALL:-skip}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
want=24
major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(major)" -ge "$want" ]; then exec "$@"; fi

dir="$root/.cache/node$want"
case "$(uname -s)" in Linux) os=linux ;; Darwin) os=darwin ;; *) os=unknown ;; esac
case "$(uname -m)" in x86_64|amd64) arch=x64 ;; aarch64|arm64) arch=arm64 ;; *) arch=unknown ;; esac
pkg="node-$os-$arch"
bin="$dir/node_modules/$pkg/bin"

if [ ! -x "$bin/node" ]; then
  if [ "$os" = unknown ] || [ "$arch" = unknown ]; then
    echo "Handy Tools needs Node.js $want+. Install it from https://nodejs.org and run this again." >&2
    exit 1
  fi
  echo "Node $(node -v 2>/dev/null || echo 'not found') is older than $want: installing $pkg@$want into .cache/node$want …" >&2
  mkdir -p "$dir"
  npm install --silent --no-audit --no-fund --no-save --prefix "$dir" "$pkg@$want" >&2
fi
# npm itself comes from the running npm; node is 24 from here on.
export PATH="$bin:$PATH"
exec "$@"
