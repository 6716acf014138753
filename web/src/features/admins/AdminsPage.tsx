import { useEffect } from 'react';
import {
  ADMIN_SEARCH_FIELDS,
  ADMINS_DEFAULT_SORT,
  useAdminsList,
  useInvalidateAdmins,
} from '../../api/admins';
import { session } from '../../api/client';
import { useReloadWhenServerIsBack } from '../../api/listFailure';
import { isLoadFailure } from '../../lib/loadFailure';
import { formatServerDate } from '../../lib/dates';
import { normalizeSearchFilter } from '../../lib/filter';
import { Avatar } from '../../ui/Avatar';
import { Badge } from '../../ui/Badge';
import { Button, IconButton } from '../../ui/Button';
import { IconPlus, IconRefresh } from '../../ui/icons';
import { ListStatus } from '../../ui/ListStatus';
import { Page } from '../../ui/Page';
import { SafeText } from '../../ui/SafeText';
import { SearchBar } from '../../ui/SearchBar';
import { SortHeader } from '../../ui/SortHeader';
import { MutedCell, Table, TableBox, TableFooterLine, TableRow } from '../../ui/Table';
import { useHashQuery } from '../../ui/useHashLocation';
import { useUrlPanel } from '../../ui/useUrlPanel';
import { useStore } from '../../ui/useStore';
import { AdminPanel } from './AdminPanel';
import { t } from './messages';

/** `?admin=new` or `?admin={id}`: the open panel is part of the address (reload, Back, sign-in return). */
const PANEL_PARAM = 'admin';
const NEW = 'new';

export default function AdminsPage() {
  const { query, setQuery } = useHashQuery();
  const filterText = query.get('filter') ?? '';
  const sort = query.get('sort') ?? ADMINS_DEFAULT_SORT;
  const list = useAdminsList(normalizeSearchFilter(filterText, ADMIN_SEARCH_FIELDS), sort);
  const invalidateAdmins = useInvalidateAdmins();
  const currentId = useStore(session).admin?.id;
  const isFailed = isLoadFailure(list);
  const reload = () => void list.refetch();
  useReloadWhenServerIsBack(list.error, isFailed, reload);

  // a failed load empties the list
  const admins = isFailed ? [] : (list.data ?? []);
  const panel = useUrlPanel(PANEL_PARAM);
  const editing =
    panel.target && panel.target !== NEW ? admins.find((a) => a.id === panel.target) : undefined;
  const isPanelOpen = panel.value !== null && (panel.value === NEW || editing !== undefined);

  // an address naming an admin that does not exist (deleted meanwhile) closes the panel
  const isUnknownAdmin = panel.value !== null && panel.value !== NEW && list.isSuccess && !editing;
  const closePanel = panel.close;
  useEffect(() => {
    if (isUnknownAdmin) closePanel();
  }, [isUnknownAdmin, closePanel]);

  const clearFilters = filterText && (
    <Button onClick={() => setQuery({ filter: null }, { push: true })}>{t('clearFilters')}</Button>
  );
  const sortBy = (next: string) => setQuery({ sort: next }, { push: true });

  return (
    <Page
      breadcrumb={[t('breadcrumb.settings'), t('title')]}
      actions={
        <>
          <IconButton label={t('refresh')} onClick={invalidateAdmins}>
            <IconRefresh />
          </IconButton>
          <Button variant="primary" icon={<IconPlus />} onClick={() => panel.open(NEW)}>
            {t('newAdmin')}
          </Button>
        </>
      }
    >
      <SearchBar
        value={filterText}
        placeholder={t('search.placeholder')}
        label={t('search.label')}
        onSubmit={(value) => setQuery({ filter: value }, { push: true })}
      />
      <TableBox>
        <Table aria-busy={list.isFetching}>
          <thead>
            <tr>
              <th>
                <span className="visually-hidden">{t('column.avatar')}</span>
              </th>
              <SortHeader field="id" label="id" sort={sort} onSort={sortBy} />
              <SortHeader field="email" label="email" sort={sort} onSort={sortBy} />
              <SortHeader field="created" label="created" sort={sort} onSort={sortBy} />
              <SortHeader field="updated" label="updated" sort={sort} onSort={sortBy} />
            </tr>
          </thead>
          <tbody>
            {admins.map((admin) => (
              <TableRow key={admin.id} data-admin-row="" onOpen={() => panel.open(admin.id)}>
                <td>
                  <Avatar index={admin.avatar} size={28} />
                </td>
                {/* the id and the email read left to right in any page; the You badge follows the page */}
                <td className="mono">
                  <span dir="ltr">
                    <SafeText text={admin.id} />
                  </span>{' '}
                  {admin.id === currentId && <Badge tone="info">{t('you')}</Badge>}
                </td>
                <td>
                  <span dir="ltr">
                    <SafeText text={admin.email} />
                  </span>
                </td>
                <MutedCell>{formatServerDate(admin.created)}</MutedCell>
                <MutedCell>{formatServerDate(admin.updated)}</MutedCell>
              </TableRow>
            ))}
          </tbody>
        </Table>
        <ListStatus
          query={list}
          count={admins.length}
          loadingText={t('list.loading')}
          failedText={t('list.loadFailed')}
          emptyText={t('empty')}
          onRetry={reload}
          actions={clearFilters}
        />
        {admins.length > 0 && <TableFooterLine>{t('total', { count: admins.length })}</TableFooterLine>}
      </TableBox>
      <AdminPanel key={panel.key} open={isPanelOpen} admin={editing ?? null} onClose={panel.close} />
    </Page>
  );
}
