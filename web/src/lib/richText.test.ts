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

describe('isEmptyHtml', () => {
  it.each(['', '  ', '<p></p>', '<p><br></p>', '<p> &nbsp; </p><p></p>', '<h2> </h2>'])(
    '%j is empty',
    (html) => expect(isEmptyHtml(html)).toBe(true),
  );
  it.each(['x', '<p>a</p>', '<p><br></p><p>0</p>', '<hr>', '<p><img src="x.png"></p>'])('%j is not', (html) =>
    expect(isEmptyHtml(html)).toBe(false),
  );
});
