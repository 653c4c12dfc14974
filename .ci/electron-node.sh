# Sourced by .ci/run: puts the Node.js major that the pinned Electron embeds first on PATH.
#
# The main process runs on Electron's own Node.js (Electron 45: Node 24), so
# the suite runs on that major too; installing Electron and its tools needs
# Node 22.12 or later in any case. The binary comes from the npm registry
# (node-linux-<arch>, the official build) and is kept in .tmp/node/<major>
# between runs. Returns non-zero when it cannot be had.
ELECTRON_NODE_MAJOR=24

use_electron_node() {
  local arch
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "No Node.js $ELECTRON_NODE_MAJOR build for $(uname -m) on the npm registry"; return 1 ;;
  esac
  local dir="$PWD/.tmp/node/$ELECTRON_NODE_MAJOR"
  local bin="$dir/node_modules/node-linux-$arch/bin"
  if ! "$bin/node" --version 2>/dev/null | grep -q "^v$ELECTRON_NODE_MAJOR\."; then
    echo "Installing Node.js $ELECTRON_NODE_MAJOR (node-linux-$arch from the npm registry) into $dir"
    rm -rf "$dir" && mkdir -p "$dir" || return 1
    npm install --prefix "$dir" --no-save --no-audit --no-fund --no-package-lock \
      "node-linux-$arch@$ELECTRON_NODE_MAJOR" >/dev/null || return 1
  fi
  export PATH="$bin:$PATH"
  hash -r
  echo "Node.js $(node --version) ($(command -v node)), npm $(npm --version)"
  node --version | grep -q "^v$ELECTRON_NODE_MAJOR\."
}
