import { render } from '@testing-library/react';
import { withParts } from './withParts';

describe('withParts', () => {
  it('puts each element where its placeholder is, in the order of the text', () => {
    const text = (v: Record<string, string | number>) => `Von ${v.b} nach ${v.a}.`;
    const { container } = render(<p>{withParts(text, { a: <strong>A</strong>, b: <em>B</em> })}</p>);
    expect(container.innerHTML).toBe('<p>Von <em>B</em> nach <strong>A</strong>.</p>');
  });

  it('keeps markup in the text as text', () => {
    const text = (v: Record<string, string | number>) => `<b>x</b> ${v.a}`;
    const { container } = render(<p>{withParts(text, { a: 'y' })}</p>);
    expect(container.textContent).toBe('<b>x</b> y');
    expect(container.querySelector('b')).toBeNull();
  });
});
