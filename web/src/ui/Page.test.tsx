import { render, screen } from '@testing-library/react';
import { Page } from './Page';

describe('Page', () => {
  it('reads its breadcrumb heading with the separator, not as one glued word', () => {
    render(
      <Page breadcrumb={['Settings', 'Admins']}>
        <p>Body</p>
      </Page>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Settings / Admins' })).toHaveTextContent(
      'Settings / Admins',
    );
  });

  it('names a one-part heading by that part alone', () => {
    render(
      <Page breadcrumb={['Collections']}>
        <p>Body</p>
      </Page>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Collections' })).toBeInTheDocument();
  });
});
