import { startTransition, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type KeyboardSensorProps,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { t } from './messages';
import type { DragListeners, SortableRegistry } from './sortableRegistry';

/** A field as the announcements name it: its name, its position (1-based) and the number of fields. */
export interface FieldPlace {
  name: string;
  position: number;
  count: number;
}

export interface SortableLayerProps {
  /** The field keys in order. */
  keys: readonly string[];
  registry: SortableRegistry;
  /** Where a field is now (read when announcing). */
  describe: (key: string) => FieldPlace;
  /** A drop of `activeKey` over `overKey`'s place. */
  onMove: (activeKey: string, overKey: string) => void;
  /** The live region's home: inside the modal panel, as outside it the page is inert. */
  liveRegionHost: HTMLElement | null;
}

/**
 * The keyboard sensor, its pick-up rendered as a transition: picking a card up re-renders every
 * binder and measures every card (about 50 ms for 200 fields), which React then splits into short
 * tasks instead of one long one. A key pressed meanwhile still goes first (React rebases the pick-up
 * on it). The pointer sensor stays as it is: pointer moves would keep restarting such a render.
 */
class KeyboardPickUpSensor extends KeyboardSensor {
  constructor(props: KeyboardSensorProps) {
    super({ ...props, onStart: (coordinates) => startTransition(() => props.onStart(coordinates)) });
  }
}

const POINTER_OPTIONS = { activationConstraint: { distance: 4 } };
const KEYBOARD_OPTIONS = { coordinateGetter: sortableKeyboardCoordinates };

/**
 * Drag and drop of the schema field cards (mouse and keyboard, @dnd-kit), a chunk of its own that the
 * Fields tab mounts once the editor has shown its fields. It renders no cards: one binder per card
 * writes the card's position and drag state straight onto the card's element, so a drag re-renders
 * only this layer.
 */
export default function SortableLayer({
  keys,
  registry,
  describe,
  onMove,
  liveRegionHost,
}: SortableLayerProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, POINTER_OPTIONS),
    useSensor(KeyboardPickUpSensor, KEYBOARD_OPTIONS),
  );

  // the drag starts over the field's own place: that is no news after 'Picked up'
  const hasMoved = useRef(false);
  // the position shown while over a place (at the drop, the list may already have moved)
  const overPosition = useRef(0);
  const announcements = useMemo<Announcements>(() => {
    const place = (id: UniqueIdentifier) => describe(String(id));
    return {
      // 'Picked up' is said once the drag is ready for moves: at the first position it is over
      // (its own place), after the positions have been measured
      onDragStart: () => {
        hasMoved.current = false;
        return undefined;
      },
      onDragOver: ({ active, over }) => {
        const a = place(active.id);
        if (!hasMoved.current && over?.id === active.id) {
          hasMoved.current = true;
          overPosition.current = a.position;
          return t('drag.pickedUp', { name: a.name, position: a.position, count: a.count });
        }
        hasMoved.current = true;
        if (!over) return t('drag.notOver', { name: a.name });
        overPosition.current = place(over.id).position;
        return t('drag.over', { name: a.name, position: overPosition.current, count: a.count });
      },
      onDragEnd: ({ active, over }) => {
        const a = place(active.id);
        return over
          ? t('drag.droppedAt', { name: a.name, position: overPosition.current, count: a.count })
          : t('drag.dropped', { name: a.name });
      },
      onDragCancel: ({ active }) => {
        const a = place(active.id);
        return t('drag.cancelled', { name: a.name, position: a.position, count: a.count });
      },
    };
  }, [describe]);

  // the announcements above are worded when made; the instructions follow the language on screen
  const instructions = t('drag.instructions');
  const accessibility = useMemo(
    () => ({
      screenReaderInstructions: { draggable: instructions },
      announcements,
      container: liveRegionHost ?? undefined,
    }),
    [announcements, liveRegionHost, instructions],
  );

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={keys as string[]} strategy={verticalListSortingStrategy}>
        {keys.map((key) => (
          <SortableBinder key={key} id={key} registry={registry} />
        ))}
      </SortableContext>
    </DndContext>
  );
}

const HANDLE_ATTRIBUTES = ['aria-roledescription', 'aria-describedby', 'aria-pressed'] as const;

/** Binds one card to dnd-kit: renders nothing, writes its transform, state and handle attributes. */
function SortableBinder({ id, registry }: { id: string; registry: SortableRegistry }) {
  const { setNodeRef, transform, transition, isDragging, attributes, listeners } = useSortable({
    id,
    attributes: { roleDescription: t('drag.roleDescription') },
  });
  useLayoutEffect(() => {
    const binding = registry.get(id);
    binding.listeners = listeners as DragListeners | undefined;
    binding.isDragging = isDragging;
  });
  // Space or Enter pressed on the handle before this binder existed: the drag starts now, if the
  // handle still has the focus
  useEffect(() => {
    const binding = registry.get(id);
    const pending = binding.pendingStart;
    binding.pendingStart = null;
    if (pending && binding.handle && document.activeElement === binding.handle)
      binding.listeners?.onKeyDown?.(pending);
  }, [registry, id]);
  useLayoutEffect(() => {
    setNodeRef(registry.get(id).item);
    return () => setNodeRef(null);
  }, [setNodeRef, registry, id]);
  useLayoutEffect(() => {
    const item = registry.get(id).item;
    if (!item) return;
    // written only when they change: a pick-up re-renders all the binders, most with nothing new
    const nextTransform = CSS.Translate.toString(transform) ?? '';
    if (item.style.transform !== nextTransform) item.style.transform = nextTransform;
    const nextTransition = transition ?? '';
    if (item.style.transition !== nextTransition) item.style.transition = nextTransition;
    if (item.hasAttribute('data-dragging') !== isDragging) item.toggleAttribute('data-dragging', isDragging);
  }, [registry, id, transform, transition, isDragging]);
  useLayoutEffect(() => {
    const handle = registry.get(id).handle;
    if (!handle) return;
    for (const name of HANDLE_ATTRIBUTES) {
      const value = attributes[name];
      if (value === undefined) handle.removeAttribute(name);
      else if (handle.getAttribute(name) !== String(value)) handle.setAttribute(name, String(value));
    }
    return () => HANDLE_ATTRIBUTES.forEach((name) => handle.removeAttribute(name));
  }, [attributes, registry, id]);
  return null;
}
