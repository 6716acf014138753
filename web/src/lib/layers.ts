// The stack of open panels and popups. Only the topmost one reacts to Escape and Ctrl+S (⌘S), so
// stacked layers (an editor over a picker over an editor, a confirmation over a panel) behave.
// Elements inside a layer that use Escape themselves (a menu, an autocomplete list) stop or
// prevent the event first; such events are left alone.

export interface Layer {
  onEscape?: () => void;
  onSave?: () => void;
}

const stack: Layer[] = [];

/** Adds a layer on top; returns its removal. */
export function pushLayer(layer: Layer): () => void {
  stack.push(layer);
  return () => {
    const i = stack.indexOf(layer);
    if (i >= 0) stack.splice(i, 1);
  };
}

export function topLayer(): Layer | undefined {
  return stack[stack.length - 1];
}

export function layerCount(): number {
  return stack.length;
}

function isSaveKey(e: KeyboardEvent): boolean {
  return (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 's';
}

/** The one keyboard listener of all layers (exported for tests). */
export function handleLayerKeyDown(e: KeyboardEvent): void {
  const top = topLayer();
  if (!top || e.defaultPrevented) return;
  if (e.key === 'Escape') {
    e.preventDefault(); // keeps a native <dialog> from closing itself
    top.onEscape?.();
  } else if (isSaveKey(e)) {
    e.preventDefault(); // never the browser's "Save page"
    top.onSave?.();
  }
}

window.addEventListener('keydown', handleLayerKeyDown);
