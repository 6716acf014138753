import { useCallback, useMemo, useRef, useState } from 'react';
import type { Collection, Record as PbRecord } from 'pocketbase';
import { fetchRecord, usePatchRecord, useReplaceLoadedRecord } from '../../../../api/records';
import { errorMessage, fieldErrorsOf } from '../../../../lib/errors';
import { cellPatchValue, formatCell, parseCell } from '../../../../lib/fieldTypes/cellText';
import type { FieldLike } from '../../../../lib/schema';

/**
 * A cell whose typed value is not (yet) the server's: being saved, refused by the server (with its
 * message), or found changed on the server since the admin started typing (with the server's value).
 * Until it is saved or reverted, the cell shows what was typed and the unsaved list names it.
 */
export interface CellSave {
  key: string;
  recordId: string;
  field: FieldLike;
  /** What the admin typed, kept as typed. */
  text: string;
  /** The cell's text when the admin started: what "changed on the server" is measured against. */
  startText: string;
  status: 'saving' | 'failed' | 'conflict';
  /** The server's refusal (failed). */
  message?: string;
  /** The server's value now, as text (conflict). */
  serverText?: string;
}

export type CommitResult = { ok: true } | { ok: false; message: string };

export const cellKey = (recordId: string, fieldName: string) => `${recordId}\u0000${fieldName}`;

/**
 * Saves grid cells one field at a time. A commit reads the typed text as the field's type does (a text
 * that is not a value of the type never leaves the cell), checks that nobody changed the value since
 * the admin started (the row as realtime keeps it, then a fresh copy from the server), and sends a
 * PATCH of that field alone. Nothing is lost on a refusal or a server that is away: the cell keeps the
 * typed text, marked, until the admin retries or reverts it.
 */
export function useCellSaves(collection: Collection) {
  const patch = usePatchRecord();
  const replaceLoaded = useReplaceLoadedRecord(collection.id);
  const [saves, setSaves] = useState<ReadonlyMap<string, CellSave>>(() => new Map());
  /** Fresh copies of records fetched when an edit began, to compare with at the commit. */
  const fresh = useRef(new Map<string, Promise<PbRecord | null>>());

  const put = useCallback((save: CellSave) => {
    setSaves((all) => new Map(all).set(save.key, save));
  }, []);
  const drop = useCallback((key: string) => {
    setSaves((all) => {
      if (!all.has(key)) return all;
      const next = new Map(all);
      next.delete(key);
      return next;
    });
  }, []);

  /** Starts fetching the record as the server has it, when an edit begins. */
  const begin = useCallback(
    (recordId: string) => {
      fresh.current.set(
        recordId,
        fetchRecord(collection, recordId).catch(() => null), // unreachable now: the PATCH will say so
      );
    },
    [collection],
  );

  const send = useCallback(
    async (save: CellSave, value: unknown) => {
      put({ ...save, status: 'saving', message: undefined });
      try {
        await patch.mutateAsync({
          collection,
          recordId: save.recordId,
          body: { [save.field.name]: cellPatchValue(save.field, value) },
        });
        drop(save.key);
      } catch (err) {
        const message = fieldErrorsOf(err)[save.field.name] ?? errorMessage(err);
        put({ ...save, status: 'failed', message });
      }
    },
    [collection, patch, put, drop],
  );

  /**
   * Commits a typed text: a text the type cannot read is refused at once (the editor stays open
   * with the message); the same value as before closes the editor without a request.
   */
  const commit = useCallback(
    async (record: PbRecord, field: FieldLike, text: string, startText: string): Promise<CommitResult> => {
      const parsed = parseCell(field, text);
      if (!parsed.ok) return { ok: false, message: parsed.message };
      const key = cellKey(record.id, field.name);
      const save: CellSave = { key, recordId: record.id, field, text, startText, status: 'saving' };
      const shown = formatCell(field, record[field.name]);
      if (shown !== startText) {
        // realtime brought someone else's value while the admin typed
        put({ ...save, status: 'conflict', serverText: shown });
        return { ok: true };
      }
      if (formatCell(field, parsed.value) === startText) {
        drop(key);
        return { ok: true };
      }
      put(save);
      const pending = fresh.current.get(record.id);
      fresh.current.delete(record.id);
      const server = pending ? await pending : null;
      const serverText = server ? formatCell(field, server[field.name]) : startText;
      if (server && serverText !== startText) {
        replaceLoaded(server);
        put({ ...save, status: 'conflict', serverText });
        return { ok: true };
      }
      void send(save, parsed.value);
      return { ok: true };
    },
    [put, drop, send, replaceLoaded],
  );

  /** Sends a failed cell's text again, or the admin's value over the server's after a conflict. */
  const retry = useCallback(
    (key: string) => {
      const save = saves.get(key);
      if (!save) return;
      const parsed = parseCell(save.field, save.text);
      if (parsed.ok) void send(save, parsed.value);
    },
    [saves, send],
  );

  /** Forgets the typed text: the cell shows the server's value again. */
  const revert = useCallback((key: string) => drop(key), [drop]);

  return useMemo(() => ({ saves, begin, commit, retry, revert }), [saves, begin, commit, retry, revert]);
}

export type CellSaves = ReturnType<typeof useCellSaves>;
