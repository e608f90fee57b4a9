import type { AccessKey } from '../../../contract/accessKeys';
import type { CatalogueKind } from '../../../contract/channelCatalogues';
import type { ErrorCode } from '../../../contract/errorCodes';

/** What the one list page and the one form page need to know of each catalogue. */
export interface CatalogueKindInfo {
  kind: CatalogueKind;
  /** The list's title and its item: "Channel categories", "category". */
  title: string;
  item: string;
  description: string;
  icon: string;
  /** The console's list and form routes (SPEC.md section 2). */
  listPath: string;
  formPath: string;
  /** The API's list path (followed by the companyID) and single-item path (followed by the id). */
  apiList: string;
  apiItem: string;
  /** Created and changed with a multipart form that may carry an image. */
  withImage: boolean;
  accessKey: AccessKey;
  duplicateCode: ErrorCode;
}

export const CATALOGUE_KIND_INFO: Readonly<Record<CatalogueKind, CatalogueKindInfo>> = {
  category: {
    kind: 'category',
    title: 'Channel categories',
    item: 'category',
    description: 'What a channel is about: members browse the app’s channels by category.',
    icon: 'bi-tags',
    listPath: '/content-provider/categories',
    formPath: '/categories',
    apiList: '/content-provider/categories',
    apiItem: '/content-provider/categories/category',
    withImage: true,
    accessKey: 'cpCategories',
    duplicateCode: 'error_channel_category_exists',
  },
  type: {
    kind: 'type',
    title: 'Channel types',
    item: 'type',
    description: 'The form a channel takes, such as a newsletter or a podcast.',
    icon: 'bi-grid',
    listPath: '/content-provider/types',
    formPath: '/types',
    apiList: '/content-provider/types',
    apiItem: '/content-provider/types/type',
    withImage: true,
    accessKey: 'cpTypes',
    duplicateCode: 'error_channel_type_exists',
  },
  group: {
    kind: 'group',
    title: 'Channel groups',
    item: 'group',
    description: 'Sets of categories shown together in the app.',
    icon: 'bi-collection',
    listPath: '/content-provider/groups',
    formPath: '/groups',
    apiList: '/content-provider/groups',
    apiItem: '/content-provider/groups/group',
    withImage: true,
    accessKey: 'cpGroups',
    duplicateCode: 'error_channel_group_exists',
  },
  unionType: {
    kind: 'unionType',
    title: 'Union types',
    item: 'union type',
    description: 'The kind of union a channel serves, such as a trade or an industrial union.',
    icon: 'bi-diagram-3',
    listPath: '/content-provider/union-types',
    formPath: '/union-types',
    apiList: '/content-provider/union-type',
    apiItem: '/content-provider/union-type/type',
    withImage: false,
    accessKey: 'cpUnionType',
    duplicateCode: 'error_channel_union_type_exists',
  },
};

export const createPath = (info: CatalogueKindInfo) => `${info.formPath}/create`;
export const editPath = (info: CatalogueKindInfo, id: string) =>
  `${info.formPath}/edit/${encodeURIComponent(id)}`;
