import type { Admin } from 'pocketbase';
import { useQuery } from '@tanstack/react-query';
import { cancelKey, pb } from './client';

export const ADMIN_SEARCH_FIELDS = ['id', 'email', 'created', 'updated'] as const;
export const ADMINS_BATCH = 100;
export const ADMINS_DEFAULT_SORT = '-created';

export const adminKeys = {
  all: ['admins'] as const,
  list: (filter: string, sort: string) => ['admins', 'list', { filter, sort }] as const,
};

export function listAdmins(filter: string, sort: string, signal?: AbortSignal): Promise<Admin[]> {
  return pb.admins.getFullList<Admin>(ADMINS_BATCH, {
    sort: sort || ADMINS_DEFAULT_SORT,
    filter,
    $cancelKey: cancelKey('admins-list', signal),
  });
}

export function useAdminsList(filter: string, sort: string) {
  return useQuery({
    queryKey: adminKeys.list(filter, sort),
    queryFn: ({ signal }) => listAdmins(filter, sort, signal),
    meta: { silent: true },
  });
}

export interface AdminWrite {
  email: string;
  avatar: number;
  password?: string;
  passwordConfirm?: string;
}

export function createAdmin(data: AdminWrite): Promise<Admin> {
  return pb.admins.create<Admin>(data);
}

export function updateAdmin(id: string, data: AdminWrite): Promise<Admin> {
  return pb.admins.update<Admin>(id, data);
}

export function deleteAdmin(id: string): Promise<boolean> {
  return pb.admins.delete(id);
}
