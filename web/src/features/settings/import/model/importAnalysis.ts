// The analysis the import page shows, as a generator of small steps (see importSteps).
import {
  normaliseCollection,
  parseImport,
  type ImportCollection,
  type ImportStatus,
  type JsonObject,
} from './collectionsImport';
import { changeSteps, type ImportChanges } from './importChanges';
import { findOriginalIds, hasOriginalIds } from './originalIds';
import { runSync } from './importSteps';

export interface ImportAnalysis {
  status: ImportStatus;
  /** The normalised collections: the import's body when valid. */
  collections: ImportCollection[];
  changes: ImportChanges;
  /** Same names with other ids than the existing ones: 'Replace with original ids' is offered. */
  hasIdMismatches: boolean;
}

const NO_CHANGES: ImportChanges = { deleted: [], changed: [], added: [] };

/**
 * The whole analysis of a pasted text against the server's collections (raw, as the API gives them),
 * in small steps: parse, normalise the existing collections, then one step per imported collection.
 */
export function* analysisSteps(
  text: string,
  existingRaw: readonly JsonObject[],
  deleteMissing: boolean,
): Generator<void, ImportAnalysis> {
  const parsed = parseImport(text);
  if (parsed.status !== 'valid')
    return {
      status: parsed.status,
      collections: parsed.collections,
      changes: NO_CHANGES,
      hasIdMismatches: false,
    };
  yield;
  const existing = existingRaw.map(normaliseCollection);
  yield;
  const changes = yield* changeSteps(parsed.collections, existing, deleteMissing);
  const hasIdMismatches = hasOriginalIds(findOriginalIds(parsed.collections, existing));
  return { status: 'valid', collections: parsed.collections, changes, hasIdMismatches };
}

export function analyseImport(
  text: string,
  existingRaw: readonly JsonObject[],
  deleteMissing: boolean,
): ImportAnalysis {
  return runSync(analysisSteps(text, existingRaw, deleteMissing));
}
