import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubLayout, setup } from './RichTextEditor.fixtures';

beforeAll(stubLayout);

describe('RichTextEditor', () => {
  it('toolbar buttons toggle formatting and show its state (aria-pressed)', async () => {
    const user = userEvent.setup();
    const { editor, onChange } = setup({ value: '<p>word</p>' });
    act(() => {
      editor.commands.setTextSelection({ from: 1, to: 5 });
    });
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await user.click(bold);
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>word</strong></p>');
    expect(bold).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Heading 2' }));
    expect(onChange).toHaveBeenLastCalledWith('<h2><strong>word</strong></h2>');
    expect(screen.getByRole('button', { name: 'Heading 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Heading 3' })).toHaveAttribute('aria-pressed', 'false');

    // (a heading turns into a paragraph in a list)
    await user.click(screen.getByRole('button', { name: 'Bullet list' }));
    expect(onChange).toHaveBeenLastCalledWith('<ul><li><p><strong>word</strong></p></li></ul>');

    const undo = screen.getByRole('button', { name: 'Undo' });
    const redo = screen.getByRole('button', { name: 'Redo' });
    expect(redo).toHaveAttribute('aria-disabled', 'true');
    expect(undo).not.toHaveAttribute('aria-pressed');
    await user.click(undo);
    expect(onChange.mock.lastCall?.[0]).not.toContain('<ul>');
    expect(redo).not.toHaveAttribute('aria-disabled');
    await user.click(redo);
    expect(onChange).toHaveBeenLastCalledWith('<ul><li><p><strong>word</strong></p></li></ul>');
  });

  it('the toolbar is one tab stop; arrow keys, Home and End move between its buttons', async () => {
    const user = userEvent.setup();
    setup({ value: '<p>x</p>' });
    const buttons = within(screen.getByRole('toolbar')).getAllByRole('button');
    expect(buttons.filter((b) => b.tabIndex === 0)).toEqual([buttons[0]]);
    buttons[0].focus();
    await user.keyboard('{ArrowRight}');
    expect(buttons[1]).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(buttons[buttons.length - 1]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(buttons[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(buttons[buttons.length - 1]).toHaveFocus();
    expect(buttons.filter((b) => b.tabIndex === 0)).toEqual([buttons[buttons.length - 1]]);
  });

  it('in a right-to-left page, ArrowLeft goes to the next button (the toolbar runs right to left)', async () => {
    const user = userEvent.setup();
    document.documentElement.dir = 'rtl';
    try {
      setup({ value: '<p>x</p>' });
      const buttons = within(screen.getByRole('toolbar')).getAllByRole('button');
      buttons[0].focus();
      await user.keyboard('{ArrowLeft}');
      expect(buttons[1]).toHaveFocus();
      await user.keyboard('{ArrowRight}{ArrowRight}');
      expect(buttons[buttons.length - 1]).toHaveFocus();
    } finally {
      document.documentElement.removeAttribute('dir');
    }
  });
});
