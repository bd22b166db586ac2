/**
 * The client-rendered page's head start on its remote (issue #15). The shell learns which remote
 * owns the page only once its scripts have run; then the federation runtime asks for the remote's
 * manifest, and only with it for its remoteEntry.js: two round trips in a row before the remote's
 * own files, on the customer area's way to its first view. A small inline script in the page's
 * head reads the registry the page carries and the route table below, and preloads both files as
 * the HTML arrives; the runtime's own requests take the preloaded responses.
 *
 * The script is constant, so the CSP allows it by its hash (scripts/lib/security-headers.ts,
 * docker/nginx/30-site-headers.sh); what changes with the routes is the JSON it reads. The build
 * adds both after the page is minified (remote-head-start-plugin.ts), so the text stays as written.
 * A prerendered page drops both (scripts/prerender/page-document.ts): its scripts come after `load`.
 * No Node module here: the shell's Jest test runs this text against the shell's router.
 */
export const ROUTE_REMOTES_ID = 'fvc-route-remotes';

/** What the script reads: the shell's route table as [path, remote] pairs, and the entry's file name. */
export interface RouteRemotes {
  entry: string;
  routes: Array<[path: string, remote: string]>;
}

/**
 * Matches as the shell's router does for this table (shell/src/app/match-route.ts): a path, or a
 * prefix ending in `/*`; letter case and a trailing slash do not count. The remote's entry is
 * beside its manifest, as every release of this site places it; a manifest that says otherwise
 * costs one unused preload. Any failure leaves the page as it was: the runtime asks as before.
 */
export const REMOTE_HEAD_START_SCRIPT =
  '(function(){try{var d=document,c=JSON.parse(d.getElementById("fvc-runtime-config").textContent),' +
  `t=JSON.parse(d.getElementById("${ROUTE_REMOTES_ID}").textContent),` +
  'p=location.pathname.toLowerCase().replace(/(.)\\/$/,"$1"),n,i,r,b;' +
  'for(i=0;i<t.routes.length&&!n;i++){r=t.routes[i][0].toLowerCase();' +
  'if(r.slice(-2)==="/*"){b=r.slice(0,-2);if(p===b||p.indexOf(b+"/")===0)n=t.routes[i][1]}else if(p===r)n=t.routes[i][1]}' +
  'var m=n&&c.remotes[n];if(typeof m!=="string")return;' +
  'var l=function(a,h){var e=d.createElement("link");e.rel="preload";e.as=a;e.href=h;if(a==="fetch")e.crossOrigin="anonymous";d.head.appendChild(e)};' +
  'l("fetch",m);l("script",m.slice(0,m.lastIndexOf("/")+1)+t.entry)}catch(e){}})()';

/** The two elements the shell's index.html carries, after the registry. */
export function remoteHeadStartHtml(routeRemotes: RouteRemotes): string {
  const json = JSON.stringify(routeRemotes).replace(/</g, '\\u003c');
  return `<script id="${ROUTE_REMOTES_ID}" type="application/json">${json}</script><script>${REMOTE_HEAD_START_SCRIPT}</script>`;
}
