import { tokenizeHtml, type HtmlToken } from './htmlTokens';

const start = (name: string, attributes: [string, string][] = [], selfClosing = false): HtmlToken => ({
  type: 'start',
  name,
  attributes,
  selfClosing,
});
const end = (name: string): HtmlToken => ({ type: 'end', name });
const text = (t: string): HtmlToken => ({ type: 'text', text: t });

describe('tokenizeHtml', () => {
  it('reads text, start and end tags, names lower-case', () => {
    expect(tokenizeHtml('a<P>b</P >c<BR/>')).toEqual([
      text('a'),
      start('p'),
      text('b'),
      end('p'),
      text('c'),
      start('br', [], true),
    ]);
  });

  it('reads double-quoted, single-quoted, unquoted and empty attributes, values as written', () => {
    expect(tokenizeHtml(`<a HREF="x&amp;y" title='it"s' data-x=1/2 hidden onerror = alert(1)>`)).toEqual([
      start('a', [
        ['href', 'x&amp;y'],
        ['title', 'it"s'],
        ['data-x', '1/2'],
        ['hidden', ''],
        ['onerror', 'alert(1)'],
      ]),
    ]);
  });

  it('keeps the first of duplicate attributes, and reads `=` and quotes in odd places as a browser does', () => {
    expect(tokenizeHtml('<p a=1 A=2 =x "q=3>')).toEqual([
      start('p', [
        ['a', '1'],
        ['=x', ''],
        ['"q', '3'],
      ]),
    ]);
    // a quoted value holds `>` and tags; the tag ends after it
    expect(tokenizeHtml('<p title="<img src=x onerror=y>">t</p>')).toEqual([
      start('p', [['title', '<img src=x onerror=y>']]),
      text('t'),
      end('p'),
    ]);
  });

  it('a slash not right before `>` is no self-closing mark', () => {
    expect(tokenizeHtml('<br / >')).toEqual([start('br')]);
    expect(tokenizeHtml('<img/src=x/onerror=y>')).toEqual([start('img', [['src', 'x/onerror=y']])]);
  });

  it('drops comments, doctypes, processing instructions and CDATA', () => {
    expect(tokenizeHtml('<!DOCTYPE html>a<!-- <img src=x onerror=y> -->b<!---->c<!-->d<!--->e')).toEqual([
      text('a'),
      text('b'),
      text('c'),
      text('d'),
      text('e'),
    ]);
    expect(tokenizeHtml('a<?xml x?>b<![CDATA[<img>]]>c<!--x--!>d')).toEqual([
      text('a'),
      text('b'),
      // in HTML content a CDATA section is a bogus comment: it ends at the first `>`
      text(']]>c'),
      text('d'),
    ]);
    // an unclosed comment runs to the end
    expect(tokenizeHtml('a<!-- <p onclick=x>')).toEqual([text('a')]);
  });

  it('takes a `<` that starts no tag as text', () => {
    expect(tokenizeHtml('1 < 2 <3 <> <')).toEqual([text('1 < 2 <3 <> <')]);
    expect(tokenizeHtml('a</>b</ 1>c</')).toEqual([text('a'), text('b'), text('c</')]);
  });

  it('drops a tag cut off by the end of the input (as a browser does)', () => {
    expect(tokenizeHtml('ok<img src=x onerror="alert(1)')).toEqual([text('ok')]);
    expect(tokenizeHtml('ok<p class=x')).toEqual([text('ok')]);
    expect(tokenizeHtml('ok</p')).toEqual([text('ok')]);
  });

  it('reads the content of raw-text elements as text up to their end tag', () => {
    expect(tokenizeHtml('<script>if (a<b) x("</p><img src=x onerror=y>")</script ><p>')).toEqual([
      start('script'),
      text('if (a<b) x("</p><img src=x onerror=y>")'),
      end('script'),
      start('p'),
    ]);
    // `</scriptx` does not end it; `</SCRIPT` does
    expect(tokenizeHtml('<style>a</stylex>b</STYLE>c')).toEqual([
      start('style'),
      text('a</stylex>b'),
      end('style'),
      text('c'),
    ]);
    expect(tokenizeHtml('<textarea><b>x</b>')).toEqual([start('textarea'), text('<b>x</b>')]);
    expect(tokenizeHtml('<plaintext></plaintext><p>')).toEqual([start('plaintext'), text('</plaintext><p>')]);
  });
});
