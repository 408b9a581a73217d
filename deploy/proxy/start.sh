#!/bin/sh
# Writes nginx's configuration from the environment, then runs nginx in the foreground.
#   PROXY_PORT          port to listen on (8080)
#   PROXY_LISTEN        address and port, when not every address (127.0.0.1:8080)
#   CODEPATH_UPSTREAMS  the API servers, HOST:PORT separated by spaces ("api1:3000 api2:3000")
set -eu
upstreams=""
for server in $CODEPATH_UPSTREAMS; do
  upstreams="$upstreams    server $server max_fails=1 fail_timeout=5s;
"
done
export UPSTREAM_SERVERS="$upstreams"
export PROXY_LISTEN="${PROXY_LISTEN:-$PROXY_PORT}"
envsubst '${PROXY_LISTEN} ${UPSTREAM_SERVERS}' < /etc/codepath-proxy/nginx.conf.template > /tmp/nginx.conf
exec nginx -e stderr -c /tmp/nginx.conf -g 'daemon off;'
