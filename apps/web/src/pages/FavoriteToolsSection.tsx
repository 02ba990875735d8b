import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useLingui } from '@lingui/react/macro';
import { Button, Tooltip } from '@handy-tools/ui';
import type { ToolIndexEntry } from '@handy-tools/ui/kit';
import { IconGripVertical, IconInfoCircle } from '@tabler/icons-react';
import { useAtomValue, useSetAtom } from 'jotai';
import { favoritesAtom, favoriteToolsAtom, reorderFavorites } from '../state/favorites';
import { ToolCard } from './ToolCard';
import styles from './Home.module.css';

function SortableToolCard({ tool }: { tool: ToolIndexEntry }) {
  const { t } = useLingui();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: tool.path });
  const handle = (
    <Button
      variant="subtle"
      iconOnly
      ref={setActivatorNodeRef}
      className={styles.handle}
      {...attributes}
      {...listeners}
      aria-label={t`Reorder ${tool.name}`}
      data-testid="favorite-handle"
    >
      <IconGripVertical size={18} aria-hidden />
    </Button>
  );
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform), transition }} className={isDragging ? styles.dragging : undefined}>
      <ToolCard tool={tool} handle={handle} />
    </li>
  );
}

/** The "Favorite tools" section of the home page, reorderable by drag and drop or keyboard. */
export default function FavoriteToolsSection() {
  const { t } = useLingui();
  const tools = useAtomValue(favoriteToolsAtom);
  const setFavorites = useSetAtom(favoritesAtom);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  if (tools.length === 0) return null;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) setFavorites((order) => reorderFavorites(order, String(active.id), String(over.id)));
  };
  return (
    <section aria-labelledby="favorite-tools" className={styles.section}>
      <h2 id="favorite-tools" className={styles.title}>
        {t`Favorite tools`}
        <Tooltip content={t`Drag and drop to reorder your favorite tools (or focus a handle, press Space, then the arrow keys).`}>
          <button type="button" className={styles.infoIcon} aria-label={t`How to reorder favorite tools`}>
            <IconInfoCircle size={18} aria-hidden />
          </button>
        </Tooltip>
      </h2>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={tools.map((tool) => tool.path)} strategy={rectSortingStrategy}>
          <ul className={styles.grid} data-testid="favorite-tools">
            {tools.map((tool) => (
              <SortableToolCard key={tool.path} tool={tool} />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
    </section>
  );
}
