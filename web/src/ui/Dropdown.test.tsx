import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from '../lib/router';
import { Dropdown, type DropdownItem } from './Dropdown';

function setup() {
  const manage = vi.fn();
  const docs = vi.fn();
  const logout = vi.fn();
  const items: DropdownItem[] = [
    { label: 'Manage admins', onSelect: manage },
    { label: 'Documentation', onSelect: docs },
    { label: 'Logout', onSelect: logout },
  ];
  render(
    <>
      <button type="button">Before</button>
      <Dropdown label="Admin menu" trigger="A" items={items} />
      <button type="button">Outside</button>
    </>,
  );
  return { manage, docs, logout, trigger: screen.getByRole('button', { name: 'Admin menu' }) };
}

const item = (name: string) => screen.getByRole('menuitem', { name });
const menu = () => screen.queryByRole('menu');

/** Focuses the trigger the way a keyboard user gets there. */
async function tabToTrigger(user: ReturnType<typeof userEvent.setup>, trigger: HTMLElement) {
  await user.click(screen.getByRole('button', { name: 'Before' }));
  await user.tab();
  expect(trigger).toHaveFocus();
}

describe('Dropdown', () => {
  it('is a menu button: aria-haspopup="menu", aria-expanded false while closed and true while open', async () => {
    const user = userEvent.setup();
    const { trigger } = setup();
    expect(menu()).not.toBeInTheDocument();
    expect(trigger.tagName).toBe('BUTTON');
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger);
    const opened = screen.getByRole('menu', { name: 'Admin menu' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', opened.id);
    expect(screen.getAllByRole('menuitem').map((el) => el.textContent)).toEqual([
      'Manage admins',
      'Documentation',
      'Logout',
    ]);
    expect(item('Manage admins')).toHaveFocus();
  });

  it('Enter on the trigger opens the menu with focus on the first item', async () => {
    const user = userEvent.setup();
    const { trigger, manage } = setup();
    await tabToTrigger(user, trigger);
    await user.keyboard('{Enter}');
    expect(menu()).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(item('Manage admins')).toHaveFocus();
    expect(manage).not.toHaveBeenCalled();
  });

  it('Space on the trigger opens the menu with focus on the first item', async () => {
    const user = userEvent.setup();
    const { trigger, manage } = setup();
    await tabToTrigger(user, trigger);
    await user.keyboard(' ');
    expect(menu()).toBeInTheDocument();
    expect(item('Manage admins')).toHaveFocus();
    expect(manage).not.toHaveBeenCalled();
  });

  it('ArrowDown on the trigger opens the menu with focus on the first item', async () => {
    const user = userEvent.setup();
    const { trigger } = setup();
    await tabToTrigger(user, trigger);
    await user.keyboard('{ArrowDown}');
    expect(menu()).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(item('Manage admins')).toHaveFocus();
  });

  it('ArrowUp on the trigger opens the menu with focus on the last item', async () => {
    const user = userEvent.setup();
    const { trigger } = setup();
    await tabToTrigger(user, trigger);
    await user.keyboard('{ArrowUp}');
    expect(menu()).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(item('Logout')).toHaveFocus();
  });

  it('ArrowDown moves to the next item and wraps from the last to the first', async () => {
    const user = userEvent.setup();
    const { trigger } = setup();
    await user.click(trigger);
    await user.keyboard('{ArrowDown}');
    expect(item('Documentation')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Logout')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Manage admins')).toHaveFocus();
  });

  it('ArrowUp moves to the previous item and wraps from the first to the last', async () => {
    const user = userEvent.setup();
    const { trigger } = setup();
    await user.click(trigger);
    await user.keyboard('{ArrowUp}');
    expect(item('Logout')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Documentation')).toHaveFocus();
  });

  it('Home and End move to the first and the last item', async () => {
    const user = userEvent.setup();
    const { trigger } = setup();
    await user.click(trigger);
    await user.keyboard('{End}');
    expect(item('Logout')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Manage admins')).toHaveFocus();
    expect(menu()).toBeInTheDocument();
  });

  it('Enter activates the focused item, closes the menu and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    const { trigger, manage, docs, logout } = setup();
    await user.click(trigger);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(docs).toHaveBeenCalledTimes(1);
    expect(manage).not.toHaveBeenCalled();
    expect(logout).not.toHaveBeenCalled();
    expect(menu()).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('Space activates the focused item, closes the menu and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    const { trigger, manage, docs, logout } = setup();
    await user.click(trigger);
    await user.keyboard('{ArrowUp} ');
    expect(logout).toHaveBeenCalledTimes(1);
    expect(manage).not.toHaveBeenCalled();
    expect(docs).not.toHaveBeenCalled();
    expect(menu()).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('Escape closes the menu and returns focus to the trigger without selecting', async () => {
    const user = userEvent.setup();
    const { trigger, manage, docs, logout } = setup();
    await user.click(trigger);
    await user.keyboard('{ArrowDown}{Escape}');
    expect(menu()).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(manage).not.toHaveBeenCalled();
    expect(docs).not.toHaveBeenCalled();
    expect(logout).not.toHaveBeenCalled();
  });

  it('Escape inside the menu does not reach native keydown listeners around it', async () => {
    const user = userEvent.setup();
    const { trigger } = setup();
    const outer = vi.fn();
    document.addEventListener('keydown', outer);
    try {
      await user.click(trigger);
      await user.keyboard('{Escape}');
      expect(menu()).not.toBeInTheDocument();
      expect(outer).not.toHaveBeenCalled();
    } finally {
      document.removeEventListener('keydown', outer);
    }
  });

  it('Tab closes the menu and moves focus on to the next element after the menu button', async () => {
    const user = userEvent.setup();
    const { trigger, manage } = setup();
    await user.click(trigger);
    await user.tab();
    expect(menu()).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Outside' })).toHaveFocus();
    expect(manage).not.toHaveBeenCalled();
  });

  it('Shift+Tab closes the menu and moves focus back to the menu button', async () => {
    const user = userEvent.setup();
    const { trigger } = setup();
    await user.click(trigger);
    await user.tab({ shift: true });
    expect(menu()).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('is one tab stop: items have tabIndex -1 (roving focus), so Tab never walks through them', async () => {
    const user = userEvent.setup();
    const { trigger } = setup();
    await user.keyboard('{Tab}{Tab}');
    expect(trigger).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    for (const el of screen.getAllByRole('menuitem')) expect(el).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Outside' })).toHaveFocus();
    expect(screen.queryAllByRole('menuitem')).toHaveLength(0);
  });

  it('a click on an item calls its onSelect and closes the menu', async () => {
    const user = userEvent.setup();
    const { trigger, manage, logout } = setup();
    await user.click(trigger);
    await user.click(item('Logout'));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(manage).not.toHaveBeenCalled();
    expect(menu()).not.toBeInTheDocument();
  });

  it('a second click on the trigger closes the menu', async () => {
    const user = userEvent.setup();
    const { trigger } = setup();
    await user.click(trigger);
    await user.click(trigger);
    expect(menu()).not.toBeInTheDocument();
  });

  it('an outside click closes the menu', async () => {
    const user = userEvent.setup();
    const { trigger } = setup();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    expect(menu()).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('a route change closes the menu', async () => {
    const user = userEvent.setup();
    const { trigger } = setup();
    await user.click(trigger);
    act(() => navigate('/dropdown-test-elsewhere'));
    expect(menu()).not.toBeInTheDocument();
  });
});

describe('Dropdown with a group of choices', () => {
  function setupGroup() {
    const chosen = vi.fn();
    const logout = vi.fn();
    render(
      <>
        <button type="button">Before</button>
        <Dropdown
          label="Admin menu"
          trigger="A"
          items={[
            { label: 'Manage admins', onSelect: vi.fn() },
            {
              group: 'Theme',
              choices: ['Light', 'Dark', 'System'].map((label) => ({
                label,
                checked: label === 'System',
                onSelect: () => chosen(label),
              })),
            },
            { label: 'Logout', onSelect: logout },
          ]}
        />
      </>,
    );
    return { chosen, logout, trigger: screen.getByRole('button', { name: 'Admin menu' }) };
  }
  const choice = (name: string) => screen.getByRole('menuitemradio', { name });

  it('shows the choices as radio items of a named group, the one in force checked', async () => {
    const user = userEvent.setup();
    const { trigger } = setupGroup();
    await user.click(trigger);
    const group = screen.getByRole('group', { name: 'Theme' });
    expect(
      within(group)
        .getAllByRole('menuitemradio')
        .map((el) => el.textContent),
    ).toEqual(['Light', 'Dark', 'System']);
    expect(choice('System')).toHaveAttribute('aria-checked', 'true');
    expect(choice('Light')).toHaveAttribute('aria-checked', 'false');
    expect(choice('Dark')).toHaveAttribute('aria-checked', 'false');
  });

  it('the arrow keys move through plain items and choices alike, and Enter picks a choice', async () => {
    const user = userEvent.setup();
    const { trigger, chosen, logout } = setupGroup();
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    await user.keyboard('{Enter}');
    expect(item('Manage admins')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(choice('Light')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(item('Logout')).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(choice('Dark')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(chosen).toHaveBeenCalledExactlyOnceWith('Dark');
    expect(logout).not.toHaveBeenCalled();
    expect(menu()).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
