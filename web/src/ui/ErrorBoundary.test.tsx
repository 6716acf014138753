import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ComponentType } from 'react';
import { lazyWithPreload } from './lazyWithPreload';
import { ErrorBoundary } from './ErrorBoundary';

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error('boom');
  return <p>Recovered</p>;
}

const staleChunkError = () =>
  new TypeError(
    'Failed to fetch dynamically imported module: http://127.0.0.1/_/assets/AdminsPage-abc123.js',
  );

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('ErrorBoundary', () => {
  it('shows what failed with Retry instead of a white screen; Retry renders again', async () => {
    const user = userEvent.setup();
    shouldThrow = true;
    render(
      <>
        <ErrorBoundary area="page">
          <Flaky />
        </ErrorBoundary>
        <p>Sidebar still here</p>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong while showing this page.boom');
    expect(screen.getByText('Sidebar still here')).toBeInTheDocument();
    shouldThrow = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Recovered')).toBeInTheDocument();
  });

  it('reloads the page once for a stale chunk (the server was upgraded)', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const Page = lazyWithPreload<object>(() => Promise.reject(staleChunkError()));
    render(
      <ErrorBoundary area="page">
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </ErrorBoundary>,
    );
    expect(await screen.findByText('Loading the new version of the dashboard…')).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('larder_stale_chunk_reload_at')).not.toBeNull();
  });

  it('does not reload in a loop: within a minute of the last reload it offers Reload and Retry', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    sessionStorage.setItem('larder_stale_chunk_reload_at', String(Date.now()));
    const user = userEvent.setup();
    let fails = true;
    const Admins: ComponentType<object> = () => <p>Admins</p>;
    const Page = lazyWithPreload<object>(() =>
      fails ? Promise.reject(staleChunkError()) : Promise.resolve({ default: Admins }),
    );
    render(
      <ErrorBoundary area="page">
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </ErrorBoundary>,
    );
    expect(await screen.findByText('A new version of the dashboard is available.')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    // a failed chunk is not cached: Retry loads it again
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Admins')).toBeInTheDocument();
  });
});
