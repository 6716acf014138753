import { apiDocTabs } from './apiDocs';
import { BASE_URL, base, view, tab } from './apiDocs.fixtures';

describe('apiDocTabs: methods, paths and rules', () => {
  it('gives each record endpoint its method and path', () => {
    const tabs = apiDocTabs(base(), BASE_URL);
    expect(tabs.map((t) => [t.id, t.method, t.path])).toEqual([
      ['list', 'GET', '/api/collections/posts/records'],
      ['view', 'GET', '/api/collections/posts/records/:id'],
      ['create', 'POST', '/api/collections/posts/records'],
      ['update', 'PATCH', '/api/collections/posts/records/:id'],
      ['delete', 'DELETE', '/api/collections/posts/records/:id'],
      ['realtime', 'SSE', '/api/realtime'],
    ]);
    expect(tab(tabs, 'view').pathParams.map((p) => p.name)).toEqual(['id']);
  });

  it('maps every CRUD tab to its rule, keeping null (admins only) and empty (everyone) apart', () => {
    const tabs = apiDocTabs(base(), BASE_URL);
    expect(tab(tabs, 'list').rule).toEqual({ label: 'List rule', value: '' });
    expect(tab(tabs, 'view').rule).toEqual({ label: 'View rule', value: 'author = @request.auth.id' });
    expect(tab(tabs, 'create').rule).toEqual({ label: 'Create rule', value: null });
    expect(tab(tabs, 'update').rule).toEqual({ label: 'Update rule', value: null });
    expect(tab(tabs, 'delete').rule).toEqual({ label: 'Delete rule', value: null });
    expect(tab(tabs, 'realtime').rule).toEqual({ label: 'List rule', value: '' });
  });

  it('answers 403 only when the rule is null', () => {
    const tabs = apiDocTabs(base(), BASE_URL);
    const statuses = (id: string) => tab(tabs, id).responses.map((r) => r.status);
    expect(statuses('view')).toEqual([200, 404]);
    expect(statuses('create')).toEqual([200, 400, 403]);
    expect(statuses('update')).toEqual([200, 400, 403, 404]);
    expect(statuses('delete')).toEqual([204, 400, 403, 404]);
    expect(JSON.parse(tab(tabs, 'create').responses[2].body)).toEqual({
      code: 403,
      message: 'Only admins can perform this action.',
      data: {},
    });
    expect(JSON.parse(tab(tabs, 'view').responses[1].body).message).toBe(
      "The requested resource wasn't found.",
    );
  });

  it('uses the Go source messages for the list errors', () => {
    const open = tab(apiDocTabs(base(), BASE_URL), 'list').responses.map((r) => JSON.parse(r.body));
    expect(open[1]).toEqual({ code: 400, message: 'Invalid filter parameters.', data: {} });
    expect(open[2].message).toBe('Only admins can filter by @collection and @request query params.');
    const closed = tab(apiDocTabs(view, BASE_URL), 'list').responses.map((r) => JSON.parse(r.body));
    expect(closed[2].message).toBe('Only admins can perform this action.');
  });
});

describe('apiDocTabs: examples', () => {
  it('calls the SDK method of each endpoint', () => {
    const tabs = apiDocTabs(base(), BASE_URL);
    expect(tab(tabs, 'list').examples[0].code).toContain("pb.collection('posts').getList(1, 50, {");
    expect(tab(tabs, 'view').examples[0].code).toContain("pb.collection('posts').getOne('RECORD_ID'");
    expect(tab(tabs, 'create').examples[0].code).toContain("pb.collection('posts').create(data)");
    expect(tab(tabs, 'update').examples[1].code).toContain(
      "pb.collection('posts').update('RECORD_ID', body: body",
    );
    expect(tab(tabs, 'delete').examples[1].code).toContain(
      "await pb.collection('posts').delete('RECORD_ID');",
    );
    expect(tab(tabs, 'realtime').examples[0].code).toContain("pb.collection('posts').subscribe('*'");
    expect(tab(tabs, 'create').examples[1].code).toContain("http.MultipartFile.fromString('gallery'");
  });
});
