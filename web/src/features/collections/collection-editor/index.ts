// The collection editor, as the rest of the collections screen may use it. The editor is a chunk of
// its own, loaded when first opened (or pointed at).
import { lazyWithPreload } from '../../../ui/lazyWithPreload';

export type { CollectionForm } from './model/collectionForm';

export const CollectionEditorPanel = lazyWithPreload(() => import('./CollectionEditorPanel'));
