import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useMemo } from 'react';
import type { Banner } from '../../../../contract/unionLinks';
import { assetUrl } from '../../../lib/assetUrl';
import { plural } from '../../../lib/numbers';

interface BannerRowProps {
  banner: Banner;
  place: number;
  disabled: boolean;
  onEdit: (banner: Banner) => void;
  onDelete: (banner: Banner) => void;
}

function BannerRow({ banner, place, disabled, onEdit, onDelete }: BannerRowProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: banner._id, disabled });
  const image = assetUrl(banner.image);
  return (
    <li
      ref={setNodeRef}
      className={`banner-item${isDragging ? ' is-dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-banner-place={place}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="btn btn-sm btn-link banner-handle px-1"
        aria-label={`Move ${banner.name}, place ${place + 1}`}
        title="Drag, or press Space and use the arrow keys"
        {...attributes}
        {...listeners}
      >
        <i className="bi bi-grip-vertical fs-5" aria-hidden="true" />
      </button>
      <span className="banner-place" aria-hidden="true">
        {place + 1}
      </span>
      <span className="banner-thumb">
        {image ? (
          <img src={image} alt="" loading="lazy" />
        ) : (
          <i className="bi bi-image text-body-tertiary" aria-hidden="true" />
        )}
      </span>
      <span className="banner-name">
        <span className="fw-semibold d-block">{banner.name}</span>
        <span className="small text-body-secondary">{plural(banner.links, 'link')}</span>
      </span>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        aria-label={`Edit ${banner.name}`}
        title="Edit"
        onClick={() => onEdit(banner)}
      >
        <i className="bi bi-pencil" aria-hidden="true" />
      </button>
      <button
        type="button"
        className="btn btn-sm btn-outline-danger"
        aria-label={`Delete ${banner.name}`}
        title="Delete"
        onClick={() => onDelete(banner)}
      >
        <i className="bi bi-trash" aria-hidden="true" />
      </button>
    </li>
  );
}

interface BannerListProps {
  banners: readonly Banner[];
  /** While an order is being saved, no other move starts. */
  busy: boolean;
  onReorder: (ids: string[]) => void;
  onEdit: (banner: Banner) => void;
  onDelete: (banner: Banner) => void;
}

/**
 * A channel's banners in their order: drag a row by its handle, or focus the handle, press Space,
 * move with the arrow keys and press Space again (Escape puts it back).
 */
export function BannerList({ banners, busy, onReorder, onEdit, onDelete }: BannerListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => banners.map((banner) => banner._id), [banners]);
  const nameOf = (id: string | number) =>
    banners.find((banner) => banner._id === id)?.name ?? 'The banner';
  const placeOf = (id: string | number) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, place ${placeOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} would move to place ${placeOf(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} dropped at place ${placeOf(over.id)}.`
        : `${nameOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} cancelled.`,
  };

  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(ids, from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move a banner, press Space, move it with the arrow keys and press Space again to drop it. Escape cancels.',
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="banner-list" aria-label="Screen banners in their order">
          {banners.map((banner, place) => (
            <BannerRow
              key={banner._id}
              banner={banner}
              place={place}
              disabled={busy}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
