/**
 * The client-rendered page's head start on its remote (issue #15). The shell learns which remote
 * owns the page only once its scripts have run; then the federation runtime asks for the remote's
 * manifest, and only with it for its remoteEntry.js, then for its routes module, then for the
 * page's screen: four round trips in a row before the remote's first view, on the customer area's
 * way to it. A small inline script in the page's head reads the registry the page carries and the
 * route table below, and as the HTML arrives preloads the manifest and the entry, then the files
 * the remote's `route-files.json` names for this page (scripts/lib/route-files-plugin.ts); the
 * runtime's and the chunk loader's own requests take the preloaded responses.
 *
 * The script is constant, so the CSP allows it by its hash (scripts/lib/security-headers.ts,
 * docker/nginx/30-site-headers.sh); what changes with the routes is the JSON it reads. The build
 * adds both after the page is minified (remote-head-start-plugin.ts), so the text stays as written.
 * A prerendered page drops both (scripts/prerender/page-document.ts): its scripts come after `load`.
 * No Node module here: the shell's Jest test runs this text against the shell's router.
 */
export const ROUTE_REMOTES_ID = 'fvc-route-remotes';

/**
 * What the script reads: the shell's route table as [path, remote] pairs, and the names of the
 * entry and of the route files, each beside a remote's manifest.
 */
export interface RouteRemotes {
  entry: string;
  files: string;
  routes: Array<[path: string, remote: string]>;
}

/**
 * Matches as the shell's router does for this table (shell/src/app/match-route.ts): a path, or a
 * prefix ending in `/*`; letter case and a trailing slash do not count. A screen of the route
 * files matches segment by segment, `:name` standing for any one. The remote's files are beside its
 * manifest, as every release of this site places them; a manifest that says otherwise costs unused
 * preloads. Any failure leaves the page as it was: the runtime and the chunk loader ask as before.
 */
export const REMOTE_HEAD_START_SCRIPT =
  '(function(){try{var d=document,c=JSON.parse(d.getElementById("fvc-runtime-config").textContent),' +
  `t=JSON.parse(d.getElementById("${ROUTE_REMOTES_ID}").textContent),` +
  'p=location.pathname.toLowerCase().replace(/(.)\\/$/,"$1"),n,i,r,b;' +
  'for(i=0;i<t.routes.length&&!n;i++){r=t.routes[i][0].toLowerCase();' +
  'if(r.slice(-2)==="/*"){b=r.slice(0,-2);if(p===b||p.indexOf(b+"/")===0)n=t.routes[i][1]}else if(p===r)n=t.routes[i][1]}' +
  'var m=n&&c.remotes[n];if(typeof m!=="string")return;var u=m.slice(0,m.lastIndexOf("/")+1),' +
  'l=function(a,h){var e=d.createElement("link");e.rel="preload";e.as=a;e.href=h;if(a==="fetch")e.crossOrigin="anonymous";d.head.appendChild(e)},' +
  's=function(q){var x=q.toLowerCase().split("/"),y=p.split("/"),j;if(x.length!==y.length)return!1;' +
  'for(j=0;j<x.length;j++)if(x[j]!==y[j]&&!(x[j].charAt(0)===":"&&y[j]))return!1;return!0};' +
  'l("fetch",m);l("script",u+t.entry);' +
  'fetch(u+t.files).then(function(o){return o.ok?o.json():null}).then(function(f){if(!f)return;var k=f.routes,j;' +
  'for(j=0;j<f.screens.length;j++)if(s(f.screens[j][0]))k=k.concat(f.screens[j][1]);' +
  'for(j=0;j<k.length;j++)l(/\\.css$/.test(k[j])?"style":"script",u+k[j])})["catch"](function(){})}catch(e){}})()';

/** The two elements the shell's index.html carries, after the registry. */
export function remoteHeadStartHtml(routeRemotes: RouteRemotes): string {
  const json = JSON.stringify(routeRemotes).replace(/</g, '\\u003c');
  return `<script id="${ROUTE_REMOTES_ID}" type="application/json">${json}</script><script>${REMOTE_HEAD_START_SCRIPT}</script>`;
}
