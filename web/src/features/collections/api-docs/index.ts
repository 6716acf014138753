// The API docs panel, as the rest of the collections screen may use it. The panel is a chunk of
// its own, loaded when first opened (or hovered).
import { lazyWithPreload } from '../../../ui/lazyWithPreload';
import type { ApiDocsPanelProps } from './ApiDocsPanel';

export const ApiDocsPanel = lazyWithPreload<ApiDocsPanelProps>(() =>
  import('./ApiDocsPanel').then((module) => ({ default: module.ApiDocsPanel })),
);
