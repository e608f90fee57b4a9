import { useFormikContext } from 'formik';
import { Link } from 'react-router-dom';
import { SelectField } from '../../../components/form/SelectField';
import type { FlowState } from '../../../lib/flows';
import type { CatalogueChoice, CatalogueChoices } from '../channelsApi';

const PICKERS: readonly {
  place: keyof CatalogueChoices;
  label: string;
  manage: string;
  empty: string;
  add: string;
}[] = [
  {
    place: 'category',
    label: 'Category',
    manage: '/content-provider/categories',
    empty: 'No categories yet.',
    add: 'Add a category',
  },
  {
    place: 'group',
    label: 'Group',
    manage: '/content-provider/groups',
    empty: 'No groups yet.',
    add: 'Add a group',
  },
  {
    place: 'type',
    label: 'Type',
    manage: '/content-provider/types',
    empty: 'No types yet.',
    add: 'Add a type',
  },
  {
    place: 'unionType',
    label: 'Union type',
    manage: '/content-provider/union-types',
    empty: 'No union types yet.',
    add: 'Add a union type',
  },
];

const optionsOf = (choices: CatalogueChoice[]) =>
  choices.map((choice) => ({ value: choice._id, label: choice.name }));

/**
 * Where the channel sits in its organisation's catalogues: one drop-down per catalogue, "None"
 * first. An entry the list no longer holds (deleted meanwhile) is offered as "(removed)" so
 * the form does not silently change it.
 */
export function CataloguePickers({
  company,
  choices,
  flow,
}: {
  /** The organisation whose catalogues are offered; null until one is chosen. */
  company: string | null;
  choices: CatalogueChoices | null;
  flow: FlowState;
}) {
  const { values: current } = useFormikContext<Record<keyof CatalogueChoices, string>>();
  if (!company)
    return (
      <p className="small text-body-secondary mb-0">
        Choose an organization first: its catalogues are offered here.
      </p>
    );
  if (flow.status === 'failed')
    return (
      <p className="small text-danger mb-0" role="alert">
        The catalogues could not be loaded: {flow.error}
      </p>
    );
  if (!choices)
    return (
      <p className="small text-body-secondary mb-0" aria-busy="true">
        Loading the catalogues…
      </p>
    );
  return (
    <div className="row g-3">
      {PICKERS.map(({ place, label, manage, empty, add }) => {
        const options = optionsOf(choices[place]);
        const selected = current[place];
        if (selected && !options.some((option) => option.value === selected))
          options.push({ value: selected, label: '(removed)' });
        return (
          <div className="col-md-6" key={place}>
            <SelectField
              name={place}
              label={label}
              placeholder="None"
              options={options}
              help={
                options.length === 0 ? (
                  <>
                    {empty} <Link to={manage}>{add}</Link>.
                  </>
                ) : undefined
              }
            />
          </div>
        );
      })}
    </div>
  );
}
