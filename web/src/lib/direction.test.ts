import { afterEach, vi } from 'vitest';
import { arrowStepIn, inlineArrowStep, textDirection } from './direction';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

/** Markup in the body, and its element of id `id`. */
function mount(html: string, id: string): HTMLElement {
  document.body.innerHTML = html;
  return document.getElementById(id)!;
}

describe('inlineArrowStep', () => {
  it('moves to the next item with the arrow that points along the reading direction', () => {
    expect(inlineArrowStep('ArrowRight', 'ltr')).toBe(1);
    expect(inlineArrowStep('ArrowLeft', 'ltr')).toBe(-1);
    expect(inlineArrowStep('ArrowLeft', 'rtl')).toBe(1);
    expect(inlineArrowStep('ArrowRight', 'rtl')).toBe(-1);
  });

  it('takes no step for any other key', () => {
    for (const key of ['ArrowUp', 'ArrowDown', 'Home', 'End', 'Enter', 'Left', 'Right', 'a']) {
      expect(inlineArrowStep(key, 'ltr')).toBe(0);
      expect(inlineArrowStep(key, 'rtl')).toBe(0);
    }
  });
});

describe('textDirection', () => {
  it('reads the computed direction, whatever set it', () => {
    const element = mount('<div dir="ltr"><span id="x">x</span></div>', 'x');
    const real = window.getComputedStyle.bind(window);
    vi.spyOn(window, 'getComputedStyle').mockImplementation((el, pseudo) => {
      const style = real(el, pseudo);
      // a stylesheet's `direction: rtl` that no dir attribute shows
      return el === element ? ({ ...style, direction: 'rtl' } as CSSStyleDeclaration) : style;
    });
    expect(textDirection(element)).toBe('rtl');
  });

  it('falls back to the nearest dir attribute where no direction is computed', () => {
    // jsdom computes no `direction`, as a document without layout would not
    expect(getComputedStyle(document.body).direction).toBe('');
    const inner = mount(
      '<div dir="rtl"><p id="outer"><span dir="ltr"><b id="inner">x</b></span></p></div>',
      'inner',
    );
    expect(textDirection(document.getElementById('outer')!)).toBe('rtl');
    expect(textDirection(inner)).toBe('ltr');
    expect(textDirection(mount('<p id="plain">x</p>', 'plain'))).toBe('ltr');
  });
});

describe('arrowStepIn', () => {
  it('steps by the direction of the element that heard the key', () => {
    const rtl = mount('<div dir="rtl"><div id="list" role="tablist"></div></div>', 'list');
    expect(arrowStepIn(rtl, 'ArrowLeft')).toBe(1);
    expect(arrowStepIn(rtl, 'ArrowRight')).toBe(-1);
    const ltr = mount('<div id="list" role="tablist"></div>', 'list');
    expect(arrowStepIn(ltr, 'ArrowLeft')).toBe(-1);
    expect(arrowStepIn(ltr, 'ArrowRight')).toBe(1);
  });

  it('does not read the layout for keys that are no horizontal arrows', () => {
    const element = mount('<div id="list"></div>', 'list');
    const spy = vi.spyOn(window, 'getComputedStyle');
    expect(arrowStepIn(element, 'Home')).toBe(0);
    expect(spy).not.toHaveBeenCalled();
  });
});
