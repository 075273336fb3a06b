#!/usr/bin/env bash
# Installs what a fresh machine with only Node 20 and npm lacks, then the workspace's packages.
# Safe to run again: each step is skipped when its tool is already there.
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf '\033[1m[setup]\033[0m %s\n' "$*"; }

# pnpm comes through npm: corepack's signature check fails on these machines (TOOLCHAIN.md).
if ! command -v pnpm >/dev/null 2>&1; then
  say "installing pnpm 10 with npm"
  npm install --global --no-fund --no-audit pnpm@10.34.9 >/dev/null
fi

# Browser tests use Debian's chromium; a test tool's own browser download cannot work offline.
if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = 0 ]; then sudo=""; elif command -v sudo >/dev/null 2>&1; then sudo="sudo"; else sudo="missing"; fi
  if [ "$sudo" = missing ] || ! command -v apt-get >/dev/null 2>&1; then
    say "chromium is missing: install it (Debian: apt-get install chromium) so the browser tests can run"
    exit 1
  fi
  say "installing Debian's chromium"
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi

# The API suite also runs on PostgreSQL; start the local cluster if it is installed but down.
if command -v pg_isready >/dev/null 2>&1 && ! pg_isready -q -h 127.0.0.1 -p 5432; then
  if command -v pg_ctlcluster >/dev/null 2>&1 && [ -d /etc/postgresql ]; then
    say "starting the local PostgreSQL cluster"
    pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start || true
  fi
fi

say "installing the workspace's packages"
if [ -n "${CI:-}" ]; then pnpm install --frozen-lockfile; else pnpm install; fi
