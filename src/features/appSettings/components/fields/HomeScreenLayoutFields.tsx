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
import { useFormikContext } from 'formik';
import Form from 'react-bootstrap/Form';
import { HOME_MODULES, type SettingValue } from '../../../../../contract/appSettings';
import { RadioGroupField } from '../../../../components/form/ChoiceFields';
import { MODULE_ICONS } from '../../previewModel';

type Layout = SettingValue<'home-screen-layout'>;
type Module = Layout['modules'][number];

function ModuleRow({ module, place }: { module: Module; place: number }) {
  const { setFieldValue, values } = useFormikContext<Layout>();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: module.id });
  const name = HOME_MODULES[module.id];
  const index = values.modules.findIndex((m) => m.id === module.id);
  return (
    <li
      ref={setNodeRef}
      className={`module-row${isDragging ? ' is-dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-module-place={place}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="btn btn-sm btn-link px-1"
        aria-label={`Move ${name}, place ${place + 1}`}
        title="Drag, or press Space and use the arrow keys"
        {...attributes}
        {...listeners}
      >
        <i className="bi bi-grip-vertical fs-5" aria-hidden="true" />
      </button>
      <i className={`bi ${MODULE_ICONS[module.id]}`} aria-hidden="true" />
      <span className="module-name">{name}</span>
      <Form.Check
        type="switch"
        id={`module-visible-${module.id}`}
        label={<span className="visually-hidden">Show {name}</span>}
        checked={module.visible}
        onChange={(event) => {
          void setFieldValue(`modules.${index}.visible`, event.currentTarget.checked);
        }}
      />
    </li>
  );
}

/** The layout, and the modules in their order: drag by the handle, or Space and the arrow keys. */
export function HomeScreenLayoutFields() {
  const { values, setFieldValue } = useFormikContext<Layout>();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = values.modules.map((module) => module.id);
  const nameOf = (id: string | number) => HOME_MODULES[id as Module['id']] ?? 'The module';
  const placeOf = (id: string | number) => ids.indexOf(id as Module['id']) + 1;
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
    const from = placeOf(active.id) - 1;
    const to = placeOf(over.id) - 1;
    if (from < 0 || to < 0) return;
    void setFieldValue('modules', arrayMove(values.modules, from, to));
  };
  return (
    <>
      <RadioGroupField
        name="layout"
        label="Layout"
        inline
        choices={[
          { value: 'grid', label: 'Grid of tiles' },
          { value: 'list', label: 'List' },
          { value: 'tabs', label: 'Tab bar', help: 'The first four shown modules become tabs.' },
        ]}
      />
      <fieldset>
        <legend className="form-label fs-6 mb-1">Modules, in order</legend>
        <p className="small text-body-secondary" id="module-order-help">
          Drag a module by its handle, or focus the handle, press Space, move it with the arrow keys
          and press Space again. The switch shows or hides it.
        </p>
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={end}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable:
                'To move a module, press Space, move it with the arrow keys and press Space again to drop it. Escape cancels.',
            },
          }}
        >
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <ol className="module-order" aria-describedby="module-order-help">
              {values.modules.map((module, place) => (
                <ModuleRow key={module.id} module={module} place={place} />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      </fieldset>
    </>
  );
}
