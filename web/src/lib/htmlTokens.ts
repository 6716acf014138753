// A small HTML tokenizer over a string, for HTML that must be read without building any DOM from it.
//
// Why: Chrome compiles the inline event handlers of every element the HTML parser creates against
// the page's Content-Security-Policy, even in an inert document (DOMParser, a template, a document
// of its own) where nothing can ever run. Each `onerror`/`onload` of stored rich text then raises a
// CSP violation report and a console error. Reading the markup as tokens first lets the sanitiser
// drop every attribute it does not keep before any element exists.
//
// It follows the tokenizer of the HTML standard where that decides what is markup and what is text
// (tag and attribute syntax, comments, raw-text elements) and simplifies the rest: character
// references are left as written (the browser decodes them later, in markup that holds only what
// was kept), and there is no tree construction (no implied or misnested tags are fixed here).

/** One token: text (character references as written), a start tag or an end tag. */
export type HtmlToken =
  | { type: 'text'; text: string }
  | {
      type: 'start';
      /** Lower-case. */
      name: string;
      /** Names lower-case, in source order, the first of duplicate names only; values as written. */
      attributes: [string, string][];
      /** Written `<name … />`. */
      selfClosing: boolean;
    }
  | { type: 'end'; name: string };

/** Elements whose content is text up to their end tag, never markup. */
export const RAW_TEXT_ELEMENTS: ReadonlySet<string> = new Set([
  'script',
  'style',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'textarea',
  'title',
]);

const WHITESPACE = /[\t\n\f\r ]/;
const ASCII_LETTER = /[A-Za-z]/;

/**
 * The tokens of `html`, in source order. Comments, doctypes, processing instructions and CDATA
 * sections give no token; a tag cut off by the end of the input gives none either (as in a browser).
 * The content of a raw-text element (`<script>`, `<style>`, `<textarea>`…) is one text token; after
 * `<plaintext>` everything is text.
 */
export function tokenizeHtml(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  const length = html.length;
  let pos = 0;
  let textStart = 0;

  const flushText = (end: number) => {
    if (end > textStart) tokens.push({ type: 'text', text: html.slice(textStart, end) });
  };
  /** Skips past the next `>` from `from` (a bogus comment); the end of the input if there is none. */
  const skipPastGreaterThan = (from: number) => {
    const end = html.indexOf('>', from);
    return end === -1 ? length : end + 1;
  };

  while (pos < length) {
    const lt = html.indexOf('<', pos);
    if (lt === -1) break;
    const next = html[lt + 1] ?? '';

    if (ASCII_LETTER.test(next)) {
      const tag = readTag(html, lt + 1);
      if (!tag) {
        // the input ends inside the tag: the browser drops it, and so does this
        flushText(lt);
        textStart = pos = length;
        break;
      }
      flushText(lt);
      tokens.push(tag.token);
      pos = textStart = tag.end;
      if (tag.token.type !== 'start') continue;
      const name = tag.token.name;
      if (name === 'plaintext') {
        // everything after it is text
        break;
      }
      if (RAW_TEXT_ELEMENTS.has(name)) {
        const close = findRawTextEnd(html, pos, name);
        flushText(close);
        pos = textStart = close;
      }
      continue;
    }

    if (next === '/') {
      const after = html[lt + 2] ?? '';
      if (ASCII_LETTER.test(after)) {
        const tag = readTag(html, lt + 2, true);
        flushText(lt);
        if (!tag) {
          textStart = pos = length;
          break;
        }
        tokens.push(tag.token);
        pos = textStart = tag.end;
      } else if (after === '>') {
        flushText(lt); // `</>` is dropped
        pos = textStart = lt + 3;
      } else if (after === '') {
        pos = length; // `</` at the very end is text
      } else {
        flushText(lt); // `</ 1>`: a bogus comment
        pos = textStart = skipPastGreaterThan(lt + 2);
      }
      continue;
    }

    if (next === '!') {
      flushText(lt);
      if (html.startsWith('--', lt + 2)) pos = textStart = commentEnd(html, lt + 4);
      else pos = textStart = skipPastGreaterThan(lt + 2); // doctype, CDATA, bogus comments
      continue;
    }

    if (next === '?') {
      flushText(lt);
      pos = textStart = skipPastGreaterThan(lt + 2);
      continue;
    }

    // a `<` that starts no markup is text
    pos = lt + 1;
  }
  flushText(length);
  return tokens;
}

/** Where the comment whose text starts at `from` (after `<!--`) ends: past `-->`, `--!>`, or at the end. */
function commentEnd(html: string, from: number): number {
  // `<!-->` and `<!--->` are complete (empty) comments
  if (html[from] === '>') return from + 1;
  if (html.startsWith('->', from)) return from + 2;
  for (let i = from; i < html.length; i++) {
    if (html[i] !== '-' || html[i + 1] !== '-') continue;
    if (html[i + 2] === '>') return i + 3;
    if (html[i + 2] === '!' && html[i + 3] === '>') return i + 4;
  }
  return html.length;
}

/** Where the content of raw-text element `name` starting at `from` ends: at its `</name` end tag. */
function findRawTextEnd(html: string, from: number, name: string): number {
  const lower = html.toLowerCase();
  let at = from;
  for (;;) {
    const found = lower.indexOf(`</${name}`, at);
    if (found === -1) return html.length;
    const after = html[found + 2 + name.length] ?? '';
    if (after === '' || after === '>' || after === '/' || WHITESPACE.test(after)) return found;
    at = found + 1;
  }
}

/**
 * Reads a tag whose name starts at `from` (just after `<` or `</`). Returns the token and where the
 * tag ends (after its `>`), or null when the input ends first.
 */
function readTag(html: string, from: number, isEnd = false): { token: HtmlToken; end: number } | null {
  const length = html.length;
  let pos = from;
  while (pos < length && !WHITESPACE.test(html[pos]) && html[pos] !== '/' && html[pos] !== '>') pos++;
  const name = html.slice(from, pos).toLowerCase();
  const attributes: [string, string][] = [];
  const seen = new Set<string>();
  let selfClosing = false;

  for (;;) {
    // before an attribute name
    while (pos < length && (WHITESPACE.test(html[pos]) || html[pos] === '/')) {
      selfClosing = html[pos] === '/' && html[pos + 1] === '>';
      pos++;
    }
    if (pos >= length) return null;
    if (html[pos] === '>') {
      pos++;
      break;
    }
    selfClosing = false;
    // the name: its first character may be '='; it ends at white space, '/', '>' or '='
    const nameStart = pos;
    pos++;
    while (pos < length && !WHITESPACE.test(html[pos]) && !'/>='.includes(html[pos])) pos++;
    const attrName = html.slice(nameStart, pos).toLowerCase();
    while (pos < length && WHITESPACE.test(html[pos])) pos++;
    let value = '';
    if (html[pos] === '=') {
      pos++;
      while (pos < length && WHITESPACE.test(html[pos])) pos++;
      const quote = html[pos];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, pos + 1);
        if (close === -1) return null;
        value = html.slice(pos + 1, close);
        pos = close + 1;
      } else {
        const valueStart = pos;
        while (pos < length && !WHITESPACE.test(html[pos]) && html[pos] !== '>') pos++;
        value = html.slice(valueStart, pos);
      }
    }
    if (!seen.has(attrName)) {
      seen.add(attrName);
      attributes.push([attrName, value]);
    }
  }

  const token: HtmlToken = isEnd ? { type: 'end', name } : { type: 'start', name, attributes, selfClosing };
  return { token, end: pos };
}
