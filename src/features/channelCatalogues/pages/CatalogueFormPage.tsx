import { useEffect, useState } from 'react';
import Card from 'react-bootstrap/Card';
import { useNavigate, useParams } from 'react-router-dom';
import type {
  CatalogueBody,
  CatalogueItem,
  CatalogueKind,
} from '../../../../contract/channelCatalogues';
import { failureOf } from '../../../state/createApiThunk';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { LoadError } from '../../../components/ui/LoadError';
import { NotFoundPage } from '../../../components/ui/NotFoundPage';
import { PageLoading } from '../../../components/ui/PageLoading';
import { notify } from '../../../lib/notify';
import { CATALOGUE_KIND_INFO } from '../catalogueKinds';
import {
  catalogueFlowsCleared,
  selectAssigningCategory,
  selectCatalogue,
  selectCataloguesFlow,
  selectCurrentCatalogueItem,
} from '../channelCataloguesSlice';
import {
  fetchCatalogue,
  fetchCatalogueItem,
  saveCatalogueItem,
  setCategoryGroup,
} from '../channelCataloguesThunks';
import { CatalogueForm, type CatalogueValues } from '../components/CatalogueForm';
import { KEEP_IMAGE } from '../../../components/form/ImageField';
import '../components/Catalogues.css';
import { GroupCategories } from '../components/GroupCategories';

const NEW_VALUES: CatalogueValues = { name: '', description: '', image: KEEP_IMAGE };

const valuesOf = (item: CatalogueItem): CatalogueValues => ({
  name: item.name,
  description: item.description,
  image: KEEP_IMAGE,
});

/**
 * /{kind}/create and /{kind}/edit/{id}: one catalogue row's details. Any other action is not a
 * page. A group's edit page also lists the categories to put in it.
 */
export function CatalogueFormPage({ kind }: { kind: CatalogueKind }) {
  const info = CATALOGUE_KIND_INFO[kind];
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { action, id } = useParams();
  const editing = action === 'edit' && Boolean(id);
  const valid = (action === 'create' && !id) || editing;
  const item = useAppSelector(selectCurrentCatalogueItem);
  const categories = useAppSelector((state) => selectCatalogue(state, 'category')) ?? null;
  const assigning = useAppSelector(selectAssigningCategory);
  const getFlow = useAppSelector((state) => selectCataloguesFlow(state, 'get'));
  const saveFlow = useAppSelector((state) => selectCataloguesFlow(state, 'save'));
  const assignFlow = useAppSelector((state) => selectCataloguesFlow(state, 'assign'));
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    if (!editing || !id) return;
    const request = dispatch(fetchCatalogueItem({ kind, id }));
    return () => request.abort();
  }, [dispatch, kind, editing, id, reloads]);

  useEffect(() => {
    if (!editing || kind !== 'group') return;
    const request = dispatch(fetchCatalogue('category'));
    return () => request.abort();
  }, [dispatch, kind, editing]);

  useEffect(
    () => () => {
      dispatch(catalogueFlowsCleared());
    },
    [dispatch],
  );

  if (!valid) return <NotFoundPage />;

  const submit = async (values: CatalogueValues) => {
    const body: CatalogueBody = {
      name: values.name.trim(),
      description: values.description.trim(),
      ...(info.withImage && values.image.remove ? { removeImage: true } : {}),
    };
    const result = await dispatch(
      saveCatalogueItem({
        kind,
        id: editing ? (id ?? null) : null,
        body,
        image: info.withImage ? values.image.file : null,
      }),
    );
    if (result.meta.requestStatus === 'rejected') return failureOf(result);
    notify.success(editing ? `${body.name} saved.` : `${body.name} created.`);
    void navigate(info.listPath);
  };

  const assign = async (category: CatalogueItem, inGroup: boolean) => {
    if (!item) return;
    const result = await dispatch(
      setCategoryGroup({ categoryId: category._id, groupId: inGroup ? item._id : null }),
    );
    if (setCategoryGroup.fulfilled.match(result)) {
      notify.success(
        inGroup
          ? `${category.name} is now in ${item.name}.`
          : `${category.name} left ${item.name}.`,
      );
    }
  };

  const title = editing ? (item ? `Edit ${item.name}` : `Edit ${info.item}`) : `New ${info.item}`;
  return (
    <div className="container-fluid py-4">
      <header className="mb-4">
        <h1 className="h3 mb-1">{title}</h1>
        <p className="text-body-secondary mb-0">{info.description}</p>
      </header>
      <Card className="shadow-sm catalogue-form-card">
        <Card.Body className="p-4">
          {editing && getFlow.status === 'failed' ? (
            <LoadError message={getFlow.error} onRetry={() => setReloads((count) => count + 1)} />
          ) : editing && !item ? (
            <PageLoading label={`Loading the ${info.item}…`} />
          ) : (
            <CatalogueForm
              key={item?._id ?? 'new'}
              info={info}
              initialValues={item ? valuesOf(item) : NEW_VALUES}
              storedImage={item?.image ?? null}
              submitLabel={editing ? `Save ${info.item}` : `Create ${info.item}`}
              saving={saveFlow.status === 'loading'}
              onSubmit={submit}
            />
          )}
        </Card.Body>
      </Card>
      {kind === 'group' && editing && item && (
        <Card className="shadow-sm catalogue-form-card mt-4">
          <Card.Body className="p-4">
            <h2 className="h5 mb-1">Categories in this group</h2>
            <p className="text-body-secondary">
              A category belongs to one group at most. Changes save as you switch.
            </p>
            <GroupCategories
              group={item}
              categories={categories}
              assigning={assigning}
              error={assignFlow.status === 'failed' ? assignFlow.error : null}
              onChange={(category, inGroup) => void assign(category, inGroup)}
            />
          </Card.Body>
        </Card>
      )}
    </div>
  );
}

export const CategoryFormPage = () => <CatalogueFormPage kind="category" />;
export const TypeFormPage = () => <CatalogueFormPage kind="type" />;
export const GroupFormPage = () => <CatalogueFormPage kind="group" />;
export const UnionTypeFormPage = () => <CatalogueFormPage kind="unionType" />;
