import { shell, type DeclaredRoute } from '../../routes/declareRoute';

interface Catalogue<Id extends string, ItemId extends string, Parent extends string> {
  /** The list route's id; its forms are `<itemId>Create` and `<itemId>Edit`. */
  id: Id;
  itemId: ItemId;
  name: string;
  item: string;
  listPath: string;
  formPath: string;
  key: 'cpGroups' | 'cpCategories' | 'cpTypes' | 'cpUnionType';
  parent?: Parent;
  list: DeclaredRoute<Id>['page'];
  form: DeclaredRoute<Id>['page'];
}

/** A catalogue's list, create and edit routes. */
function catalogue<Id extends string, ItemId extends string, Parent extends string = never>({
  id,
  itemId,
  name,
  item,
  listPath,
  formPath,
  key,
  parent,
  list,
  form,
}: Catalogue<Id, ItemId, Parent>) {
  return [
    shell<Id, Parent>({
      id,
      name,
      path: listPath,
      // SPEC.md section 2: the channel-group list is guarded by cpTypes, its forms by cpGroups.
      accessKeys: [key === 'cpGroups' ? 'cpTypes' : key],
      page: list,
      ...(parent ? { parent } : {}),
    }),
    shell({
      id: `${itemId}Create` as const,
      name: `Create ${item}`,
      path: `${formPath}/:action`,
      accessKeys: [key],
      parent: id,
      page: form,
    }),
    shell({
      id: `${itemId}Edit` as const,
      name: `Edit ${item}`,
      path: `${formPath}/:action/:id`,
      accessKeys: [key],
      parent: id,
      page: form,
    }),
  ];
}

const catalogueList = () => import('./pages/CataloguePage');
const catalogueForm = () => import('./pages/CatalogueFormPage');

/** Channel groups, categories, types and union types: list, create and edit. */
export const channelCatalogueRoutes = [
  ...catalogue({
    id: 'channelGroups',
    itemId: 'channelGroup',
    name: 'Channel Groups',
    item: 'Channel Group',
    listPath: '/content-provider/groups',
    formPath: '/groups',
    key: 'cpGroups',
    list: () => catalogueList().then((m) => m.GroupsPage),
    form: () => catalogueForm().then((m) => m.GroupFormPage),
  }),
  ...catalogue({
    id: 'channelCategories',
    itemId: 'channelCategory',
    name: 'Channel Categories',
    item: 'Channel Category',
    listPath: '/content-provider/categories',
    formPath: '/categories',
    key: 'cpCategories',
    list: () => catalogueList().then((m) => m.CategoriesPage),
    form: () => catalogueForm().then((m) => m.CategoryFormPage),
  }),
  ...catalogue({
    id: 'channelTypes',
    itemId: 'channelType',
    name: 'Channel Types',
    item: 'Channel Type',
    listPath: '/content-provider/types',
    formPath: '/types',
    key: 'cpTypes',
    list: () => catalogueList().then((m) => m.TypesPage),
    form: () => catalogueForm().then((m) => m.TypeFormPage),
  }),
  ...catalogue({
    id: 'unionTypes',
    itemId: 'unionType',
    name: 'Union Types',
    item: 'Union Type',
    listPath: '/content-provider/union-types',
    formPath: '/union-types',
    key: 'cpUnionType',
    // No menu entry (SPEC.md section 2 lists none): the Channel Types page links to it.
    parent: 'channelTypes',
    list: () => catalogueList().then((m) => m.UnionTypesPage),
    form: () => catalogueForm().then((m) => m.UnionTypeFormPage),
  }),
];
