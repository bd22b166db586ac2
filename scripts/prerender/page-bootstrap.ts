/**
 * The prerendered page's inline bootstrap, apart from the page's composition (page-document.ts):
 * the browser tests of the shell run this same text, and nothing here needs Node.
 */

/**
 * The only inline script of the site, in the page's head. Constant, so the pages' CSP allows it by
 * hash (scripts/lib/security-headers.ts); what varies (the script URLs) is JSON in the page.
 * 1. A page is drawn signed out. For a signed-in customer (the session user in sessionStorage and
 *    the session's XSRF cookie, as the store reads them: without the cookie the session idled out)
 *    it marks <html class="fvc-signed-in"> before the first paint, and the shell's CSS keeps the
 *    customer menu's place until hydration draws it (no layout shift).
 *    It opens localStorage too (point 4 reads it), before the paint as well: a page's first use of
 *    a storage waits on the browser (1-19 ms here), and the federation runtime reads localStorage
 *    as main.js starts, in the start-up's longest task after the paint (issue #15: that
 *    evaluation's median 12.3 -> 9.2 ms over 20 loads each way).
 * 2. Once the page has both loaded and had its first contentful paint, whichever comes last, it
 *    adds the shell's scripts, in order. Usually the page has painted by `load`, and they come
 *    then. On a slow device `load` can come first (the page's own style and layout take longer
 *    than its pictures); scripts requested then compete with the first paint and, in Lighthouse,
 *    count against the LCP (the first paint stands in for it: it is the one the scripts could
 *    overtake). The paint's timing entry arrives once the frame is on screen. A hidden tab paints
 *    nothing and a browser without paint timing cannot say, so both get them at `load`; and
 *    should the entry never come, they come 3 s after `load`.
 * 3. Until then the page looks ready but does not answer: on a slow phone that lasts seconds. A
 *    tap there was lost ("Ver mapa" drew no map), and a state chosen in a list showed in it but
 *    not in what the page drew from it (React's state kept its first value). It keeps, once each
 *    and in order, in `window.fvcEarlyInput`:
 *    - a tap on a button, a box or a radio button, stopped there: it does nothing else, not even
 *      send a form or tick the box;
 *    - a field whose value changed (typed text, a choice in a list), left as the visitor set it,
 *      with that value (`fvcValue`: a render before the answer would put the first one back);
 *    and the shell answers them once the part of the page they are in has hydrated: the header,
 *    footer and popups with the shell, the content (<main>) with its remote
 *    (shell/src/app/early-input.ts). Links are not kept: they work without scripts.
 * 4. The site's notices come drawn with the page (docs/decisions/0038): the alert popup, and on
 *    home the cookie notice. Until the shell is live this script is their behaviour (SPEC §9):
 *    - one the visitor closed earlier (the alert's 'hide' flag for the session, the cookie
 *      notice's for good) is hidden before the first paint: <html class="fvc-<notice>-hidden">;
 *    - the alert's close button takes the focus once the page is drawn (after the first frame: a
 *      focus before it lays the whole page out there and then, in the task that parsed it, 12-35
 *      ms here, four times that on Lighthouse's phone), Tab and Shift+Tab go round its links and
 *      buttons without leaving it (a modal: the page behind is not reachable), and Escape closes
 *      it;
 *    - a control marked `data-closes-notice` closes its notice: the flag is stored and
 *      <html class="fvc-<notice>-closed"> hides it (the alert fades out, app.css). A link still
 *      opens its page; a button's tap goes no further. The focus it had goes to the page's
 *      content (<main id="contenido">), as the shell sends it, not to the document's start.
 *    The shell, once live, drops a notice its flag says is closed.
 */
export const PRERENDER_BOOTSTRAP =
  "try{var v=JSON.parse(sessionStorage.getItem('user')||'null');v&&v.state&&v.state.user&&v.state.user.customer&&" +
  "/(^|; )XSRF-TOKEN=/.test(document.cookie)&&document.documentElement.classList.add('fvc-signed-in')}catch(e){}" +
  "(function(d,q){var w=function(t){return!q.pageLive&&(!q.shellLive||t.closest('main'))}," +
  "k=function(t){q.indexOf(t)<0&&q.push(t)},h=d.documentElement.classList," +
  "N={alert:['sessionStorage','hide','hide'],cookies:['localStorage','cookie-notice-acknowledged','1']}," +
  "o=function(n){return!q.shellLive&&!h.contains('fvc-'+n+'-hidden')&&!h.contains('fvc-'+n+'-closed')&&d.querySelector('[data-notice='+n+']')}," +
  "c=function(n){try{window[N[n][0]].setItem(N[n][1],N[n][2])}catch(e){}var m=d.querySelector('[data-notice='+n+']');" +
  "h.add('fvc-'+n+'-closed');m&&m.contains(d.activeElement)&&(m=d.getElementById('contenido'))&&m.focus({preventScroll:true})};" +
  "for(var n in N)try{window[N[n][0]].getItem(N[n][1])&&h.add('fvc-'+n+'-hidden')}catch(e){}" +
  "d.addEventListener('DOMContentLoaded',function(){requestAnimationFrame(function(){setTimeout(function(){" +
  "var b=o('alert');b&&(b=b.querySelector('button[data-closes-notice]'))&&b.focus()})})});" +
  "d.addEventListener('keydown',function(e){var m=o('alert'),f,g;if(!m)return;if(e.key=='Escape')c('alert');" +
  "else if(e.key=='Tab'&&(f=m.querySelectorAll('a[href],button')).length){g=f[e.shiftKey?0:f.length-1];" +
  "if(!m.contains(d.activeElement)||d.activeElement==g){e.preventDefault();f[e.shiftKey?f.length-1:0].focus()}}},true);" +
  "d.addEventListener('click',function(e){var t=e.target,x=t.closest&&t.closest('[data-closes-notice]'),n=x&&x.getAttribute('data-closes-notice');" +
  "if(n&&o(n)){c(n);x.tagName=='A'||(e.preventDefault(),e.stopPropagation());return}var " +
  "b=t.closest&&t.closest('button,[role=\"button\"],input[type=\"checkbox\"],input[type=\"radio\"]');" +
  "b&&w(b)&&(e.preventDefault(),e.stopPropagation(),k(b))},true);d.addEventListener('input',function(e){" +
  "var t=e.target;t.matches&&t.matches('input,select,textarea')&&w(t)&&(k(t),t.fvcValue=t.value)},true)})(document,window.fvcEarlyInput=[]);" +
  "addEventListener('load',function(){var d=document,f='first-contentful-paint',n=0,a=function(){if(n++)return;" +
  "JSON.parse(d.getElementById('fvc-prerendered').textContent).scripts.forEach(function(u){" +
  "var s=d.createElement('script');s.src=u;s.async=false;d.head.appendChild(s)})};" +
  "var o=window.PerformanceObserver;if(d.hidden||!o||!(o.supportedEntryTypes||[]).includes('paint')||performance.getEntriesByName(f).length)a();" +
  "else{new o(function(l){l.getEntriesByName(f).length&&a()}).observe({type:'paint'});setTimeout(a,3e3)}})";
