import type { KeyboardEvent, PointerEvent } from 'react';

/** The drag listeners dnd-kit hands a draggable (its sensors' activators). */
export interface DragListeners {
  onPointerDown?: (event: PointerEvent) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
}

/** One schema field card as drag and drop sees it: its elements, and what its binder set. */
export interface CardBinding {
  item: HTMLElement | null;
  handle: HTMLElement | null;
  listeners: DragListeners | undefined;
  isDragging: boolean;
  /** A key that asked to pick the card up before the layer had bound it (replayed once bound). */
  pendingStart: KeyboardEvent | null;
}

/**
 * Where the schema field cards (plain React, no drag-and-drop code) meet the sortable layer that binds
 * them to dnd-kit once it has loaded: each card leaves its elements here under its key, each binder
 * leaves the card's drag listeners and state.
 */
export class SortableRegistry {
  private readonly cards = new Map<string, CardBinding>();

  get(key: string): CardBinding {
    let binding = this.cards.get(key);
    if (!binding) {
      binding = { item: null, handle: null, listeners: undefined, isDragging: false, pendingStart: null };
      this.cards.set(key, binding);
    }
    return binding;
  }

  setItem(key: string, node: HTMLElement | null): void {
    this.get(key).item = node;
    this.forgetIfGone(key);
  }

  setHandle(key: string, node: HTMLElement | null): void {
    this.get(key).handle = node;
    this.forgetIfGone(key);
  }

  private forgetIfGone(key: string): void {
    const binding = this.cards.get(key);
    if (binding && !binding.item && !binding.handle) this.cards.delete(key);
  }
}
