import { useEffect, useState } from 'react';
import type { JsonObject } from './model/collectionsImport';
import { analysisSteps, type ImportAnalysis } from './model/importAnalysis';
import { runSteps } from './model/importSteps';

interface Done {
  text: string;
  existing: readonly JsonObject[];
  deleteMissing: boolean;
  analysis: ImportAnalysis;
}

const EMPTY: ImportAnalysis = {
  status: 'empty',
  collections: [],
  changes: { deleted: [], changed: [], added: [] },
  hasIdMismatches: false,
};

/**
 * The analysis of the pasted text against the server's collections, run in time slices after the
 * change has painted (a big paste never blocks the page); a newer text or option cancels a running
 * one. `analysis` is the last finished one; `isCurrent` says whether it is of the present input.
 */
export function useImportAnalysis(
  text: string,
  existing: readonly JsonObject[] | undefined,
  deleteMissing: boolean,
): { analysis: ImportAnalysis | null; isCurrent: boolean } {
  const [done, setDone] = useState<Done | null>(null);
  const isEmpty = !text.trim();

  useEffect(() => {
    if (isEmpty || !existing) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      runSteps(analysisSteps(text, existing, deleteMissing), { signal: controller.signal }).then(
        (analysis) => setDone({ text, existing, deleteMissing, analysis }),
        () => {}, // cancelled by a newer input
      );
    }, 0);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, existing, deleteMissing, isEmpty]);

  if (isEmpty) return { analysis: EMPTY, isCurrent: true };
  const isCurrent =
    !!done && done.text === text && done.existing === existing && done.deleteMissing === deleteMissing;
  return { analysis: done?.analysis ?? null, isCurrent };
}
