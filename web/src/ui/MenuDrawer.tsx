import { useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { IconMenu } from './icons';
import { Overlay } from './Overlay';
import { useHashLocation } from './useHashLocation';
import styles from './MenuDrawer.module.css';

interface MenuDrawerProps {
  /** The accessible name of the menu button, also the drawer's title. */
  label: string;
  /** What the drawer holds (the main navigation). */
  children: ReactNode;
  /** False closes the drawer (the screen grew wide enough to show the navigation itself). */
  isAvailable: boolean;
  buttonClassName?: string;
}

/**
 * A menu button and the drawer it opens: a modal panel at the start side, on the one overlay
 * primitive (ui/Overlay), so it is a modal dialog of the layer stack like any panel. Focus moves
 * into it; Escape, a tap outside and its Close button close it; it closes after a navigation (a
 * change of the address, or a tap on one of its links) and then gives the focus back to the button.
 */
export function MenuDrawer({ label, children, isAvailable, buttonClassName }: MenuDrawerProps) {
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const location = useHashLocation();
  const [openedAt, setOpenedAt] = useState(location);
  if (isOpen && (openedAt !== location || !isAvailable)) setIsOpen(false);

  // a link to the page already shown changes nothing in the address: its tap closes the drawer too
  const onClick = (e: MouseEvent) => {
    if (e.target instanceof Element && e.target.closest('a[href]')) setIsOpen(false);
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-label={label}
        aria-expanded={isOpen}
        aria-controls={id}
        onClick={() => {
          setOpenedAt(location);
          setIsOpen(true);
        }}
      >
        <IconMenu size={22} />
      </button>
      <Overlay
        id={id}
        variant="drawer"
        open={isOpen}
        onClose={() => setIsOpen(false)}
        title={label}
        // the browser gives the focus back when the dialog closes, but only to an element that had
        // it: a tap does not focus a button in every browser
        onClosed={() => buttonRef.current?.focus({ preventScroll: true })}
      >
        {/* the clicks of the links inside bubble here; the links keep their own keyboard use */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
        <div className={styles.content} onClick={onClick}>
          {children}
        </div>
      </Overlay>
    </>
  );
}
