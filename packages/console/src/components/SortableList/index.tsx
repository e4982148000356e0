import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './index.module.css';

type Item = { id: string; label: string; content: ReactNode };

const Row = ({ item }: { item: Item }) => {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
  });
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? `${styles.row} ${styles.dragging}` : styles.row}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className={styles.handle}
        aria-label={t('sortable.handle', { name: item.label })}
        {...attributes}
        {...listeners}
      >
        <GripVertical size={16} aria-hidden />
      </button>
      <div className={styles.content}>{item.content}</div>
    </li>
  );
};

/**
 * A list whose order the admin sets: drag a row by its handle, or focus the handle, press Space,
 * move with the arrow keys and press Space again (Escape cancels). Moves are announced in the
 * console's language.
 */
export const SortableList = ({
  label,
  items,
  onReorder,
}: {
  label: string;
  items: readonly Item[];
  onReorder: (ids: string[]) => void;
}) => {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: string | number) => items.find((item) => item.id === id)?.label ?? String(id);
  const positionOf = (id: string | number | undefined) => items.findIndex((item) => item.id === id) + 1;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = items.map((item) => item.id);
    onReorder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('sortable.instructions') },
        announcements: {
          onDragStart: ({ active }) =>
            t('sortable.picked', { name: nameOf(active.id), position: positionOf(active.id) }),
          onDragOver: ({ active, over }) =>
            over ? t('sortable.moved', { name: nameOf(active.id), position: positionOf(over.id) }) : undefined,
          onDragEnd: ({ active, over }) =>
            t('sortable.dropped', { name: nameOf(active.id), position: positionOf(over?.id ?? active.id) }),
          onDragCancel: ({ active }) => t('sortable.cancelled', { name: nameOf(active.id) }),
        },
      }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <ul className={styles.list} aria-label={label}>
          {items.map((item) => (
            <Row key={item.id} item={item} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
};
