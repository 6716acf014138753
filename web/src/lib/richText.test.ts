import { describe, expect, it } from 'vitest';
import {
  isAllowedLinkUrl,
  isEmptyHtml,
  normalizeLinkInput,
  sanitizeRichTextHtml,
  shouldAutoLink,
} from './richText';

/** Every way the corpus below tries to get something to run, load or restyle. */
function dangersIn(html: string): string[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const found: string[] = [];
  const bad =
    'script, iframe, frame, object, embed, svg, math, img, style, link, meta, base, form, input, template';
  body.querySelectorAll(bad).forEach((el) => found.push(`<${el.localName}>`));
  body.querySelectorAll('*').forEach((el) => {
    for (const { name, value } of Array.from(el.attributes)) {
      if (/^on/i.test(name) || ['style', 'srcdoc', 'src', 'formaction', 'xlink:href'].includes(name))
        found.push(`${el.localName}[${name}]`);
      if (name === 'href' && !/^(https?|mailto):/i.test(value.trim())) found.push(`href=${value}`);
    }
  });
  return found;
}

/** Stored values that a client of the API could have written. */
const XSS_CORPUS = [
  '<script>alert(1)</script><p>a</p>',
  '<p><img src=x onerror="alert(1)">b</p>',
  '<p><a href="javascript:alert(1)">c</a></p>',
  '<p><a href=" JaVaScRiPt:alert(1)">c2</a></p>',
  '<p><a href="java&#x09;script:alert(1)">c3</a></p>',
  '<p><a href="&#x01;javascript:alert(1)">c4</a></p>',
  '<p><a href="data:text/html,<script>alert(1)</script>">d</a></p>',
  '<p><a href="vbscript:msgbox(1)">d2</a></p>',
  '<svg onload="alert(1)"><text>e</text></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>e2</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="https://evil.example" srcdoc="<script>alert(1)</script>"></iframe><p>f</p>',
  '<p style="background:url(javascript:alert(1))" onclick="x()" onmouseover="x()">g</p>',
  '<object data="x.swf"></object><embed src="x.swf"><p>h</p>',
  '<form action="https://evil.example"><input name="q" autofocus onfocus="alert(1)"><button formaction="javascript:alert(1)">i</button></form>',
  '<details open ontoggle="alert(1)"><summary>j</summary>k</details>',
  '<p><a href="https://ok.example" target="evil" rel="opener" class="x" onclick="y()" style="color:red">l</a></p>',
  '<style>body{display:none}</style><link rel="stylesheet" href="https://evil.example/x.css"><p>m</p>',
  '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>n</p>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">o</p></noscript>',
  '<template><script>alert(1)</script></template><p>p</p>',
  '<!--<img src=x onerror=alert(1)>--><p>q</p>',
  '<pre><code class="language-js" onclick="x()">r</code></pre>',
  '<p>s<video src=x onerror=alert(1)></video><audio src=x onerror=alert(1)></audio></p>',
];

describe('isAllowedLinkUrl', () => {
  it.each([
    'https://example.com',
    'http://example.com/a?b=c#d',
    'HTTPS://EXAMPLE.COM',
    'mailto:me@example.com',
  ])('allows %s', (url) => expect(isAllowedLinkUrl(url)).toBe(true));

  it.each([
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'JAVASCRIPT:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    'file:///etc/passwd',
    'ftp://example.com',
    'tel:+123',
    '/relative/path',
    '#anchor',
    '//example.com',
    'https://',
    'mailto:',
    '',
    null,
    undefined,
  ])('refuses %j', (url) => expect(isAllowedLinkUrl(url)).toBe(false));
});

describe('normalizeLinkInput', () => {
  it('keeps http, https and mailto URLs', () => {
    expect(normalizeLinkInput(' https://example.com/a ')).toBe('https://example.com/a');
    expect(normalizeLinkInput('mailto:me@example.com')).toBe('mailto:me@example.com');
  });
  it('adds https:// to an address without a scheme, mailto: to an e-mail address', () => {
    expect(normalizeLinkInput('example.com/docs')).toBe('https://example.com/docs');
    expect(normalizeLinkInput('example.com:8080/x')).toBe('https://example.com:8080/x');
    expect(normalizeLinkInput('//cdn.example.com/x')).toBe('https://cdn.example.com/x');
    expect(normalizeLinkInput('me@example.com')).toBe('mailto:me@example.com');
  });
  it('refuses other schemes (never rewrites them), bare words and blanks', () => {
    expect(normalizeLinkInput('javascript:alert(1)')).toBeNull();
    expect(normalizeLinkInput('data:text/html,x')).toBeNull();
    expect(normalizeLinkInput('ftp://example.com')).toBeNull();
    expect(normalizeLinkInput('hello')).toBeNull();
    expect(normalizeLinkInput('   ')).toBeNull();
  });
});

describe('shouldAutoLink', () => {
  it('links typed web and e-mail addresses', () => {
    expect(shouldAutoLink('https://example.com')).toBe(true);
    expect(shouldAutoLink('www.example.com')).toBe(true);
    expect(shouldAutoLink('me@example.com')).toBe(true);
    expect(shouldAutoLink('mailto:me@example.com')).toBe(true);
  });
  it('leaves other schemes, version numbers and bare words alone', () => {
    expect(shouldAutoLink('ftp://example.com')).toBe(false);
    expect(shouldAutoLink('file:///etc/passwd')).toBe(false);
    expect(shouldAutoLink('1.2.3.4')).toBe(false);
    expect(shouldAutoLink('localhost')).toBe(false);
  });
});

describe('sanitizeRichTextHtml', () => {
  it.each(XSS_CORPUS)('leaves nothing dangerous of %s', (payload) => {
    const clean = sanitizeRichTextHtml(payload);
    expect(dangersIn(clean)).toEqual([]);
    // and the result is stable: sanitising it again changes nothing (no mutation on re-parse)
    expect(sanitizeRichTextHtml(clean)).toBe(clean);
  });

  it('keeps the text of what it removes only where the text was content', () => {
    expect(sanitizeRichTextHtml('<script>alert(1)</script><p>a</p>')).toBe('<p>a</p>');
    expect(sanitizeRichTextHtml('<p><a href="javascript:alert(1)">c</a></p>')).toBe('<p>c</p>');
    expect(sanitizeRichTextHtml('<details><summary>j</summary>k</details>')).toBe('<div><div>j</div>k</div>');
    expect(sanitizeRichTextHtml('<p>a<font color="red">b</font></p>')).toBe('<p>a<span>b</span></p>');
  });

  it('keeps the formatting the editor knows, with only the attributes it needs', () => {
    const html =
      '<h2 id="x">T</h2><p><strong>b</strong> <em>i</em> <s>s</s> <u>u</u> <code>c</code><br></p>' +
      '<ul><li><p>one</p></li></ul><ol start="3" type="a" reversed=""><li>two</li></ol>' +
      '<blockquote><p>q</p></blockquote><pre><code class="language-ts other">x</code></pre><hr>' +
      '<p><a href="https://example.com" title="t" target="_top" rel="opener">l</a></p>';
    expect(sanitizeRichTextHtml(html)).toBe(
      '<h2>T</h2><p><strong>b</strong> <em>i</em> <s>s</s> <u>u</u> <code>c</code><br></p>' +
        '<ul><li><p>one</p></li></ul><ol start="3" type="a"><li>two</li></ol>' +
        '<blockquote><p>q</p></blockquote><pre><code class="language-ts">x</code></pre><hr>' +
        '<p><a href="https://example.com" title="t">l</a></p>',
    );
  });

  it('gives empty input back empty', () => {
    expect(sanitizeRichTextHtml('')).toBe('');
  });
});

/** Every document DOMParser builds while `run` runs, to check what the browser was given to parse. */
function parsedDuring(run: () => void): Document[] {
  const parse = DOMParser.prototype.parseFromString;
  const parsed: Document[] = [];
  const spy = vi.spyOn(DOMParser.prototype, 'parseFromString').mockImplementation(function (
    this: DOMParser,
    markup: string,
    type: DOMParserSupportedType,
  ) {
    const doc = parse.call(this, markup, type);
    parsed.push(doc);
    return doc;
  });
  try {
    run();
  } finally {
    spy.mockRestore();
  }
  return parsed;
}

/** The event-handler attributes and the elements that load or run something in `doc`. */
function handlersAndEmbeds(doc: Document): string[] {
  const found: string[] = [];
  doc.querySelectorAll('*').forEach((el) => {
    for (const { name } of Array.from(el.attributes))
      if (/^on/i.test(name)) found.push(`${el.localName}[${name}]`);
    if (
      /^(script|style|img|svg|math|iframe|object|embed|video|audio|link|meta|base|form|input)$/.test(
        el.localName,
      )
    )
      found.push(`<${el.localName}>`);
  });
  return found;
}

describe('sanitizeRichTextHtml never lets the browser parse a handler', () => {
  // Chrome reports each inline handler of a parsed element to the page's Content-Security-Policy
  // (and logs an error), even in an inert document: the sanitiser must drop them before parsing
  const HANDLERS = [
    ...XSS_CORPUS,
    '<img src=x onerror=alert(1)><p onload="x()">hi</p><svg onload=alert(2)>',
    '<p ONCLICK=x() OnMouseOver="y()">a</p>',
    '<p/onclick=alert(1)>slash</p>',
    '<body onload=alert(1)><p>body</p>',
    '<a href="https://ok.example" onclick=alert(1)>k</a>',
    '<p title="x" onfocus=\'alert(1)\' tabindex=0 autofocus>q</p>',
    '<img src=x onerror=alert(1)',
    '<p onclick="alert(1)',
  ];

  it.each(HANDLERS)('%s', (payload) => {
    let clean = '';
    const parsed = parsedDuring(() => {
      clean = sanitizeRichTextHtml(payload);
    });
    expect(parsed.length).toBeGreaterThan(0);
    for (const doc of parsed) expect(handlersAndEmbeds(doc)).toEqual([]);
    expect(dangersIn(clean)).toEqual([]);
  });

  it('isEmptyHtml does not parse one either', () => {
    const parsed = parsedDuring(() => {
      expect(isEmptyHtml('<p><img src=x onerror=alert(1)></p>')).toBe(false);
      expect(isEmptyHtml('<p onclick=x()> </p><svg onload=y()></svg>')).toBe(true);
    });
    for (const doc of parsed) expect(handlersAndEmbeds(doc)).toEqual([]);
  });
});

describe('sanitizeRichTextHtml reads markup as a browser does', () => {
  it('keeps the text of elements it drops the handlers of', () => {
    expect(
      sanitizeRichTextHtml('<img src=x onerror=alert(1)><p onload="x()">hi</p><svg onload=alert(2)>'),
    ).toBe('<p>hi</p>');
    expect(sanitizeRichTextHtml('<p onclick=a() class=x id=y>text</p>')).toBe('<p>text</p>');
  });

  it('drops <svg> and <img> whatever their attributes, and only them', () => {
    expect(sanitizeRichTextHtml('<p>a<img src=x onerror=alert(1)>b</p>')).toBe('<p>ab</p>');
    expect(sanitizeRichTextHtml('<p>a</p><svg onload=alert(1)><text>svg text</text></svg><p>b</p>')).toBe(
      '<p>a</p><p>b</p>',
    );
    expect(sanitizeRichTextHtml('<p>a<svg/>b</p>')).toBe('<p>ab</p>');
  });

  it('fixes nested and malformed markup as a browser would', () => {
    expect(sanitizeRichTextHtml('<p>a<div>b</div>c</p>')).toBe('<p>a</p><div>b</div>c<p></p>');
    expect(sanitizeRichTextHtml('<b><i>x</b>y</i>')).toBe('<b><i>x</i></b><i>y</i>');
    expect(sanitizeRichTextHtml('<ul><li>one<li>two</ul>')).toBe('<ul><li>one</li><li>two</li></ul>');
    expect(sanitizeRichTextHtml('<p>open')).toBe('<p>open</p>');
    expect(sanitizeRichTextHtml('a</p>b')).toBe('a<p></p>b');
    expect(sanitizeRichTextHtml('<table><tr><td>cell</td></tr></table>')).toBe(
      '<div><div><div>cell</div></div></div>',
    );
    // nested elements of a dropped one's name: its content goes up to its own end tag
    expect(sanitizeRichTextHtml('<object><object>x</object>y</object><p>z</p>')).toBe('<p>z</p>');
  });

  it('decodes character references once, and never turns them into markup', () => {
    expect(
      sanitizeRichTextHtml('<p>&lt;img src=x onerror=alert(1)&gt; &amp;amp; &copy; &#x41;&#66;</p>'),
    ).toBe('<p>&lt;img src=x onerror=alert(1)&gt; &amp;amp; © AB</p>');
    expect(sanitizeRichTextHtml('<p>a &nbsp;b &unknown; & c</p>')).toBe(
      '<p>a &nbsp;b &amp;unknown; &amp; c</p>',
    );
    expect(sanitizeRichTextHtml('<p>1 < 2 > 0</p>')).toBe('<p>1 &lt; 2 &gt; 0</p>');
    expect(sanitizeRichTextHtml('<a href="https://x.example/?a=1&amp;b=2" title="&quot;t&quot;">l</a>')).toBe(
      '<a href="https://x.example/?a=1&amp;b=2" title="&quot;t&quot;">l</a>',
    );
  });

  it('drops comments, even ones that hide markup or end oddly', () => {
    expect(sanitizeRichTextHtml('<p>a<!-- <img src=x onerror=alert(1)> -->b</p>')).toBe('<p>ab</p>');
    expect(sanitizeRichTextHtml('<p>a<!-->b<!--->c<!-- x --!>d</p>')).toBe('<p>abcd</p>');
    expect(sanitizeRichTextHtml('<p>a</p><!-- <p>never closed')).toBe('<p>a</p>');
  });

  it('reads attributes without quotes', () => {
    expect(sanitizeRichTextHtml('<a href=https://example.com/x title=t onclick=alert(1)>l</a>')).toBe(
      '<a href="https://example.com/x" title="t">l</a>',
    );
    expect(sanitizeRichTextHtml('<ol start=2 type=i><li>x</li></ol>')).toBe(
      '<ol start="2" type="i"><li>x</li></ol>',
    );
    expect(sanitizeRichTextHtml('<a title=a"b href=https://example.com>q</a>')).toBe(
      '<a href="https://example.com" title="a&quot;b">q</a>',
    );
  });

  it('refuses javascript: links hidden with character references', () => {
    for (const href of [
      'javascript&colon;alert(1)',
      '&#106;avascript:alert(1)',
      '&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)',
      'java&#x09;script:alert(1)',
      'java&Tab;script:alert(1)',
      '&#14;javascript:alert(1)',
      'jav&#x0A;ascript:alert(1)',
    ]) {
      expect(sanitizeRichTextHtml(`<p><a href="${href}">x</a></p>`)).toBe('<p>x</p>');
      expect(sanitizeRichTextHtml(`<p><a href=${href}>x</a></p>`)).toBe('<p>x</p>');
    }
    expect(sanitizeRichTextHtml('<a href="https&colon;//example.com">ok</a>')).toBe(
      '<a href="https://example.com">ok</a>',
    );
  });
});

describe('isEmptyHtml', () => {
  it.each(['', '  ', '<p></p>', '<p><br></p>', '<p> &nbsp; </p><p></p>', '<h2> </h2>'])(
    '%j is empty',
    (html) => expect(isEmptyHtml(html)).toBe(true),
  );
  it.each(['x', '<p>a</p>', '<p><br></p><p>0</p>', '<hr>', '<p><img src="x.png"></p>'])('%j is not', (html) =>
    expect(isEmptyHtml(html)).toBe(false),
  );
});
