import { render, screen } from '@testing-library/react';
import { BidiWarning, SafeText } from './SafeText';

const RLO = '\u202E';

describe('SafeText', () => {
  it('shows each control as a marker with its name as the tooltip, in stored order', () => {
    const { container } = render(
      <p data-testid="cell">
        <SafeText text={`admin${RLO}evil@example.com`} />
      </p>,
    );
    const cell = screen.getByTestId('cell');
    expect(cell.textContent).toBe('admin⟨U+202E⟩evil@example.com');
    // no control character reaches the DOM, so nothing is reordered
    expect(cell.textContent).not.toContain(RLO);
    const marker = screen.getByTitle('RIGHT-TO-LEFT OVERRIDE');
    expect(marker).toHaveTextContent('⟨U+202E⟩');
    expect(marker).toHaveAttribute('data-bidi-marker');
    expect(marker.className).toBe('marker');
    // the text around the marker stays text nodes, never markup
    expect(container.querySelectorAll('[data-bidi-marker]')).toHaveLength(1);
    expect([...cell.childNodes].map((node) => node.nodeName)).toEqual(['#text', 'SPAN', '#text']);
  });

  it('marks every control of a string, side by side or at its ends', () => {
    render(
      <p data-testid="cell">
        <SafeText text={`\u2067adm${RLO}gnp.exe\u2069`} />
      </p>,
    );
    expect(screen.getByTestId('cell').textContent).toBe('⟨U+2067⟩adm⟨U+202E⟩gnp.exe⟨U+2069⟩');
    expect(screen.getByTitle('RIGHT-TO-LEFT ISOLATE')).toBeInTheDocument();
    expect(screen.getByTitle('POP DIRECTIONAL ISOLATE')).toBeInTheDocument();
  });

  it('renders text without controls as a bare text node, markup included as text', () => {
    render(
      <p data-testid="cell">
        <SafeText text={'<img src=x onerror="alert(1)">'} />
      </p>,
    );
    const cell = screen.getByTestId('cell');
    expect(cell.innerHTML).toBe('&lt;img src=x onerror="alert(1)"&gt;');
    expect(cell.querySelector('img, span')).toBeNull();
  });
});

describe('BidiWarning', () => {
  it('names the markers the value holds', () => {
    render(<BidiWarning id="w" value={`admin${RLO}evil\u200E@example.com`} />);
    const warning = document.getElementById('w')!;
    expect(warning.textContent).toBe(
      'This contains invisible direction characters (shown as ⟨U+202E⟩, ⟨U+200E⟩) that can make it read differently.',
    );
    expect(screen.getByTitle('LEFT-TO-RIGHT MARK')).toHaveTextContent('⟨U+200E⟩');
  });

  it('shows nothing for a value without controls', () => {
    const { container } = render(<BidiWarning value="admin@example.com" />);
    expect(container).toBeEmptyDOMElement();
  });
});
