/**
 * Runs `callback` once the next frame has been painted (a widget already loaded builds its heavy
 * view after the panel around it has shown, not in the same task). Returns a cancel function.
 */
export function afterPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
