// Pure helpers of the rich-text ('editor') field: the link allow-list and an allow-list sanitiser
// for the HTML that comes from the server (it may hold anything a client of the API wrote).

/** The only link schemes the editor keeps or creates. */
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/**
 * True for an absolute http, https or mailto URL. Relative URLs, `javascript:`, `data:` and every
 * other scheme are refused. The URL parser reads the scheme as a browser would, so tricks such as
 * `java\tscript:` or leading control characters do not get through.
 */
export function isAllowedLinkUrl(url: string | null | undefined): boolean {
  if (!url) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (!LINK_PROTOCOLS.has(parsed.protocol)) return false;
  // http(s) need a host; mailto needs an address
  return parsed.protocol === 'mailto:' ? parsed.pathname.length > 0 : parsed.hostname.length > 0;
}

/** The scheme of `text` ('https', 'mailto'…) if it starts with one, else null ('example.com:8080' has none). */
function schemeOf(text: string): string | null {
  const match = /^([a-z][a-z0-9+-]*):/i.exec(text);
  return match ? match[1].toLowerCase() : null;
}

const EMAIL = /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/;

/**
 * What the admin typed in the link box, as the URL to store, or null when it is not allowed:
 * `example.com/x` → `https://example.com/x`, `me@example.com` → `mailto:me@example.com`;
 * anything with a scheme other than http, https or mailto is refused, not rewritten.
 */
export function normalizeLinkInput(input: string): string | null {
  const text = input.trim();
  if (!text) return null;
  if (schemeOf(text)) return isAllowedLinkUrl(text) ? text : null;
  if (EMAIL.test(text)) return isAllowedLinkUrl(`mailto:${text}`) ? `mailto:${text}` : null;
  const url = `https://${text.replace(/^\/\//, '')}`;
  // without a scheme, a bare word ('hello') is taken for a typo rather than a host name
  return isAllowedLinkUrl(url) && new URL(url).hostname.includes('.') ? url : null;
}

/**
 * Whether text typed in the editor that looks like a URL turns into a link by itself (autolink).
 * `value` is the text as typed (`www.example.com`, `https://x.org`, `me@example.com`).
 */
export function shouldAutoLink(value: string): boolean {
  if (schemeOf(value)) return isAllowedLinkUrl(value);
  const hostname = (value.includes('@') ? value.split('@').pop()! : value).split(/[/?#:]/)[0];
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(hostname)) return false; // bare IP addresses, e.g. versions
  return hostname.includes('.');
}

// ---------------------------------------------------------------------------------------------
// Sanitising

/** Elements kept (with only the attributes below). */
// prettier-ignore
const ALLOWED_TAGS = new Set([
  'p', 'br', 'hr', 'div', 'span',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'sub', 'sup', 'code', 'pre',
  'ul', 'ol', 'li', 'blockquote', 'a',
]);

/** Elements removed together with everything inside them. */
// prettier-ignore
const DROPPED_TAGS = new Set([
  'script', 'style', 'template', 'noscript', 'noembed', 'noframes', 'iframe', 'frame', 'frameset',
  'object', 'embed', 'applet', 'svg', 'math', 'img', 'picture', 'source', 'video', 'audio', 'track',
  'canvas', 'map', 'area', 'link', 'meta', 'base', 'title', 'head', 'form', 'input', 'button',
  'select', 'option', 'optgroup', 'textarea', 'datalist', 'output', 'dialog', 'slot', 'portal',
  'xmp', 'plaintext', 'listing',
]);

/** Other elements that make a block: they become a plain <div>, any other element a plain <span>. */
// prettier-ignore
const BLOCK_TAGS = new Set([
  'address', 'article', 'aside', 'section', 'header', 'footer', 'nav', 'main', 'figure',
  'figcaption', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'caption', 'dl', 'dt', 'dd',
  'details', 'summary', 'center', 'fieldset', 'legend', 'hgroup', 'dir', 'menu', 'body', 'html',
]);

const ORDERED_LIST_TYPES = new Set(['1', 'a', 'A', 'i', 'I']);

/** The attributes an allowed element keeps (values checked); every other attribute goes. */
function keptAttributes(tag: string, el: Element): [string, string][] {
  const kept: [string, string][] = [];
  if (tag === 'a') {
    const href = el.getAttribute('href');
    if (href !== null && isAllowedLinkUrl(href.trim())) kept.push(['href', href.trim()]);
    const title = el.getAttribute('title');
    if (title) kept.push(['title', title]);
  } else if (tag === 'ol') {
    const start = el.getAttribute('start');
    if (start !== null && /^-?\d{1,9}$/.test(start.trim())) kept.push(['start', start.trim()]);
    const type = el.getAttribute('type');
    if (type !== null && ORDERED_LIST_TYPES.has(type)) kept.push(['type', type]);
  } else if (tag === 'code') {
    // the language of a code block (`<pre><code class="language-js">`)
    const language = [...el.classList].find((name) => /^language-[\w+#.-]{1,40}$/.test(name));
    if (language) kept.push(['class', language]);
  }
  return kept;
}

/** Copies the children of `from` into `to`, sanitised. */
function copyChildren(from: Node, to: Node, doc: Document): void {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      to.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue; // comments, processing instructions…
    const el = child as Element;
    // foreign (SVG, MathML) elements are dropped whatever their local name
    if (el.namespaceURI !== 'http://www.w3.org/1999/xhtml') continue;
    const tag = el.localName;
    if (DROPPED_TAGS.has(tag)) continue;
    if (tag === 'a' && !isAllowedLinkUrl(el.getAttribute('href')?.trim())) {
      copyChildren(el, to, doc); // a link to nowhere allowed keeps its text
      continue;
    }
    const name = ALLOWED_TAGS.has(tag) ? tag : BLOCK_TAGS.has(tag) ? 'div' : 'span';
    const copy = doc.createElement(name);
    if (name === tag) for (const [attr, value] of keptAttributes(tag, el)) copy.setAttribute(attr, value);
    copyChildren(el, copy, doc);
    to.appendChild(copy);
  }
}

/**
 * Rebuilds `html` from an allow-list of elements and attributes: scripts, event handlers, styles,
 * embedded content (images, frames, SVG…), forms and links other than http(s)/mailto are gone; other
 * unknown elements become plain <div>/<span> (so their text and block breaks stay). The input is
 * parsed in an inert document (nothing runs, nothing loads). The result is safe to insert as HTML.
 */
export function sanitizeRichTextHtml(html: string): string {
  if (!html) return '';
  const source = new DOMParser().parseFromString(html, 'text/html');
  const target = document.implementation.createHTMLDocument('');
  const root = target.createElement('div');
  copyChildren(source.body, root, target);
  return root.innerHTML;
}

/**
 * True when `html` shows nothing: no text other than white space and no horizontal rule
 * (e.g. '', '<p></p>', '<p><br></p>', '<h2> </h2>').
 */
export function isEmptyHtml(html: string): boolean {
  if (!html.trim()) return true;
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return !body.textContent?.trim() && !body.querySelector('hr, img');
}
