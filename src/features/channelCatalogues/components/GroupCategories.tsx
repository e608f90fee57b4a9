import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import type { CatalogueItem } from '../../../../contract/channelCatalogues';
import { CATALOGUE_KIND_INFO, createPath } from '../catalogueKinds';

interface GroupCategoriesProps {
  group: CatalogueItem;
  /** The organisation's categories, or null while they load. */
  categories: readonly CatalogueItem[] | null;
  /** The category whose move is under way, and where it goes. */
  assigning: { categoryId: string; groupId: string | null } | null;
  error: string | null;
  onChange: (category: CatalogueItem, inGroup: boolean) => void;
}

/** A group's categories: a switch per category of the organisation puts it in or takes it out. */
export function GroupCategories({
  group,
  categories,
  assigning,
  error,
  onChange,
}: GroupCategoriesProps) {
  if (categories === null) {
    return <p className="text-body-secondary mb-0">Loading the categories…</p>;
  }
  if (categories.length === 0) {
    return (
      <p className="text-body-secondary mb-0">
        There are no categories yet.{' '}
        <Link to={createPath(CATALOGUE_KIND_INFO.category)}>Create one</Link> to put it in this
        group.
      </p>
    );
  }
  return (
    <fieldset>
      <legend className="visually-hidden">Categories in {group.name}</legend>
      {error && (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      )}
      <ul className="list-unstyled mb-0">
        {categories.map((category) => {
          // A switch shows where it is going while the move is under way.
          const moving = assigning?.categoryId === category._id ? assigning : null;
          const inGroup = (moving ? moving.groupId : category.groupId) === group._id;
          const elsewhere = !inGroup && category.groupName ? category.groupName : null;
          return (
            <li key={category._id} className="py-2 border-bottom">
              <Form.Check
                type="switch"
                role="switch"
                id={`group-category-${category._id}`}
                checked={inGroup}
                disabled={assigning !== null}
                onChange={(event) => onChange(category, event.currentTarget.checked)}
                label={
                  <>
                    <span className="fw-medium">{category.name}</span>
                    {elsewhere && (
                      <span className="d-block small text-body-secondary">
                        Now in {elsewhere}: switching it on moves it here.
                      </span>
                    )}
                  </>
                }
              />
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
