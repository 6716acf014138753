import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { normaliseCollection, type JsonObject } from './model/collectionsImport';
import { detectChanges } from './model/importChanges';
import { ImportDiffTable } from './ImportDiffTable';

const XSS = '<img src=x onerror=window.__xss=1>';

function posts(fields: JsonObject[], extra: JsonObject = {}) {
  return normaliseCollection({ id: 'posts_id_000001', name: 'posts', schema: fields, ...extra });
}
const FIELDS = Array.from({ length: 6 }, (_, i) => ({ id: `f${i}`, name: `field_${i}`, type: 'text' }));

describe('ImportDiffTable', () => {
  it('shows old | new with changed lines marked for screen readers, not only by colour', () => {
    const old = posts(FIELDS);
    const next = posts(FIELDS.map((f, i) => (i === 2 ? { ...f, name: 'renamed' } : f)));
    const [change] = detectChanges([next], [old], true).changed;
    render(<ImportDiffTable change={change} />);
    const table = screen.getByRole('table', { name: 'posts: 1 line removed, 1 added' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Old line', 'Old', 'New line', 'New']);
    const removed = within(table).getByText('"name": "field_2",', { exact: false });
    expect(removed.closest('td')).toHaveTextContent('Removed: "name": "field_2",');
    expect(within(table).getByText('"name": "renamed",', { exact: false }).closest('td')).toHaveTextContent(
      'Added: "name": "renamed",',
    );
    // both on the same row, side by side
    expect(removed.closest('tr')).toHaveTextContent('"name": "renamed"');
  });

  it('shows direction control characters of names as markers, in stored order', () => {
    const old = posts(FIELDS);
    const next = posts(FIELDS.map((f, i) => (i === 2 ? { ...f, name: 'adm\u202Egnp_exe' } : f)));
    const [change] = detectChanges([next], [old], true).changed;
    render(<ImportDiffTable change={change} />);
    const added = screen.getByText((_, el) => el?.tagName === 'TD' && /Added: /.test(el.textContent ?? ''));
    expect(added.textContent).toMatch(/^\+Added: +"name": "adm⟨U\+202E⟩gnp_exe",$/);
    expect(within(added).getByTitle('RIGHT-TO-LEFT OVERRIDE')).toHaveTextContent('⟨U+202E⟩');
  });

  it('folds unchanged lines into a button that shows them', async () => {
    const old = posts(FIELDS);
    const next = posts(FIELDS, { listRule: '' });
    const [change] = detectChanges([next], [old], true).changed;
    render(<ImportDiffTable change={change} />);
    const unfold = screen.getAllByRole('button', { name: /^Show \d+ unchanged lines$/ })[0];
    const hidden = Number(/\d+/.exec(unfold.textContent ?? '')?.[0]);
    const rowsBefore = screen.getAllByRole('row').length;
    await userEvent.setup().click(unfold);
    expect(screen.getAllByRole('row').length).toBe(rowsBefore - 1 + hidden);
    // the shown lines are on both sides
    expect(screen.getAllByText('"id": "f0",', { exact: false })).toHaveLength(2);
  });

  it('an added collection has only new lines; stored markup stays text', () => {
    const added = normaliseCollection({
      id: 'xss_id_00000001',
      name: XSS,
      listRule: XSS,
      schema: [{ id: 'f', name: XSS }],
    });
    const [change] = detectChanges([added], [], true).added;
    const { container } = render(<ImportDiffTable change={change} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getAllByText(XSS, { exact: false }).length).toBeGreaterThanOrEqual(3);
    expect(screen.queryByText(/^Removed:/)).toBeNull();
    expect(screen.getAllByText('Added:', { exact: false }).length).toBeGreaterThan(5);
  });
});
