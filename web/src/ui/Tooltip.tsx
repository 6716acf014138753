import { useId, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
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
 * A tooltip that pointer, keyboard and screen-reader users all reach: it shows while the pointer is
 * over the trigger or the tooltip, while the trigger has the keyboard focus, or after a click; Escape
 * hides it. The text is always the trigger's accessible description.
 */
export function Tooltip({ text, children }: TooltipProps) {
  const id = useId();
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const [isDismissed, setIsDismissed] = useState(false);
  const isOpen = (isHovered || isFocused) && !isDismissed;
  const trigger: TooltipTriggerProps = {
    'aria-describedby': id,
    onFocus: () => {
      setIsFocused(true);
      setIsDismissed(false);
    },
    onBlur: () => setIsFocused(false),
    onKeyDown: (e) => {
      if (e.key !== 'Escape' || !isOpen) return;
      // only the tooltip closes (no panel or page handler sees this Escape)
      e.stopPropagation();
      setIsDismissed(true);
    },
    onClick: () => {
      setIsFocused(true);
      setIsDismissed(false);
    },
  };
  return (
    <span
      className={styles.anchor}
      onMouseEnter={() => {
        setIsHovered(true);
        setIsDismissed(false);
      }}
      onMouseLeave={() => setIsHovered(false)}
    >
      {children(trigger)}
      <span id={id} role="tooltip" className={styles.tooltip} hidden={!isOpen}>
        {text}
      </span>
    </span>
  );
}
