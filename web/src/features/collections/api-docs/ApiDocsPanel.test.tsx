import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Collection } from 'pocketbase';
import german from '../../../locales/de/apiDocs.json';
import { activateLanguage, namespaced } from '../../../lib/i18n';
import { apiDocTabs } from './model/apiDocs';
import { ApiDocsPanel } from './ApiDocsPanel';

const XSS = '<img src=x onerror=alert(1)>';

function posts(extra: { [key: string]: unknown } = {}) {
  return new Collection({
    id: 'postsid00000001',
    name: 'posts',
    type: 'base',
    listRule: '',
    viewRule: 'author = @request.auth.id',
    createRule: null,
    updateRule: null,
    deleteRule: null,
    schema: [
      { name: 'title', type: 'text', required: true, options: {} },
      { name: 'cover', type: 'file', options: { maxSelect: 1 } },
    ],
    ...extra,
  });
}

const users = new Collection({
  id: 'usersid00000001',
  name: 'users',
  type: 'auth',
  listRule: null,
  schema: [],
  options: { allowEmailAuth: true, allowUsernameAuth: false, allowOAuth2Auth: true, minPasswordLength: 8 },
});

function renderPanel(collection: Collection = posts()) {
  const onClose = vi.fn();
  const user = userEvent.setup();
  // after setup(): user-event installs its own clipboard stub on navigator
  const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  render(<ApiDocsPanel collection={collection} open onClose={onClose} />);
  return { user, writeText, onClose };
}

const endpoints = () => screen.getByRole('tablist', { name: /API endpoints$/ });

describe('ApiDocsPanel', () => {
  it('opens as a panel named after the collection with one tab per endpoint', () => {
    renderPanel();
    expect(screen.getByRole('dialog', { name: 'API Preview: posts' })).toBeInTheDocument();
    const tabs = within(endpoints()).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'List/Search',
      'View',
      'Create',
      'Update',
      'Delete',
      'Realtime',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('/api/collections/posts/records')).toBeInTheDocument();
    expect(screen.getByText('GET')).toBeInTheDocument();
  });

  it('adds the auth tabs for an auth collection and keeps views to list and view', () => {
    renderPanel(users);
    const names = within(endpoints())
      .getAllByRole('tab')
      .map((t) => t.textContent);
    expect(names).toContain('Auth with password');
    expect(names).toContain('Unlink OAuth2 account');
    expect(names).toHaveLength(18);
  });

  it('shows the selected tab: its method, path, params and responses', async () => {
    const { user } = renderPanel();
    await user.click(within(endpoints()).getByRole('tab', { name: 'Update' }));
    expect(screen.getByText('PATCH')).toBeInTheDocument();
    expect(screen.getByText('/api/collections/posts/records/:id')).toBeInTheDocument();
    const body = screen.getByRole('table', { name: 'Body parameters' });
    expect(
      within(body)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Param', 'Type', 'Description']);
    expect(within(body).getByText('cover')).toBeInTheDocument();
    expect(within(body).getByText(/multipart\/form-data/)).toBeInTheDocument();

    // the endpoint tabs work by keyboard too
    await user.keyboard('{ArrowRight}');
    expect(within(endpoints()).getByRole('tab', { name: 'Delete' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('DELETE')).toBeInTheDocument();
  });

  it('says who may call each endpoint from its rule', async () => {
    const { user } = renderPanel();
    expect(screen.getByText('Everyone (guests included)')).toBeInTheDocument();
    await user.click(within(endpoints()).getByRole('tab', { name: 'View' }));
    expect(screen.getByText('author = @request.auth.id').tagName).toBe('CODE');
    await user.click(within(endpoints()).getByRole('tab', { name: 'Create' }));
    expect(screen.getByText('Requires admin authorization')).toBeInTheDocument();
  });

  it('switches the responses by status', async () => {
    const { user } = renderPanel();
    await user.click(within(endpoints()).getByRole('tab', { name: 'Create' }));
    const statuses = screen.getByRole('tablist', { name: 'Response status' });
    expect(
      within(statuses)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['200', '400', '403']);
    await user.click(within(statuses).getByRole('tab', { name: '403' }));
    expect(screen.getByText(/Only admins can perform this action\./)).toBeInTheDocument();
  });

  it('copies the shown example and says Copied for half a second', async () => {
    const { user, writeText } = renderPanel();
    const [js] = apiDocTabs(posts(), window.location.origin)[0].examples;
    const copy = screen.getByRole('button', { name: 'Copy JavaScript example' });
    expect(copy).toHaveTextContent('Copy');
    await user.click(copy);
    expect(writeText).toHaveBeenCalledWith(js.code);
    expect(copy).toHaveTextContent('Copied');
    // the name starts with the text shown
    expect(copy).toHaveAccessibleName('Copied JavaScript example');
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    await waitFor(() => expect(copy).toHaveTextContent(/^Copy$/), { timeout: 2000 });
    expect(copy).toHaveAccessibleName('Copy JavaScript example');
  });

  it('switches the examples to Dart and keeps that choice across endpoints', async () => {
    const { user, writeText } = renderPanel();
    await user.click(screen.getByRole('tab', { name: 'Dart' }));
    expect(screen.getByText(/final pb = PocketBase\(/)).toBeInTheDocument();
    await user.click(within(endpoints()).getByRole('tab', { name: 'Delete' }));
    expect(screen.getByRole('tab', { name: 'Dart' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Copy Dart example' }));
    expect(writeText).toHaveBeenCalledWith(
      expect.stringContaining("await pb.collection('posts').delete('RECORD_ID');"),
    );
  });

  it('renders rules and field names as text, never as HTML', async () => {
    const collection = posts({
      listRule: XSS,
      schema: [{ name: XSS, type: 'text', options: {} }],
    });
    const { user } = renderPanel(collection);
    const rule = screen.getByText(XSS, { selector: 'code' });
    expect(rule).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    await user.click(within(endpoints()).getByRole('tab', { name: 'Create' }));
    expect(within(screen.getByRole('table', { name: 'Body parameters' })).getByText(XSS)).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('closes through the Close button', async () => {
    const { user, onClose } = renderPanel();
    await user.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await act(async () => {});
    expect(onClose).toHaveBeenCalled();
  });

  it('follows a switch of language in place: prose translated, code samples and paths as they are', async () => {
    const { user } = renderPanel();
    act(() => activateLanguage('de', namespaced({ './apiDocs.json': german })));
    try {
      expect(screen.getByRole('dialog', { name: 'API-Vorschau: posts' })).toBeInTheDocument();
      const germanTabs = screen.getByRole('tablist', { name: 'API-Endpunkte von posts' });
      await user.click(within(germanTabs).getByRole('tab', { name: 'Anzeigen' }));
      expect(
        screen.getByText('Ruft einen einzelnen Datensatz von posts ab.', { exact: false }),
      ).toBeInTheDocument();
      expect(screen.getByText('/api/collections/posts/records/:id')).toBeInTheDocument();
      expect(screen.getByText(/pb\.collection\('posts'\)\.getOne\('RECORD_ID'/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'JavaScript-Beispiel kopieren' })).toHaveTextContent(
        'Kopieren',
      );
    } finally {
      act(() => activateLanguage('en'));
    }
    expect(within(endpoints()).getByRole('tab', { name: 'View' })).toBeInTheDocument();
  });
});
