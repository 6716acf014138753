// The entry of the grid's chunk (see loadGridLib.ts): everything the grid mode needs beyond the plain
// table, so the records screen's first view carries none of it.
export { useGridController } from './useGridController';
export { GridHint, GridHistory, UnsavedCells } from './GridPanels';
export { BulkSetButton } from './BulkSetDialog';
export { cellPatchValue, formatCell, parseCell } from '../../../../lib/fieldTypes/cellText';
export { createUndoStack, staleChanges } from '../../../../lib/undoStack';
export { runWrites, WriteSourceError } from '../../../../lib/writeQueue';
