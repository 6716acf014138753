// The record editor, as the rest of the collections screen may use it: the records list opens it
// to create, edit or duplicate a record. The editor (its form library, field inputs and save logic)
// is a chunk of its own, so the records screen draws its first rows without it; it is loaded when the
// admin points at or focuses the records (or the 'New record' button), and at the latest on opening.
import { lazyWithPreload } from '../../../ui/lazyWithPreload';
import type { RecordEditorPanelProps } from './panelTypes';
import type { RelationPickerProps } from './RelationPicker';

export type { RecordFormValues } from './model/recordForm';

export const RecordEditorPanel = lazyWithPreload<RecordEditorPanelProps>(() =>
  import('./RecordEditorPanel').then((module) => ({ default: module.RecordEditorPanel })),
);

/** Starts loading the editor's code ahead of a likely open; a failure shows when it opens. */
export const preloadRecordEditor = (): void => void RecordEditorPanel.preload().catch(() => {});

/**
 * The relation picker alone, for a grid cell that edits a relation in place: a chunk of its own, so
 * neither the grid nor the records screen carries it until a relation cell is edited.
 */
export const RelationPickerPopup = lazyWithPreload<RelationPickerProps>(() =>
  import('./RelationPicker').then((module) => ({ default: module.RelationPicker })),
);
