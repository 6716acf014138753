// The entry of the grid's chunk (see loadGridLib.ts): everything the grid mode needs beyond the plain
// table, so the records screen's first view carries none of it.
import { onIdle } from '../../../../ui/lazyModule';
import { t } from './messages';

export { useGridController } from './useGridController';
export { GridHint, GridHistory, UnsavedCells } from './GridPanels';
export { BulkSetButton } from './BulkSetDialog';
export { cellPatchValue, formatCell, parseCell } from '../../../../lib/fieldTypes/cellText';
export { createUndoStack, staleChanges } from '../../../../lib/undoStack';
export { runWrites, WriteSourceError } from '../../../../lib/writeQueue';
export { commitCell } from './commitCell';
export { writeCells } from './writeCells';
export { createOverwriteWatches } from './overwriteWatches';

// The first count the grid writes (the unsaved list's title, shown at the first commit) makes the
// browser build its number and plural rules for the language, about 16 ms once: done while the
// browser is idle, it is not spent between a commit's key and its request.
onIdle(() => void t('grid.unsaved.title', { count: 1 }));
