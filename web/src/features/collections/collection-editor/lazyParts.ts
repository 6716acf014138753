import type { ComponentProps } from 'react';
import { lazyWithPreload } from '../../../ui/lazyWithPreload';
import type * as IndexDialogModule from './IndexEditorDialog';
import type * as FieldOptionsModule from './SchemaFieldOptions';
import type * as RulesModule from './RulesTab';
import type * as ViewQueryModule from './ViewQueryTab';

// Parts of the collection editor in chunks of their own: the editor's first view (name, tabs, the
// field cards) loads without them, and they come at idle once it has shown.

/** The options of an opened field card (with the searchable select and the mime type list). */
export const SchemaFieldOptions = lazyWithPreload<
  ComponentProps<typeof FieldOptionsModule.SchemaFieldOptions>
>(() => import('./SchemaFieldOptions').then((module) => ({ default: module.SchemaFieldOptions })));

/** The 'Create index' / 'Update index' dialog. */
export const IndexEditorDialog = lazyWithPreload<ComponentProps<typeof IndexDialogModule.IndexEditorDialog>>(
  () => import('./IndexEditorDialog').then((module) => ({ default: module.IndexEditorDialog })),
);

/** Drag and drop of the field cards (@dnd-kit). */
export const SortableLayer = lazyWithPreload(() => import('./SortableLayer'));

/** The API Rules tab (code editors with the rule autocomplete). */
export const RulesTab = lazyWithPreload<ComponentProps<typeof RulesModule.RulesTab>>(() =>
  import('./RulesTab').then((module) => ({ default: module.RulesTab })),
);

/** The auth Options tab. */
export const AuthOptionsTab = lazyWithPreload<object>(() =>
  import('./AuthOptionsTab').then((module) => ({ default: module.AuthOptionsTab })),
);

/** The Query tab of a view collection (the SQL editor). */
export const ViewQueryTab = lazyWithPreload<ComponentProps<typeof ViewQueryModule.ViewQueryTab>>(() =>
  import('./ViewQueryTab').then((module) => ({ default: module.ViewQueryTab })),
);

/** Loads every part (failures are left for the render that needs the part to report). */
export function preloadEditorParts(): Promise<unknown> {
  const parts = [
    SchemaFieldOptions,
    IndexEditorDialog,
    SortableLayer,
    RulesTab,
    AuthOptionsTab,
    ViewQueryTab,
  ];
  return Promise.all(parts.map((part) => part.preload().catch(() => {})));
}
