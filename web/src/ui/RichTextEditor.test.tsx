import { StrictMode, useState } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from './RichTextEditor';
import { stubLayout, setup, editorIn } from './RichTextEditor.fixtures';

/** Every way the corpus below tries to get something to run, load or restyle. */
function dangersIn(root: Element): string[] {
  const found: string[] = [];
  const bad =
    'script, iframe, frame, object, embed, svg, math, img, video, audio, style, link, meta, base, form, input, button, template';
  root.querySelectorAll(bad).forEach((el) => found.push(`<${el.localName}>`));
  root.querySelectorAll('*').forEach((el) => {
    for (const { name, value } of Array.from(el.attributes)) {
      if (/^on/i.test(name) || ['style', 'srcdoc', 'src', 'formaction', 'xlink:href'].includes(name))
        found.push(`${el.localName}[${name}]`);
      if (name === 'href' && !/^(https?|mailto):/i.test(value.trim())) found.push(`href=${value}`);
      if (el.localName === 'a' && name === 'target' && value !== '_blank') found.push(`target=${value}`);
      if (el.localName === 'a' && name === 'rel' && value !== 'noopener noreferrer nofollow')
        found.push(`rel=${value}`);
    }
  });
  return found;
}
const dangersInHtml = (html: string) => dangersIn(new DOMParser().parseFromString(html, 'text/html').body);

/** Stored values that a client of the API could have written. */
const XSS_CORPUS = [
  '<script>alert(1)</script><p>a</p>',
  '<p><img src=x onerror="alert(1)">b</p>',
  '<p><a href="javascript:alert(1)">c</a></p>',
  '<p><a href=" JaVaScRiPt:alert(1)">c2</a></p>',
  '<p><a href="java&#x09;script:alert(1)">c3</a></p>',
  '<p><a href="&#x01;javascript:alert(1)">c4</a></p>',
  '<p><a href="data:text/html,<script>alert(1)</script>">d</a></p>',
  '<svg onload="alert(1)"><text>e</text></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>e2</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="https://evil.example" srcdoc="<script>alert(1)</script>"></iframe><p>f</p>',
  '<p style="background:url(javascript:alert(1))" onclick="x()" onmouseover="x()">g</p>',
  '<object data="x.swf"></object><embed src="x.swf"><p>h</p>',
  '<form action="https://evil.example"><input autofocus onfocus="alert(1)"><button formaction="javascript:alert(1)">i</button></form>',
  '<details open ontoggle="alert(1)"><summary>j</summary>k</details>',
  '<p><a href="https://ok.example" target="evil" rel="opener" class="x" onclick="y()" style="color:red">l</a></p>',
  '<style>body{display:none}</style><link rel="stylesheet" href="https://evil.example/x.css"><p>m</p>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">o</p></noscript>',
  '<template><script>alert(1)</script></template><p>p</p>',
  '<pre><code class="language-js" onclick="x()">r</code></pre>',
  '<p>s<video src=x onerror=alert(1)></video><audio src=x onerror=alert(1)></audio></p>',
];

beforeAll(stubLayout);

describe('RichTextEditor', () => {
  it('shows the value as a labelled, multi-line textbox with the field ids and a formatting toolbar', () => {
    const { editor } = setup({
      value: '<p>Hello <strong>there</strong></p>',
      id: 'f-content',
      labelId: 'f-content-label',
      'aria-invalid': true,
      'aria-describedby': 'f-content-error',
    });
    const box = screen.getByRole('textbox');
    expect(box).toBe(editor.view.dom);
    expect(box).toHaveAttribute('id', 'f-content');
    expect(box).toHaveAttribute('aria-labelledby', 'f-content-label');
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-describedby', 'f-content-error');
    expect(box).toHaveAttribute('contenteditable', 'true');
    expect(box.innerHTML).toBe('<p>Hello <strong>there</strong></p>');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    expect(toolbar).toHaveAttribute('aria-controls', 'f-content');
    const names = within(toolbar)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      'Bold',
      'Italic',
      'Strikethrough',
      'Heading 2',
      'Heading 3',
      'Bullet list',
      'Numbered list',
      'Quote',
      'Code block',
      'Link',
      'Undo',
      'Redo',
    ]);
  });

  it('does not report the value it loads, nor the HTML Tiptap makes of it, nor a click or a focus', () => {
    const { editor, onChange } = setup({ value: 'plain <b>text</b><ul><li>last</li></ul>' });
    expect(editor.getHTML()).toBe('<p>plain <strong>text</strong></p><ul><li><p>last</p></li></ul>');
    act(() => {
      editor.commands.focus('end');
      editor.commands.setTextSelection(3);
    });
    fireEvent.mouseDown(editor.view.dom);
    fireEvent.mouseUp(editor.view.dom);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("reports the admin's typing as HTML", async () => {
    const user = userEvent.setup();
    const { editor, onChange } = setup({ value: '<p>ab</p>' });
    act(() => {
      editor.commands.setTextSelection(3);
      editor.view.focus();
    });
    await user.keyboard('c');
    expect(onChange).toHaveBeenLastCalledWith('<p>abc</p>');
    expect(editor.getHTML()).toBe('<p>abc</p>');
  });

  it('reports edits made through commands, and the original value when the edits are undone', () => {
    const { editor, onChange } = setup({ value: 'hi' });
    act(() => {
      editor.chain().setTextSelection(3).insertContent('!').run();
    });
    expect(onChange).toHaveBeenLastCalledWith('<p>hi!</p>');
    act(() => {
      editor.commands.undo();
    });
    // back to what was loaded: the form is not dirty
    expect(onChange).toHaveBeenLastCalledWith('hi');
  });

  it("reports an empty document as '' (not <p></p>)", () => {
    const { editor, onChange } = setup({ value: '<h2>Title</h2><p>text</p>' });
    act(() => {
      editor.commands.clearContent(true);
    });
    expect(onChange).toHaveBeenLastCalledWith('');
    act(() => {
      editor.commands.insertContent('<p></p><p> </p>');
    });
    expect(onChange).toHaveBeenCalledTimes(1); // still empty, still ''
  });

  it('takes a value from outside silently, keeping the selection; its own value coming back changes nothing', () => {
    const { editor, onChange, rerender } = setup({ value: '<p>first version</p>' });
    act(() => {
      editor.commands.setTextSelection({ from: 2, to: 4 });
    });
    rerender({ value: '<p>second version</p>' });
    expect(editor.getHTML()).toBe('<p>second version</p>');
    expect(editor.state.selection).toMatchObject({ from: 2, to: 4 });
    expect(onChange).not.toHaveBeenCalled();
    // the new content is not an undoable edit
    expect(editor.can().undo()).toBe(false);

    // a shorter value: the selection is kept inside it
    rerender({ value: '<p>x</p>' });
    expect(editor.getHTML()).toBe('<p>x</p>');
    expect(editor.state.selection.to).toBeLessThanOrEqual(editor.state.doc.content.size);

    act(() => {
      editor.chain().setTextSelection(2).insertContent('y').run();
    });
    expect(onChange).toHaveBeenLastCalledWith('<p>xy</p>');
    const doc = editor.state.doc;
    rerender({ value: '<p>xy</p>' });
    expect(editor.state.doc).toBe(doc); // not replaced
    expect(editor.can().undo()).toBe(true);
  });

  it('follows a controlled parent without loops', async () => {
    const onChange = vi.fn();
    function Parent() {
      const [value, setValue] = useState('<p>a</p>');
      return (
        <>
          <RichTextEditor
            value={value}
            onChange={(html) => {
              onChange(html);
              setValue(html);
            }}
          />
          <button type="button" onClick={() => setValue('<p>restored draft</p>')}>
            Restore
          </button>
          <output>{value}</output>
        </>
      );
    }
    const { container } = render(
      <StrictMode>
        <Parent />
      </StrictMode>,
    );
    const editor = editorIn(container);
    act(() => {
      editor.chain().setTextSelection(2).insertContent('b').run();
    });
    expect(screen.getByRole('status')).toHaveTextContent('<p>ab</p>');
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(editorIn(container).getHTML()).toBe('<p>restored draft</p>');
    expect(onChange).toHaveBeenCalledTimes(1);
    // only one editor in the DOM, even in StrictMode
    expect(container.querySelectorAll('.ProseMirror')).toHaveLength(1);
  });

  describe('sanitises stored HTML', () => {
    it.each(XSS_CORPUS)('%s', (payload) => {
      const { editor, onChange } = setup({ value: payload });
      expect(dangersIn(editor.view.dom)).toEqual([]);
      act(() => {
        editor.chain().focus('end').insertContent(' edited').run();
      });
      const emitted = onChange.mock.lastCall?.[0] ?? '';
      expect(emitted).toContain('edited');
      expect(dangersInHtml(emitted)).toEqual([]);
    });

    it('lets no HTML parser see an event handler: not the sanitiser, not Tiptap (no CSP report)', () => {
      // Chrome reports every inline handler of a parsed element to the page's Content-Security-Policy,
      // even in a document where nothing runs: so each parse (DOMParser, innerHTML) is watched here
      const handlers: string[] = [];
      const collect = (root: ParentNode) =>
        root.querySelectorAll('*').forEach((el) => {
          for (const { name } of Array.from(el.attributes))
            if (/^on/i.test(name)) handlers.push(`${el.localName}[${name}]`);
        });
      const parse = DOMParser.prototype.parseFromString;
      const parseSpy = vi.spyOn(DOMParser.prototype, 'parseFromString').mockImplementation(function (
        this: DOMParser,
        markup: string,
        type: DOMParserSupportedType,
      ) {
        const doc = parse.call(this, markup, type);
        collect(doc);
        return doc;
      });
      const innerHTML = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!;
      const innerSpy = vi.spyOn(Element.prototype, 'innerHTML', 'set').mockImplementation(function (
        this: Element,
        markup: string,
      ) {
        innerHTML.set!.call(this, markup);
        collect(this);
      });
      try {
        const payload = '<img src=x onerror=alert(1)><p onload="x()">hi</p><svg onload=alert(2)>';
        const { editor, rerender } = setup({ value: payload });
        expect(editor.getHTML()).toBe('<p>hi</p>');
        rerender({ value: `<p onclick="y()">again</p>${payload}` });
        expect(editor.getHTML()).toBe('<p>again</p><p>hi</p>');
        expect(parseSpy).toHaveBeenCalled();
      } finally {
        parseSpy.mockRestore();
        innerSpy.mockRestore();
      }
      expect(handlers).toEqual([]);
    });

    it('keeps the text and the safe formatting around what it drops', () => {
      const { editor } = setup({
        value:
          '<p>a<img src=x onerror=alert(1)>b <a href="javascript:alert(1)">c</a> ' +
          '<a href="https://ok.example" target="evil" rel="opener">d</a></p>',
      });
      expect(editor.getHTML()).toBe(
        '<p>ab c <a target="_blank" rel="noopener noreferrer nofollow" href="https://ok.example">d</a></p>',
      );
    });

    it('sanitises pasted HTML too', () => {
      const { editor, onChange } = setup({ value: '<p>x</p>' });
      act(() => {
        editor.commands.setTextSelection(2);
      });
      const data: Record<string, string> = {
        'text/html':
          '<meta charset="utf-8"><p>pasted<img src=x onerror=alert(1)><a href="javascript:alert(1)">js</a> ' +
          '<a href="https://ok.example" rel="opener" target="_top">ok</a><script>alert(1)</script></p>',
        'text/plain': 'pastedjs ok',
      };
      const clipboardData = { types: Object.keys(data), getData: (type: string) => data[type] ?? '' };
      const event = new Event('paste', { bubbles: true, cancelable: true });
      Object.assign(event, { clipboardData });
      act(() => {
        editor.view.dom.dispatchEvent(event);
      });
      const emitted = onChange.mock.lastCall?.[0] ?? '';
      expect(emitted).toContain('pasted');
      expect(dangersInHtml(emitted)).toEqual([]);
      expect(dangersIn(editor.view.dom)).toEqual([]);
      expect(emitted).toBe(
        '<p>xpastedjs <a target="_blank" rel="noopener noreferrer nofollow" href="https://ok.example">ok</a></p>',
      );
    });
  });

  it('autolinks typed http(s) addresses only', () => {
    const { editor, onChange } = setup({ value: '' });
    act(() => {
      editor.chain().focus().insertContent('see https://example.com').run();
      editor.chain().insertContent(' ').run();
    });
    expect(onChange).toHaveBeenLastCalledWith(
      '<p>see <a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com">https://example.com</a> </p>',
    );
    act(() => {
      editor.chain().insertContent('ftp://example.com').run();
      editor.chain().insertContent(' ').run();
    });
    expect(onChange.mock.lastCall?.[0]).toMatch(/<\/a> ftp:\/\/example\.com <\/p>$/);
  });

  it('disabled: not editable, toolbar off; enabled again on a new prop', () => {
    const { editor, rerender } = setup({ value: '<p>x</p>', disabled: true });
    const box = screen.getByRole('textbox');
    expect(box).toHaveAttribute('contenteditable', 'false');
    expect(box).toHaveAttribute('aria-disabled', 'true');
    expect(editor.isEditable).toBe(false);
    for (const button of within(screen.getByRole('toolbar')).getAllByRole('button'))
      expect(button).toBeDisabled();
    rerender({ value: '<p>x</p>', disabled: false });
    expect(box).toHaveAttribute('contenteditable', 'true');
    expect(box).not.toHaveAttribute('aria-disabled');
    expect(editor.isEditable).toBe(true);
    expect(screen.getByRole('button', { name: 'Bold' })).toBeEnabled();
  });
});
