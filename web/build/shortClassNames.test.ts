import { shortClassNames } from './shortClassNames';

describe('short CSS module class names', () => {
  const root = '/repo/web';

  it('gives a short, valid class name that is the same in every build', () => {
    const name = shortClassNames(root)('button', '/repo/web/src/ui/Button.module.css');
    expect(name).toMatch(/^_[A-Za-z0-9]{5}$/);
    expect(shortClassNames(root)('button', '/repo/web/src/ui/Button.module.css')).toBe(name);
    // the checkout's place on disk does not change it
    expect(shortClassNames('/elsewhere/web')('button', '/elsewhere/web/src/ui/Button.module.css')).toBe(name);
  });

  it('tells apart the same class in two files, and two classes of one file', () => {
    const scoped = shortClassNames(root);
    const names = new Set([
      scoped('root', '/repo/web/src/ui/Button.module.css'),
      scoped('root', '/repo/web/src/ui/Dropdown.module.css'),
      scoped('menu', '/repo/web/src/ui/Dropdown.module.css'),
    ]);
    expect(names.size).toBe(3);
  });

  it('ignores the query Vite adds to a module id', () => {
    const scoped = shortClassNames(root);
    expect(scoped('a', '/repo/web/src/x.module.css?used')).toBe(scoped('a', '/repo/web/src/x.module.css'));
  });

  it('fails the build when two classes would share a name', () => {
    const scoped = shortClassNames(root);
    // thousands of names: with five characters a clash is rare, so find one by brute force
    const seen = new Map<string, string>();
    let clash: [string, string] | null = null;
    for (let i = 0; i < 2_000_000 && !clash; i++) {
      const id = `c${i}`;
      const name = shortClassNames(root)(id, '/repo/web/src/a.module.css');
      const other = seen.get(name);
      if (other) clash = [other, id];
      else seen.set(name, id);
    }
    expect(clash).not.toBeNull();
    const [first, second] = clash!;
    scoped(first, '/repo/web/src/a.module.css');
    expect(() => scoped(second, '/repo/web/src/a.module.css')).toThrow(/both shorten to/);
  });
});
