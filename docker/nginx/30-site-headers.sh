#!/bin/sh
# Writes the security headers every response of this app carries (issue #14), from the same
# environment as the runtime registry: the CSP lists the API and the remotes' origins, so a
# re-pointed remote is allowed after a restart. site/security-headers.ts is the same policy
# for the Node static server; keep the two in step.
set -eu

origin() { printf '%s' "$1" | sed -E 's#^(https?://[^/]+).*#\1#'; }

remotes=""
for url in "${REMOTE_HOME_URL:-}" "${REMOTE_PLANS_URL:-}" "${REMOTE_CALCULATOR_URL:-}" "${REMOTE_DEALERS_URL:-}" "${REMOTE_ACCOUNT_URL:-}" "${REMOTE_BACKOFFICE_URL:-}"; do
  [ -n "$url" ] && remotes="$remotes $(origin "$url")"
done
remotes=$(printf '%s\n' $remotes | sort -u | tr '\n' ' ' | sed 's/ *$//')
api=$(origin "${API_URL:-}")
gateway=$(origin "${GATEWAY_PAGE_URL:-http://localhost:4100/pagar}")
tiles=$(origin "${MAP_TILES_URL:-https://tile.openstreetmap.org/}")
videos=$(origin "${VIDEO_PLAYER_URL:-https://video.financieravial.example/}")
# Behind the site's one origin (issue #15) the API and the remotes share it: listed once.
api_and_remotes=$api
for remote in $remotes; do [ "$remote" = "$api" ] || api_and_remotes="$api_and_remotes $remote"; done

# The prerendered pages' head script, allowed by the hash the shell's build wrote beside it
# (platform.ts HEAD_SCRIPT_HASH_FILE, docs/decisions/0053); the remotes' images have none.
head_script=$(cat "${SITE_ROOT:-/usr/share/nginx/html}/head-script.csp-hash" 2>/dev/null || true)

csp="default-src 'self'; script-src 'self' $head_script $remotes; style-src 'self' 'unsafe-inline' $remotes; img-src 'self' data: blob: $api_and_remotes $tiles; font-src 'self' data: $remotes; connect-src 'self' $api_and_remotes; form-action 'self' $api $gateway; frame-src 'self' $videos; frame-ancestors 'none'; base-uri 'self'; object-src 'none'"

headers_file=${SITE_HEADERS_FILE:-/etc/nginx/site-headers.inc}
cat > "$headers_file" <<HEADERS
add_header Access-Control-Allow-Origin \$cors_origin always;
add_header Vary Origin always;
add_header X-Content-Type-Options nosniff always;
add_header Referrer-Policy strict-origin-when-cross-origin always;
add_header Content-Security-Policy "$csp" always;
add_header X-Frame-Options DENY always;
add_header Permissions-Policy "camera=(), microphone=(), geolocation=(self), payment=(), usb=(), serial=()" always;
add_header Strict-Transport-Security \$hsts always;
HEADERS

# Every page is cut off from other windows (docs/decisions/0051, pageSecurityHeaders).
echo 'add_header Cross-Origin-Opener-Policy same-origin always;' >> "$headers_file"
