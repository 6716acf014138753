import { useState } from 'react';
import type { Admin } from 'pocketbase';
import { useQueryClient } from '@tanstack/react-query';
import { session } from '../../api/client';
import { ADMIN_SEARCH_FIELDS, ADMINS_DEFAULT_SORT, adminKeys, useAdminsList } from '../../api/admins';
import { navigate } from '../../app/router';
import type { RouteProps } from '../../app/routes';
import { buildHref } from '../../lib/hashRoute';
import { normalizeSearchFilter } from '../../lib/filter';
import { formatServerDate } from '../../lib/dates';
import { Avatar } from '../../ui/Avatar';
import { Badge } from '../../ui/Badge';
import { Button, IconButton } from '../../ui/Button';
import { IconPlus, IconRefresh } from '../../ui/icons';
import { EmptyState, Page } from '../../ui/Page';
import { SearchBar } from '../../ui/SearchBar';
import { SortHeader } from '../../ui/SortHeader';
import { useStore } from '../../ui/useStore';
import tableStyles from '../../ui/Table.module.css';
import { AdminPanel } from './AdminPanel';

const PATH = '/settings/admins';

export default function AdminsPage({ query }: RouteProps) {
  const filterText = query.get('filter') ?? '';
  const sort = query.get('sort') ?? ADMINS_DEFAULT_SORT;
  const filter = normalizeSearchFilter(filterText, ADMIN_SEARCH_FIELDS);
  const list = useAdminsList(filter, sort);
  const queryClient = useQueryClient();
  const currentId = useStore(session).admin?.id;
  // undefined: closed; null: new admin; Admin: editing
  const [editing, setEditing] = useState<Admin | null | undefined>(undefined);
  const [panelKey, setPanelKey] = useState(0);

  const setUrl = (next: { filter?: string; sort?: string }) =>
    navigate(buildHref(PATH, { filter: filterText, sort: query.get('sort'), ...next }), { replace: true });

  const openPanel = (admin: Admin | null) => {
    setPanelKey((k) => k + 1);
    setEditing(admin);
  };

  const admins = list.isError ? [] : (list.data ?? []);

  return (
    <Page
      breadcrumb={['Settings', 'Admins']}
      actions={
        <>
          <IconButton
            label="Refresh"
            onClick={() => void queryClient.invalidateQueries({ queryKey: adminKeys.all })}
          >
            <IconRefresh />
          </IconButton>
          <Button variant="primary" icon={<IconPlus />} onClick={() => openPanel(null)}>
            New admin
          </Button>
        </>
      }
    >
      <SearchBar
        value={filterText}
        placeholder='Search term or filter like created > "2022-01-01"...'
        label="Search admins"
        onSubmit={(value) => setUrl({ filter: value })}
      />
      <div className={tableStyles.wrap}>
        <table className={tableStyles.table} aria-busy={list.isFetching}>
          <thead>
            <tr>
              <th>
                <span className="visually-hidden">Avatar</span>
              </th>
              <SortHeader field="id" label="id" sort={sort} onSort={(s) => setUrl({ sort: s })} />
              <SortHeader field="email" label="email" sort={sort} onSort={(s) => setUrl({ sort: s })} />
              <SortHeader field="created" label="created" sort={sort} onSort={(s) => setUrl({ sort: s })} />
              <SortHeader field="updated" label="updated" sort={sort} onSort={(s) => setUrl({ sort: s })} />
            </tr>
          </thead>
          <tbody>
            {admins.map((admin) => (
              <tr
                key={admin.id}
                className={tableStyles.row}
                tabIndex={0}
                aria-label={`Edit admin ${admin.email}`}
                onClick={() => openPanel(admin)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') openPanel(admin);
                }}
              >
                <td>
                  <Avatar index={admin.avatar} size={28} />
                </td>
                <td className="mono">
                  {admin.id} {admin.id === currentId && <Badge tone="info">You</Badge>}
                </td>
                <td>{admin.email}</td>
                <td className={`${tableStyles.nowrap} ${tableStyles.muted}`}>
                  {formatServerDate(admin.created)}
                </td>
                <td className={`${tableStyles.nowrap} ${tableStyles.muted}`}>
                  {formatServerDate(admin.updated)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {list.isPending && <EmptyState>Loading admins…</EmptyState>}
        {!list.isPending && admins.length === 0 && (
          <EmptyState>
            <p>No admins found.</p>
            {filterText && <Button onClick={() => setUrl({ filter: '' })}>Clear filters</Button>}
          </EmptyState>
        )}
        {admins.length > 0 && <div className={tableStyles.footerLine}>Total: {admins.length}</div>}
      </div>
      <AdminPanel
        key={panelKey}
        open={editing !== undefined}
        admin={editing ?? null}
        onClose={() => setEditing(undefined)}
      />
    </Page>
  );
}
