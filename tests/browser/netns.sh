#!/usr/bin/env bash
# Runs a command inside a network namespace of its own, so the WebRTC traffic of the
# connection tests stays on this machine:
#
#   tests/browser/netns.sh node --test --test-concurrency=1 tests/browser/*.net.mjs
#
# The namespace has loopback (the test server listens on 127.0.0.1) and one veth
# pair with private addresses, both ends inside it, 10.199.0.1/24 and 10.199.0.2/24,
# and a default route over it: Chromium gathers no candidate on loopback alone, and
# looks for the default route to pick its addresses. Nothing connects the namespace
# to any other network, so no packet can leave it. The namespace is removed however
# the command ends. Needs root (CI runs as root) and `ip` from iproute2; if the
# namespace cannot be made this fails, saying why: it never skips.
set -euo pipefail

die() {
  echo "netns.sh: $*" >&2
  exit 1
}
[ $# -gt 0 ] || die "usage: tests/browser/netns.sh COMMAND [ARGUMENT...]"
command -v ip >/dev/null || die "no 'ip' command: install iproute2 (./scripts/setup.sh does)"
[ "$(id -u)" = 0 ] || die "making a network namespace needs root (ip netns add); run as root"

NS="boardroom-net-$$"
cleanup() { ip netns delete "$NS" 2>/dev/null || true; }
trap cleanup EXIT
trap 'exit 130' INT TERM

ip netns add "$NS" ||
  die "could not make the network namespace $NS (in a container, this needs CAP_SYS_ADMIN)"
# No duplicate address detection for IPv6: otherwise the link-local addresses of the
# veth pair stay "tentative" for one to three seconds and then change, and Chromium,
# which watches the addresses, fails what the first test's page was fetching then
# (net::ERR_NETWORK_CHANGED). Where the machine has no IPv6 there is nothing to do.
ip netns exec "$NS" sh -c 'for c in all default; do
  f=/proc/sys/net/ipv6/conf/$c/accept_dad; [ ! -e "$f" ] || echo 0 > "$f"; done' ||
  die "could not turn off IPv6 duplicate address detection in $NS"
{
  ip -n "$NS" link set lo up &&
    ip -n "$NS" link add veth-a type veth peer name veth-b &&
    ip -n "$NS" addr add 10.199.0.1/24 dev veth-a &&
    ip -n "$NS" addr add 10.199.0.2/24 dev veth-b &&
    ip -n "$NS" link set veth-a up &&
    ip -n "$NS" link set veth-b up &&
    ip -n "$NS" route add default dev veth-a
} || die "could not set up the network inside $NS (veth pair, addresses, route)"

# The tests check they run in here (BOARDROOM_NETNS), so they cannot be run by
# mistake on the machine's own network.
status=0
BOARDROOM_NETNS="$NS" ip netns exec "$NS" "$@" || status=$?
exit "$status"
