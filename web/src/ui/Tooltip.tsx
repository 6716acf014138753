import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import styles from './Tooltip.module.css';

export interface TooltipTriggerProps {
  'aria-describedby': string;
  onFocus: (e: FocusEvent) => void;
  onBlur: (e: FocusEvent) => void;
  onKeyDown: (e: KeyboardEvent) => void;
  onClick: () => void;
}

interface TooltipProps {
  /** Shown as text (never as markup). */
  text: string;
  /** The trigger: a focusable control that takes these props. */
  children: (props: TooltipTriggerProps) => ReactNode;
}

/**
 * A tooltip that pointer, touch, keyboard and screen-reader users all reach: it shows while a mouse
 * is over the trigger or the tooltip and while the trigger has the keyboard focus; a click or tap
 * on the trigger toggles it, so nothing needs hovering. Escape and a click or tap elsewhere hide it.
 * The text is always the trigger's accessible description.
 */
export function Tooltip({ text, children }: TooltipProps) {
  const id = useId();
  const anchorRef = useRef<HTMLSpanElement>(null);
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const [isPinned, setIsPinned] = useState(false);
  const [isDismissed, setIsDismissed] = useState(false);
  // a click pins it open (a tap focuses the trigger too, which alone would show it only until the
  // focus moves on) and the next click hides it
  const isOpen = (isHovered || isFocused || isPinned) && !isDismissed;

  const hide = () => {
    setIsPinned(false);
    setIsDismissed(true);
  };

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (e: globalThis.PointerEvent) => {
      if (!anchorRef.current?.contains(e.target as Node)) hide();
    };
    // Escape hides only the tooltip: taken in the capture phase, before any panel or page handler
    // (and before a native dialog's own close) sees it
    const onKeyDown = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      e.preventDefault();
      hide();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    window.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('keydown', onKeyDown, true);
    };
  }, [isOpen]);

  const trigger: TooltipTriggerProps = {
    'aria-describedby': id,
    onFocus: () => {
      setIsFocused(true);
      setIsDismissed(false);
    },
    onBlur: () => setIsFocused(false),
    onKeyDown: (e) => {
      // (the window listener above hides it; this keeps the key from the trigger's own handlers)
      if (e.key === 'Escape' && isOpen) e.stopPropagation();
    },
    onClick: () => {
      if (isPinned) hide();
      else {
        setIsPinned(true);
        setIsDismissed(false);
      }
    },
  };
  return (
    <span
      ref={anchorRef}
      className={styles.anchor}
      // a mouse only: a tap also sends mouse events, and a tap toggles through the click instead
      onPointerEnter={(e) => {
        if (e.pointerType !== 'mouse') return;
        setIsHovered(true);
        setIsDismissed(false);
      }}
      onPointerLeave={(e) => {
        if (e.pointerType === 'mouse') setIsHovered(false);
      }}
    >
      {children(trigger)}
      <span id={id} role="tooltip" className={styles.tooltip} hidden={!isOpen}>
        {text}
      </span>
    </span>
  );
}
