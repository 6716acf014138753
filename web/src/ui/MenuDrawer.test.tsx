import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from '../lib/router';
import { MenuDrawer } from './MenuDrawer';

function renderDrawer({ isAvailable = true } = {}) {
  const view = render(
    <MenuDrawer label="Menu" isAvailable={isAvailable}>
      <nav aria-label="Main">
        <a href="#/collections">Collections</a>
        <a href="#/logs" data-autofocus="">
          Logs
        </a>
      </nav>
    </MenuDrawer>,
  );
  const button = screen.getByRole('button', { name: 'Menu' });
  return { ...view, button };
}

const drawer = () => screen.queryByRole('dialog', { name: 'Menu' });

beforeEach(() => navigate('/logs', { force: true }));

describe('MenuDrawer', () => {
  it('opens a modal drawer that the button controls, with the focus inside', async () => {
    const user = userEvent.setup();
    const { button } = renderDrawer();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(drawer()).not.toBeInTheDocument();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(drawer()).toHaveAttribute('open');
    expect(button).toHaveAttribute('aria-controls', drawer()!.id);
    expect(screen.getByRole('link', { name: 'Logs' })).toHaveFocus();
  });

  it.each([
    ['Escape', () => userEvent.keyboard('{Escape}')],
    ['its Close button', () => userEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['a tap outside (the backdrop)', () => userEvent.pointer({ keys: '[TouchA]', target: drawer()! })],
  ])('closes on %s and gives the focus back to the button', async (_, close) => {
    const user = userEvent.setup();
    const { button } = renderDrawer();
    await user.click(button);
    await close();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(drawer()).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('gives the focus to the button after closing even when the tap that opened it did not focus it', async () => {
    const { button } = renderDrawer();
    fireEvent.click(button); // some touch browsers focus no button on a tap
    expect(button).not.toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(drawer()).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('closes after a navigation', async () => {
    const user = userEvent.setup();
    const { button } = renderDrawer();
    await user.click(button);
    act(() => navigate('/settings'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(drawer()).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('closes on a tap on a link to the page already shown (the address stays the same)', async () => {
    const user = userEvent.setup();
    const { button } = renderDrawer();
    await user.click(button);
    await user.click(screen.getByRole('link', { name: 'Logs' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(drawer()).not.toBeInTheDocument());
  });

  it('closes when the screen grows wide enough to show the navigation itself', async () => {
    const user = userEvent.setup();
    const { button, rerender } = renderDrawer();
    await user.click(button);
    rerender(
      <MenuDrawer label="Menu" isAvailable={false}>
        <a href="#/logs">Logs</a>
      </MenuDrawer>,
    );
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(drawer()).not.toBeInTheDocument());
  });
});
