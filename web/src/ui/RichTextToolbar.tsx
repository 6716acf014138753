import {
  createElement,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { Editor } from '@tiptap/core';
import { uiText as t, type UiKey } from '../lib/uiMessages';
import { arrowStepIn } from '../lib/direction';
import { icon } from './icons';
import { useToolbarState, type ToolbarState } from './richTextToolbarState';
import styles from './RichTextInput.module.css';

// The rich-text editor's formatting toolbar. Part of the RichTextEditor chunk (only RichTextEditor
// imports it).

interface ToolButton {
  key: string;
  /** The catalog key of its name (translated when shown). */
  label: UiKey;
  icon: ReactNode;
  /** aria-pressed; undefined for the buttons that are no toggles (Undo, Redo). */
  pressed?: (state: ToolbarState) => boolean;
  /** Unavailable (aria-disabled: it stays focusable in the toolbar). */
  unavailable?: (state: ToolbarState) => boolean;
  run: (editor: Editor) => void;
}

// each toolbar icon is made once, at module load; a directional one (undo, redo, lines of text with
// their bullets or quote bar at the start) is mirrored in a right-to-left page, the numbered list is
// not (its digits would read backwards)
const toolIcon = (paths: ReactElement, directional = false) =>
  createElement(icon(() => paths, { directional }));

const text = (label: string, className?: string) => (
  <span aria-hidden="true" className={className}>
    {label}
  </span>
);

const BUTTONS: ToolButton[] = [
  {
    key: 'bold',
    label: 'richText.bold',
    icon: text('B', styles.glyphBold),
    pressed: (s) => s.bold,
    run: (e) => e.chain().toggleBold().run(),
  },
  {
    key: 'italic',
    label: 'richText.italic',
    icon: text('I', styles.glyphItalic),
    pressed: (s) => s.italic,
    run: (e) => e.chain().toggleItalic().run(),
  },
  {
    key: 'strike',
    label: 'richText.strike',
    icon: text('S', styles.glyphStrike),
    pressed: (s) => s.strike,
    run: (e) => e.chain().toggleStrike().run(),
  },
  {
    key: 'h2',
    label: 'richText.h2',
    icon: text('H2'),
    pressed: (s) => s.h2,
    run: (e) => e.chain().toggleHeading({ level: 2 }).run(),
  },
  {
    key: 'h3',
    label: 'richText.h3',
    icon: text('H3'),
    pressed: (s) => s.h3,
    run: (e) => e.chain().toggleHeading({ level: 3 }).run(),
  },
  {
    key: 'bulletList',
    label: 'richText.bulletList',
    icon: toolIcon(<path d="M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01" />, true),
    pressed: (s) => s.bulletList,
    run: (e) => e.chain().toggleBulletList().run(),
  },
  {
    key: 'orderedList',
    label: 'richText.orderedList',
    icon: toolIcon(<path d="M10 6h10M10 12h10M10 18h10M4 4h1v4M4 8h2M4 14h2l-2 3h2" />),
    pressed: (s) => s.orderedList,
    run: (e) => e.chain().toggleOrderedList().run(),
  },
  {
    key: 'blockquote',
    label: 'richText.quote',
    icon: toolIcon(<path d="M4 6v12M9 8h11M9 12h11M9 16h7" />, true),
    pressed: (s) => s.blockquote,
    run: (e) => e.chain().toggleBlockquote().run(),
  },
  {
    key: 'codeBlock',
    label: 'richText.codeBlock',
    icon: toolIcon(<path d="m8 8-4 4 4 4M16 8l4 4-4 4M14 5l-4 14" />),
    pressed: (s) => s.codeBlock,
    run: (e) => e.chain().toggleCodeBlock().run(),
  },
  {
    key: 'link',
    label: 'richText.link',
    icon: toolIcon(
      <>
        <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
        <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
      </>,
    ),
    pressed: (s) => s.link,
    run: () => {}, // opens the link box (see the toolbar)
  },
  {
    key: 'undo',
    label: 'richText.undo',
    icon: toolIcon(<path d="M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />, true),
    unavailable: (s) => !s.canUndo,
    run: (e) => e.chain().undo().run(),
  },
  {
    key: 'redo',
    label: 'richText.redo',
    icon: toolIcon(<path d="m15 14 5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13" />, true),
    unavailable: (s) => !s.canRedo,
    run: (e) => e.chain().redo().run(),
  },
];

interface ToolbarProps {
  editor: Editor | null;
  disabled: boolean;
  controls: string | undefined;
  linkBoxOpen: boolean;
  onLinkBox: (open: boolean) => void;
}

/**
 * The formatting toolbar (WAI-ARIA toolbar): one tab stop, arrow keys, Home and End move between
 * the buttons. A click keeps the focus in the text; from the keyboard, the focus stays on the button.
 */
export function RichTextToolbar({ editor, disabled, controls, linkBoxOpen, onLinkBox }: ToolbarProps) {
  const state = useToolbarState(editor);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttonsRef = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const count = BUTTONS.length;
    // the arrows follow the screen: in a right-to-left text the buttons run from right to left
    const step = arrowStepIn(e.currentTarget, e.key);
    let next: number;
    if (step !== 0) next = (focusIndex + step + count) % count;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = count - 1;
    else return;
    e.preventDefault();
    setFocusIndex(next);
    buttonsRef.current[next]?.focus();
  };

  return (
    <div
      role="toolbar"
      aria-label={t('richText.toolbar')}
      aria-controls={controls}
      className={styles.toolbar}
      onKeyDown={onKeyDown}
    >
      {BUTTONS.map((button, index) => {
        const unavailable = button.unavailable?.(state) ?? false;
        return (
          <button
            key={button.key}
            ref={(el) => {
              buttonsRef.current[index] = el;
            }}
            type="button"
            className={styles.tool}
            aria-label={t(button.label)}
            title={t(button.label)}
            aria-pressed={button.pressed?.(state)}
            aria-disabled={unavailable || undefined}
            aria-expanded={button.key === 'link' ? linkBoxOpen : undefined}
            tabIndex={index === focusIndex ? 0 : -1}
            disabled={disabled || !editor}
            // a click keeps the focus (and the selection) in the text
            onMouseDown={(e) => e.preventDefault()}
            onFocus={() => setFocusIndex(index)}
            onClick={() => {
              if (!editor || unavailable) return;
              if (button.key !== 'link') button.run(editor);
              else if (!linkBoxOpen) onLinkBox(true);
              else {
                // the focus was in the box that goes: it goes back to the text
                onLinkBox(false);
                editor.commands.focus();
              }
            }}
          >
            {button.icon}
          </button>
        );
      })}
    </div>
  );
}
