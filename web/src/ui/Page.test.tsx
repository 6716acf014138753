import { render, screen } from '@testing-library/react';
import { Page, PageBack } from './Page';

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

  it('has no back control unless a PageBack gives one', () => {
    render(
      <PageBack to={null}>
        <Page breadcrumb={['Collections', 'posts']}>
          <p>Body</p>
        </Page>
      </PageBack>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('leads back to the list a PageBack names; the heading still reads the whole breadcrumb', () => {
    render(
      <PageBack to={{ href: '/collections', label: 'Collections' }}>
        <Page breadcrumb={['Collections', 'posts']}>
          <p>Body</p>
        </Page>
      </PageBack>,
    );
    expect(screen.getByRole('link', { name: 'Collections' })).toHaveAttribute('href', '#/collections');
    const heading = screen.getByRole('heading', { level: 1, name: 'Collections / posts' });
    // the parent is shown by the back control, and left to assistive technology in the heading
    expect(heading.querySelector('.visually-hidden')).toHaveTextContent('Collections');
  });
});
