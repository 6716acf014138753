import { act, render, screen } from '@testing-library/react';
import { navigate } from '../lib/router';
import { Page } from '../ui/Page';
import { SettingsLayout } from './SettingsLayout';

/** A matchMedia that answers `isPhone` for the phone query and false for any other. */
function setPhone(isPhone: boolean) {
  window.matchMedia = vi.fn(
    (query: string) =>
      ({
        matches: isPhone && query.includes('600px'),
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

function renderAt(path: string) {
  act(() => navigate(path, { force: true }));
  return render(
    <SettingsLayout>
      <Page breadcrumb={['Settings', 'Mail settings']}>
        <p>The page</p>
      </Page>
    </SettingsLayout>,
  );
}

describe('SettingsLayout', () => {
  it('shows the list beside the page, /settings being the application settings', () => {
    setPhone(false);
    renderAt('/settings');
    const list = screen.getByRole('navigation', { name: 'Settings' });
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Application' })).toHaveAttribute('href', '#/settings');
    expect(screen.getByRole('link', { name: 'Application' })).toHaveAttribute('aria-current', 'page');
    expect(list).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
  });

  it('on a phone, /settings is the list alone, its application link an address of its own', () => {
    setPhone(true);
    renderAt('/settings');
    expect(screen.getByRole('navigation', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.queryByText('The page')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Application' })).toHaveAttribute(
      'href',
      '#/settings/application',
    );
  });

  it('on a phone, a settings page hides the list and leads back to it', () => {
    setPhone(true);
    renderAt('/settings/mail');
    expect(screen.queryByRole('navigation', { name: 'Settings' })).not.toBeInTheDocument();
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '#/settings');
  });

  it('marks the application settings current at their own address too', () => {
    setPhone(false);
    renderAt('/settings/application');
    expect(screen.getByRole('link', { name: 'Application' })).toHaveAttribute('aria-current', 'page');
  });
});
