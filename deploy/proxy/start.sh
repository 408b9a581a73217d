#!/bin/sh
# Writes nginx's configuration from the environment, then runs nginx in the foreground.
#   PROXY_PORT          port to listen on (8080)
#   PROXY_LISTEN        address and port, when not every address (127.0.0.1:8080)
#   CODEPATH_UPSTREAMS  the API servers, HOST:PORT separated by spaces ("api1:3000 api2:3000")
#   RESOLVE_SECONDS     how often the API servers' names are looked up again (5)
# nginx resolves the API servers' names once, when it (re)loads its configuration; a server
# started again (a restore, `docker compose stop`/`start`) may come back at another address.
# So every RESOLVE_SECONDS this script looks the names up again and reloads nginx when an
# address changed (a reload that cannot resolve a name keeps the running configuration).
set -eu
upstreams=""
for server in $CODEPATH_UPSTREAMS; do
  upstreams="$upstreams    server $server max_fails=1 fail_timeout=5s;
"
done
export UPSTREAM_SERVERS="$upstreams"
export PROXY_LISTEN="${PROXY_LISTEN:-$PROXY_PORT}"
template="${PROXY_TEMPLATE:-/etc/codepath-proxy/nginx.conf.template}"
conf="${PROXY_CONF:-/tmp/nginx.conf}"
envsubst '${PROXY_LISTEN} ${UPSTREAM_SERVERS}' < "$template" > "$conf"

addresses() {
  for server in $CODEPATH_UPSTREAMS; do
    getent ahostsv4 "${server%:*}" | awk '{ print $1 }' | sort -u | tr '\n' ' ' || true
    echo
  done
}

nginx -e stderr -c "$conf" -g 'daemon off;' &
nginx_pid=$!
trap 'kill -TERM "$nginx_pid" 2>/dev/null; wait "$nginx_pid"; exit 0' TERM INT
trap 'kill -QUIT "$nginx_pid" 2>/dev/null; wait "$nginx_pid"; exit 0' QUIT
known="$(addresses)"
while kill -0 "$nginx_pid" 2>/dev/null; do
  sleep "${RESOLVE_SECONDS:-5}" &
  wait $! || true
  now="$(addresses)"
  if [ "$now" != "$known" ]; then
    known="$now"
    nginx -e stderr -c "$conf" -s reload || echo "codepath-proxy: the API servers' addresses changed; nginx could not reload yet, trying again at the next change" >&2
  fi
done
wait "$nginx_pid"
