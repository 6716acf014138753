// Pure helpers of the rich-text ('editor') field: the link allow-list and an allow-list sanitiser
// for the HTML that comes from the server (it may hold anything a client of the API wrote).

import { tokenizeHtml, type HtmlToken } from './htmlTokens';

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
  'object', 'embed', 'applet', 'svg', 'math', 'img', 'image', 'picture', 'source', 'video', 'audio',
  'track', 'canvas', 'map', 'area', 'link', 'meta', 'base', 'title', 'form', 'input', 'button',
  'select', 'option', 'optgroup', 'textarea', 'datalist', 'output', 'dialog', 'slot', 'portal',
  'xmp', 'plaintext', 'listing',
]);

/** Other elements that make a block: they become a plain <div>, any other element a plain <span>. */
// prettier-ignore
const BLOCK_TAGS = new Set([
  'address', 'article', 'aside', 'section', 'header', 'footer', 'nav', 'main', 'figure',
  'figcaption', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'caption', 'dl', 'dt', 'dd',
  'details', 'summary', 'center', 'fieldset', 'legend', 'hgroup', 'dir', 'menu',
]);

/** Elements that never have content: no end tag is looked for (`<img>` drops nothing after it). */
// prettier-ignore
const VOID_TAGS = new Set([
  'area', 'base', 'basefont', 'bgsound', 'br', 'col', 'embed', 'frame', 'hr', 'image', 'img',
  'input', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr',
]);

/** Tags a browser merges into the document's own elements, never an element of the content: ignored. */
const DOCUMENT_TAGS = new Set(['html', 'head', 'body']);

/** Foreign roots, whose `<svg/>` closes at once (in HTML a slash does not close an element). */
const FOREIGN_TAGS = new Set(['svg', 'math']);

/** The attributes a kept element carries into the parser; their values are checked afterwards. */
const PARSED_ATTRIBUTES: { [tag: string]: ReadonlySet<string> } = {
  a: new Set(['href', 'title']),
  ol: new Set(['start', 'type']),
  code: new Set(['class']),
};

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
 * The markup of `html` rebuilt from its tokens with only what the sanitiser may keep: allowed tags
 * (other elements already as <div>/<span>) with only their kept attributes, quoted; text with its
 * `<` and `>` escaped; dropped elements gone with their content; comments gone. No tag or attribute
 * of the source reaches a parser: whatever the source was, this markup holds no event handler, no
 * script and nothing that loads. Character references stay as written, for the parser to decode.
 */
function inertMarkup(tokens: readonly HtmlToken[]): string {
  let out = '';
  /** The dropped element being skipped, and how deep in nested elements of its name. */
  let skipping: { name: string; depth: number } | null = null;
  for (const token of tokens) {
    if (skipping) {
      if (token.type === 'start' && token.name === skipping.name && !VOID_TAGS.has(token.name))
        skipping.depth++;
      else if (token.type === 'end' && token.name === skipping.name && --skipping.depth === 0)
        skipping = null;
      continue;
    }
    if (token.type === 'text') {
      out += token.text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
      continue;
    }
    const { name } = token;
    if (DOCUMENT_TAGS.has(name)) continue;
    if (DROPPED_TAGS.has(name)) {
      const isEmpty =
        VOID_TAGS.has(name) || (token.type === 'start' && token.selfClosing && FOREIGN_TAGS.has(name));
      if (token.type === 'start' && !isEmpty) skipping = { name, depth: 1 };
      continue;
    }
    if (VOID_TAGS.has(name) && !ALLOWED_TAGS.has(name)) continue; // <wbr>, <col>… hold nothing
    const kept = ALLOWED_TAGS.has(name) ? name : BLOCK_TAGS.has(name) ? 'div' : 'span';
    if (token.type === 'end') {
      out += `</${kept}>`;
      continue;
    }
    const allowed = kept === name ? PARSED_ATTRIBUTES[name] : undefined;
    let attributes = '';
    for (const [attribute, value] of token.attributes)
      if (allowed?.has(attribute)) attributes += ` ${attribute}="${value.replace(/"/g, '&quot;')}"`;
    out += `<${kept}${attributes}>`;
  }
  return out;
}

/** `html` (already inert, see inertMarkup) parsed into the body of a document that nothing renders. */
function parseInert(markup: string): HTMLElement {
  return new DOMParser().parseFromString(markup, 'text/html').body;
}

/**
 * Rebuilds `html` from an allow-list of elements and attributes: scripts, event handlers, styles,
 * embedded content (images, frames, SVG…), forms and links other than http(s)/mailto are gone; other
 * unknown elements become plain <div>/<span> (so their text and block breaks stay). The result is
 * safe to insert as HTML.
 *
 * The source is first read as tokens (lib/htmlTokens) and rebuilt as markup that holds only allowed
 * tags and attributes; only that markup is parsed by the browser (for its tree building: implied and
 * misnested tags, character references), and the tree is checked against the allow-list once more.
 * So no element with an event handler is ever created, which Chrome would report to the page's
 * Content-Security-Policy even in an inert document.
 */
export function sanitizeRichTextHtml(html: string): string {
  if (!html) return '';
  const source = parseInert(inertMarkup(tokenizeHtml(html)));
  const target = document.implementation.createHTMLDocument('');
  const root = target.createElement('div');
  copyChildren(source, root, target);
  return root.innerHTML;
}

/**
 * True when `html` shows nothing: no text other than white space and no horizontal rule or image
 * (e.g. '', '<p></p>', '<p><br></p>', '<h2> </h2>'). Read like the sanitiser reads it: no element of
 * the source is created.
 */
export function isEmptyHtml(html: string): boolean {
  if (!html.trim()) return true;
  const tokens = tokenizeHtml(html);
  if (tokens.some((token) => token.type === 'start' && (token.name === 'hr' || token.name === 'img')))
    return false;
  return !parseInert(inertMarkup(tokens)).textContent?.trim();
}
