import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from './RichTextEditor';
import { stubLayout, setup, editorIn } from './RichTextEditor.fixtures';

beforeAll(stubLayout);

describe('RichTextEditor', () => {
  describe('link box', () => {
    it('links the selection to an http(s) or mailto URL, and refuses other schemes with a message', async () => {
      const user = userEvent.setup();
      const { editor, onChange } = setup({ value: '<p>see docs</p>' });
      act(() => {
        editor.commands.setTextSelection({ from: 5, to: 9 });
      });
      await user.click(screen.getByRole('button', { name: 'Link' }));
      const input = screen.getByRole('textbox', { name: 'URL' });
      expect(input).toHaveFocus();

      await user.type(input, 'javascript:alert(1)');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Only http, https and mailto links are allowed.');
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(onChange).not.toHaveBeenCalled();

      await user.clear(input);
      await user.type(input, 'example.com/docs{Enter}');
      expect(onChange).toHaveBeenLastCalledWith(
        '<p>see <a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/docs">docs</a></p>',
      );
      expect(screen.queryByRole('group', { name: 'Link' })).not.toBeInTheDocument();
      await waitFor(() => expect(editor.view.dom).toHaveFocus());
      expect(screen.getByRole('button', { name: 'Link' })).toHaveAttribute('aria-pressed', 'true');
    });

    it('edits and removes the link at the caret; Enter does not submit the form around it', async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
      const onChange = vi.fn();
      const { container } = render(
        <form onSubmit={onSubmit}>
          <RichTextEditor value={'<p><a href="https://old.example">here</a> x</p>'} onChange={onChange} />
        </form>,
      );
      const editor = editorIn(container);
      act(() => {
        editor.commands.setTextSelection(3);
      });
      await user.click(screen.getByRole('button', { name: 'Link' }));
      const input = screen.getByRole('textbox', { name: 'URL' });
      expect(input).toHaveValue('https://old.example');
      await user.clear(input);
      await user.type(input, 'mailto:me@example.com{Enter}');
      expect(onSubmit).not.toHaveBeenCalled();
      expect(onChange).toHaveBeenLastCalledWith(
        '<p><a target="_blank" rel="noopener noreferrer nofollow" href="mailto:me@example.com">here</a> x</p>',
      );

      act(() => {
        editor.commands.setTextSelection(3);
      });
      await user.click(screen.getByRole('button', { name: 'Link' }));
      await user.click(screen.getByRole('button', { name: 'Remove' }));
      expect(onChange).toHaveBeenLastCalledWith('<p>here x</p>');
    });

    it('inserts a new link at the caret; Escape closes the box only (the panel around does not see it)', async () => {
      const user = userEvent.setup();
      const outside = vi.fn();
      window.addEventListener('keydown', outside);
      const { editor, onChange } = setup({ value: '<p>see:</p>' });
      act(() => {
        editor.commands.setTextSelection(5);
        editor.view.focus();
      });
      await user.keyboard('{Control>}k{/Control}');
      const input = screen.getByRole('textbox', { name: 'URL' });
      expect(input).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('textbox', { name: 'URL' })).not.toBeInTheDocument();
      expect(outside).not.toHaveBeenCalledWith(expect.objectContaining({ key: 'Escape' }));
      window.removeEventListener('keydown', outside);

      await user.click(screen.getByRole('button', { name: 'Link' }));
      await user.type(screen.getByRole('textbox', { name: 'URL' }), 'https://example.com{Enter}');
      expect(onChange).toHaveBeenLastCalledWith(
        '<p>see:<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com">https://example.com</a></p>',
      );
    });
  });

  it('the Link button also closes the box, giving the focus back to the text', async () => {
    const user = userEvent.setup();
    const { editor } = setup({ value: '<p>x</p>' });
    const link = screen.getByRole('button', { name: 'Link' });
    await user.click(link);
    expect(link).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'URL' })).toHaveFocus();
    await user.click(link);
    expect(link).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'URL' })).not.toBeInTheDocument();
    await waitFor(() => expect(editor.view.dom).toHaveFocus());
  });
});
