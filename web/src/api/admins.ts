import type { Admin } from 'pocketbase';
import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NO_AUTO_CANCEL, pb, queryCancelKey, session } from './client';

export const ADMIN_SEARCH_FIELDS = ['id', 'email', 'created', 'updated'] as const;
export const ADMINS_BATCH = 100;
export const ADMINS_DEFAULT_SORT = '-created';

export const adminKeys = {
  all: ['admins'] as const,
  list: (filter: string, sort: string) => ['admins', 'list', { filter, sort }] as const,
};

export function useAdminsList(filter: string, sort: string) {
  const queryKey = adminKeys.list(filter, sort);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      pb.admins.getFullList<Admin>(ADMINS_BATCH, {
        sort: sort || ADMINS_DEFAULT_SORT,
        filter,
        $cancelKey: queryCancelKey(queryKey, signal),
      }),
    // list load failures are logged, never toasted: the list says it could not load
    meta: { silent: true },
  });
}

/** Marks the admins lists stale, so the one on screen loads again (Refresh). */
export function useInvalidateAdmins(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: adminKeys.all }), [queryClient]);
}

export interface AdminWrite {
  email: string;
  avatar: number;
  password?: string;
  passwordConfirm?: string;
}

/** Creates (id null) or updates an admin; the list reloads, and editing yourself refreshes the session model. */
export function useSaveAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: string | null; data: AdminWrite }) =>
      id ? pb.admins.update<Admin>(id, data, NO_AUTO_CANCEL) : pb.admins.create<Admin>(data, NO_AUTO_CANCEL),
    onSuccess: (saved) => {
      // the sidebar avatar changes at once when admins edit themselves
      if (saved.id === session.get().admin?.id) pb.authStore.save(pb.authStore.token, saved);
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}

export function useDeleteAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => pb.admins.delete(id, NO_AUTO_CANCEL),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
