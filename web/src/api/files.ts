import { useEffect, useState } from 'react';
import type { Record as PbRecord } from 'pocketbase';
import { createFileTokenCache } from '../lib/fileTokenCache';
import { NO_AUTO_CANCEL, onSessionEnd, pb } from './client';

/**
 * The admin file token for protected files: fetched once per need, cached in localStorage,
 * refreshed when missing or expiring within 15 s, one request for all callers.
 */
export const fileTokens = createFileTokenCache({ fetchToken: () => pb.files.getToken(NO_AUTO_CANCEL) });
onSessionEnd(() => fileTokens.clear());

export interface FileUrlOptions {
  /** Thumb size, e.g. '100x100' (the server generates it on first access). */
  thumb?: string;
  /** The admin file token, for protected files. */
  token?: string;
  download?: boolean;
}

/** The URL of a record's file (GET /api/files/{collection}/{recordId}/{filename}). */
export function fileUrl(
  record: Pick<PbRecord, 'id' | 'collectionId' | 'collectionName'>,
  filename: string,
  { thumb, token, download }: FileUrlOptions = {},
): string {
  const params: { [key: string]: string } = {};
  if (thumb) params.thumb = thumb;
  if (token) params.token = token;
  if (download) params.download = '1';
  return pb.files.getUrl(record, filename, params);
}

/**
 * The admin file token when `isNeeded` (a protected file is shown): null while it loads, '' when
 * not needed or when it could not be had (the cache logged a warning; the file then shows its icon).
 */
export function useFileToken(isNeeded: boolean): string | null {
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    if (!isNeeded) return;
    let isLive = true;
    void fileTokens.get().then((value) => {
      if (isLive) setToken(value);
    });
    return () => {
      isLive = false;
    };
  }, [isNeeded]);
  return isNeeded ? token : '';
}
