import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip } from './Tooltip';

const renderTooltip = (text: string) =>
  render(
    <>
      <Tooltip text={text}>
        {(trigger) => (
          <button type="button" {...trigger}>
            Failed
          </button>
        )}
      </Tooltip>
      <button type="button">Elsewhere</button>
    </>,
  );

describe('Tooltip', () => {
  it('is always the trigger’s description, shown as text', () => {
    renderTooltip('<img src=x onerror="alert(1)">');
    const trigger = screen.getByRole('button', { name: 'Failed' });
    expect(trigger).toHaveAccessibleDescription('<img src=x onerror="alert(1)">');
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('tooltip', { hidden: true })).not.toBeVisible();
  });

  it('shows on hover and hides when the pointer leaves', async () => {
    const user = userEvent.setup();
    renderTooltip('Server message');
    await user.hover(screen.getByRole('button', { name: 'Failed' }));
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.unhover(screen.getByRole('button', { name: 'Failed' }));
    expect(screen.getByRole('tooltip', { hidden: true })).not.toBeVisible();
  });

  it('shows while the trigger has the keyboard focus; Escape hides it, focusing again shows it', async () => {
    const user = userEvent.setup();
    renderTooltip('Server message');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Failed' })).toHaveFocus();
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('tooltip', { hidden: true })).not.toBeVisible();
    await user.tab();
    expect(screen.getByRole('tooltip', { hidden: true })).not.toBeVisible();
    await user.tab({ shift: true });
    expect(screen.getByRole('tooltip')).toBeVisible();
  });

  it('a click shows it again after Escape', async () => {
    const user = userEvent.setup();
    renderTooltip('Server message');
    await user.tab();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Failed' }));
    expect(screen.getByRole('tooltip')).toBeVisible();
  });

  it('a tap toggles it, with no hover needed', async () => {
    const user = userEvent.setup();
    renderTooltip('Server message');
    const trigger = screen.getByRole('button', { name: 'Failed' });
    await user.pointer({ keys: '[TouchA]', target: trigger });
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.pointer({ keys: '[TouchA]', target: trigger });
    expect(screen.getByRole('tooltip', { hidden: true })).not.toBeVisible();
    await user.pointer({ keys: '[TouchA]', target: trigger });
    expect(screen.getByRole('tooltip')).toBeVisible();
  });

  it('a tap elsewhere hides it', async () => {
    const user = userEvent.setup();
    renderTooltip('Server message');
    await user.pointer({ keys: '[TouchA]', target: screen.getByRole('button', { name: 'Failed' }) });
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.pointer({ keys: '[TouchA]', target: document.body });
    expect(screen.getByRole('tooltip', { hidden: true })).not.toBeVisible();
  });

  it('Escape hides it with the focus elsewhere, and no other handler sees that Escape', async () => {
    const user = userEvent.setup();
    renderTooltip('Server message');
    const seen = vi.fn();
    window.addEventListener('keydown', seen);
    try {
      await user.click(screen.getByRole('button', { name: 'Failed' }));
      await user.unhover(screen.getByRole('button', { name: 'Failed' }));
      act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
      expect(screen.getByRole('tooltip')).toBeVisible();
      await user.keyboard('{Escape}');
      expect(screen.getByRole('tooltip', { hidden: true })).not.toBeVisible();
      expect(seen).not.toHaveBeenCalled();
    } finally {
      window.removeEventListener('keydown', seen);
    }
  });
});
