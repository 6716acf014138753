import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach } from 'vitest';
import { Tabs } from './Tabs';

const TABS = [
  { id: 'fields', label: 'Fields' },
  { id: 'rules', label: 'API Rules' },
  { id: 'options', label: 'Options' },
];

function Harness() {
  const [selected, setSelected] = useState('fields');
  return <Tabs baseId="t" label="Sections" tabs={TABS} selected={selected} onSelect={setSelected} />;
}

const selectedTab = () => screen.getByRole('tab', { selected: true });

afterEach(() => document.documentElement.removeAttribute('dir'));

describe('Tabs', () => {
  it('ArrowRight selects and focuses the next tab, ArrowLeft the previous one, both wrapping', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    screen.getByRole('tab', { name: 'Fields' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toHaveAccessibleName('API Rules');
    expect(selectedTab()).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(selectedTab()).toHaveAccessibleName('Options');
    expect(selectedTab()).toHaveFocus();
    await user.keyboard('{Home}');
    expect(selectedTab()).toHaveAccessibleName('Fields');
    await user.keyboard('{End}');
    expect(selectedTab()).toHaveAccessibleName('Options');
  });

  it('in a right-to-left page the arrows follow the screen: ArrowLeft goes to the next tab', async () => {
    const user = userEvent.setup();
    document.documentElement.dir = 'rtl';
    render(<Harness />);
    screen.getByRole('tab', { name: 'Fields' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(selectedTab()).toHaveAccessibleName('API Rules');
    expect(selectedTab()).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(selectedTab()).toHaveAccessibleName('Options');
  });
});
