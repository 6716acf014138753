import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from '../lib/router';
import { Dropdown, type DropdownItem } from './Dropdown';

function setup() {
  const manage = vi.fn();
  const logout = vi.fn();
  const items: DropdownItem[] = [
    { label: 'Manage admins', onSelect: manage },
    { label: 'Logout', onSelect: logout },
  ];
  render(
    <>
      <Dropdown label="Admin menu" trigger="A" items={items} />
      <button type="button">Outside</button>
    </>,
  );
  return { manage, logout, trigger: screen.getByRole('button', { name: 'Admin menu' }) };
}

describe('Dropdown', () => {
  it('is closed at first and opens on click with menuitem items', async () => {
    const user = userEvent.setup();
    const { trigger } = setup();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');

    await user.click(trigger);
    const menu = screen.getByRole('menu', { name: 'Admin menu' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getAllByRole('menuitem').map((el) => el.textContent)).toEqual(['Manage admins', 'Logout']);
    expect(screen.getByRole('menuitem', { name: 'Manage admins' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    const { trigger, manage, logout } = setup();
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(manage).not.toHaveBeenCalled();
    expect(logout).not.toHaveBeenCalled();
  });

  it('calls onSelect of the chosen item and closes', async () => {
    const user = userEvent.setup();
    const { trigger, manage, logout } = setup();
    await user.click(trigger);
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(manage).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('moves focus with the arrow keys, wrapping around, and selects with Enter', async () => {
    const user = userEvent.setup();
    const { trigger, logout } = setup();
    await user.click(trigger);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Manage admins' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(logout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('toggles closed on a second trigger click', async () => {
    const user = userEvent.setup();
    const { trigger } = setup();
    await user.click(trigger);
    await user.click(trigger);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on an outside click', async () => {
    const user = userEvent.setup();
    const { trigger } = setup();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on a route change', async () => {
    const user = userEvent.setup();
    const { trigger } = setup();
    await user.click(trigger);
    act(() => navigate('/dropdown-test-elsewhere'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
