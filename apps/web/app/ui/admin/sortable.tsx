import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { DRAG_ACTIVATION_DISTANCE_PX } from '@app/contract';

/**
 * The one drag-and-drop setup of the content tools: pointer drags start after 2 px, the keyboard
 * works too (Space to lift, arrows to move, Space to drop, Escape to cancel) and every step is
 * announced to screen readers by item name and position.
 */
export function SortableList<T>({
  items,
  getId,
  getLabel,
  onReorder,
  layout = 'list',
  disabled = false,
  children,
}: {
  items: T[];
  getId: (item: T) => string;
  getLabel: (item: T) => string;
  onReorder: (next: T[]) => void;
  /** 'grid' lets items move on both axes. */
  layout?: 'list' | 'grid';
  disabled?: boolean;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_ACTIVATION_DISTANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(getId);
  const label = (id: UniqueIdentifier) => {
    const item = items.find((candidate) => getId(candidate) === id);
    return item ? `“${getLabel(item)}”` : 'Item';
  };
  const position = (id: UniqueIdentifier | undefined) => (id === undefined ? 0 : ids.indexOf(String(id)) + 1);
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${label(active.id)}. It is at position ${position(active.id)} of ${ids.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `${label(active.id)} moved to position ${position(over.id)} of ${ids.length}.` : `${label(active.id)} is no longer over a position.`,
    onDragEnd: ({ active, over }) => (over ? `${label(active.id)} dropped at position ${position(over.id)} of ${ids.length}.` : `${label(active.id)} dropped.`),
    onDragCancel: ({ active }) => `Moving cancelled. ${label(active.id)} returned to position ${position(active.id)}.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(items, from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: 'To reorder, press Space or Enter to pick up. Use the arrow keys to move, Space or Enter to drop, Escape to cancel.',
        },
      }}
    >
      <SortableContext items={ids} strategy={layout === 'grid' ? rectSortingStrategy : verticalListSortingStrategy} disabled={disabled}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** Wires one sortable item: spread `itemProps` on the item and `handleProps` on its drag handle. */
export function useSortableItem(id: string) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    zIndex: isDragging ? 20 : undefined,
    position: 'relative',
  };
  return {
    isDragging,
    itemProps: { ref: setNodeRef, style },
    handleProps: { ref: setActivatorNodeRef, ...attributes, ...listeners },
  };
}

/** The grip a sortable item is dragged by (mouse, touch or keyboard). */
export function DragHandle({
  label,
  disabled,
  handleProps,
}: {
  label: string;
  disabled?: boolean;
  handleProps: ReturnType<typeof useSortableItem>['handleProps'];
}) {
  return (
    <button
      type="button"
      {...handleProps}
      aria-label={label}
      disabled={disabled}
      className="flex h-8 w-6 shrink-0 cursor-grab touch-none items-center justify-center rounded text-stone-400 hover:bg-stone-100 hover:text-stone-700 active:cursor-grabbing disabled:cursor-not-allowed disabled:opacity-40"
    >
      <GripVertical className="h-4 w-4" aria-hidden="true" />
    </button>
  );
}
