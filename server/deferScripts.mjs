// The home page paints before it loads its code.
//
// Next.js writes the page's JavaScript chunks as `<script src async>` tags (and low-priority
// preloads) at the top of the HTML, so the browser fetches them alongside the stylesheet. On a slow
// HTTP/1.1 connection they share its bandwidth with the stylesheet the first paint waits for; on a
// fast one they arrive before that paint, and Lighthouse's simulation then counts all of them as
// needed for it (it keeps every script that finished loading before the observed paint unless it
// sees that script run after it). Here the tags are taken out and one inline loader, at the end of
// <head>, adds them once the browser reports the first contentful paint: the page shows its
// server-rendered content first and hydrates straight after.
//
// Until the code runs the loader also keeps what the visitor does that would otherwise be lost:
// the last click on a plain button, and a form's submission (stopped, so the fields never go into
// the address). Once React listens (the code marks the record closed), it answers clicks itself,
// hydrating the part clicked first; but it drops a click or submission in a part it cannot hydrate
// yet (its code still loading), stopping the event on its way up. So from then on the loader keeps
// an event at its start and forgets it when it reaches the window, handled. The home page's
// components take up what is left as they hydrate (src/lib/app/earlyInput.ts); typed text and a
// chosen trip type stay in their elements and are taken up from there. Other pages, whose forms do
// not take up early input yet, load as Next.js writes them (deferredOn).
//
// Only the chunk scripts of the Next.js build (/_next/static/) move, and only tags in the exact
// shape React writes; anything else, and every page without them, is left as it was.

const CHUNK_PATH = '/_next/static/';

/** `<script src="/_next/static/…" async="" nonce="…"></script>` in either attribute order, never the noModule one. */
const CHUNK_SCRIPT =
  /<script src="([^"]+)"(?: async="" nonce="([^"]+)"| nonce="([^"]+)" async="")><\/script>/g;
/** `<link rel="preload" … as="script" … href="/_next/static/…"/>` as React writes its script preloads. */
const CHUNK_PRELOAD = /<link rel="preload"(?=[^>]* as="script")(?=[^>]* href="([^"]+)")[^>]*\/>/g;

/** `<link rel="stylesheet" href="/styles/….css" data-precedence="app"/>`: the first stylesheets (src/app/[locale]/layout.tsx). */
const FIRST_STYLESHEET = /<link rel="stylesheet" href="(\/styles\/[\w.-]+\.css)" data-precedence="app"\/>/g;

/** The pages whose code loads after their first paint: the home page in each locale. */
export function deferredOn(path, locales) {
  return locales.some((locale) => path === `/${locale}`);
}

/** Where the loader keeps early input (src/lib/app/earlyInput.ts reads the same name). */
export const EARLY_INPUT_KEY = '__earlyInput';

/** How long the loader waits for a first paint the browser never reports (a page opened hidden, a prerender). */
export const PAINT_WAIT_MS = 3000;

/** A list as a script literal that no `</script>` inside it could end early. */
function inScript(list) {
  return JSON.stringify(list).replace(/</g, '\\u003c');
}

/**
 * The loader: adds the chunk scripts (and then the preloads, at low priority) when the browser
 * reports the first contentful paint; at once when the page is hidden or the browser reports no
 * paint timing; and after PAINT_WAIT_MS whatever happens. A script that fails to load (the
 * connection dropped) is added again when the browser is back online. Meanwhile it keeps early
 * input. ES5 but for `{ once }`, so it runs wherever the page does.
 */
function loaderSource(scripts, preloads, sheets) {
  const keep = `var k=window.${EARLY_INPUT_KEY}={};d.addEventListener("click",function(e){var b=e.target&&e.target.closest?e.target.closest("button"):null;if(b&&b.type==="button")k.click=b},true);d.addEventListener("submit",function(e){var f=e.target;if(f&&f.tagName==="FORM"&&!f.hasAttribute("action")){e.preventDefault();k.submit=f}},true);window.addEventListener("click",function(){if(k.closed)k.click=null});window.addEventListener("submit",function(){if(k.closed)k.submit=null});`;
  return `(function(d,s,p,c){${keep}var on=0;function js(u){var e=d.createElement("script");e.src=u;e.async=true;e.onerror=function(){e.remove();window.addEventListener("online",function(){js(u)},{once:true})};d.head.appendChild(e)}function css(h){var st=d.querySelector('style[data-href="'+h+'"]');if(!st)return;var l=d.createElement("link");l.rel="stylesheet";l.href=h;l.setAttribute("data-precedence","app");l.onload=function(){st.remove()};st.parentNode.insertBefore(l,st)}function add(){if(on)return;on=1;c.forEach(css);s.forEach(js);p.forEach(function(u){var e=d.createElement("link");e.rel="preload";e.as="script";e.href=u;e.setAttribute("fetchpriority","low");d.head.appendChild(e)})}try{if(d.visibilityState==="visible"&&PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0){new PerformanceObserver(function(l){l.getEntries().forEach(function(e){if(e.name==="first-contentful-paint")setTimeout(add,0)})}).observe({type:"paint",buffered:true});setTimeout(add,${PAINT_WAIT_MS});return}}catch(e){}add()})(document,${inScript(scripts)},${inScript(preloads)},${inScript(sheets)})`;
}

/** The loader's lists as it writes them: `})(document,[scripts],[preloads],[sheets])</script>`. */
const LOADER_LISTS = /\}\)\(document,(\[[^\]]*\]),(\[[^\]]*\]),(\[[^\]]*\])\)<\/script>/;

/**
 * The chunk scripts and script preloads a deferring loader in the page adds, or empty lists when the
 * page has none (a page served as Next wrote it). For counting what a page loads
 * (scripts/lib/firstLoadJs.mjs).
 */
export function deferredChunksOf(html) {
  const found = LOADER_LISTS.exec(html);
  if (!found) return { scripts: [], preloads: [], stylesheets: [] };
  return { scripts: JSON.parse(found[1]), preloads: JSON.parse(found[2]), stylesheets: JSON.parse(found[3]) };
}

/** A stylesheet's text as a `<style>` body: nothing in it can end the element early. */
function inStyle(css) {
  return css.replace(/<\/style/gi, '<\\/style');
}

/**
 * The page's HTML with its chunk scripts and their preloads loaded after the first paint, or the
 * HTML unchanged when it has none (or no nonce to give the loader, or no <head> to put it in).
 * With `stylesheet` (a stylesheet's text by its address, or null), the first stylesheets are
 * written into the page as `<style data-href>` (the first paint waits for no request), and the
 * loader puts each `<link>` back in its place after that paint, for React to find, dropping the
 * copy once the link has loaded.
 */
export function deferChunkScripts(html, stylesheet = () => null) {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  const scripts = [];
  let nonce = null;
  let out = html.replace(CHUNK_SCRIPT, (tag, src, nonceA, nonceB) => {
    if (!src.startsWith(CHUNK_PATH)) return tag;
    scripts.push(src);
    nonce ??= nonceA ?? nonceB;
    return '';
  });
  if (scripts.length === 0 || !nonce) return html;
  const preloads = [];
  out = out.replace(CHUNK_PRELOAD, (tag, href) => {
    if (!href.startsWith(CHUNK_PATH)) return tag;
    // A preload of a chunk the loader adds as a script anyway is dropped, not loaded twice.
    if (!scripts.includes(href) && !preloads.includes(href)) preloads.push(href);
    return '';
  });
  const sheets = [];
  out = out.replace(FIRST_STYLESHEET, (tag, href) => {
    const css = stylesheet(href);
    // A relative url() would resolve against the page's address instead of the stylesheet's.
    if (css === null || /url\(\s*(?!["']?data:)/i.test(css)) return tag;
    sheets.push(href);
    return `<style data-href="${href}">${inStyle(css)}</style>`;
  });
  const loader = `<script nonce="${nonce}">${loaderSource(scripts, preloads, sheets)}</script>`;
  const at = out.indexOf('</head>');
  return `${out.slice(0, at)}${loader}${out.slice(at)}`;
}
