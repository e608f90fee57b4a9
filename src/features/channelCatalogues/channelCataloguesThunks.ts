import type { CatalogueBody, CatalogueKind } from '../../../contract/channelCatalogues';
import { createApiThunk } from '../../state/createApiThunk';
import { selectCompanyInView } from '../../state/session';
import * as api from './channelCataloguesApi';

export const fetchCatalogue = createApiThunk(
  'channelCatalogues/fetchCatalogue',
  async (kind: CatalogueKind, { signal, getState }) => ({
    kind,
    items: await api.fetchCatalogue(kind, selectCompanyInView(getState()), signal),
  }),
);

export const fetchCatalogueItem = createApiThunk(
  'channelCatalogues/fetchCatalogueItem',
  ({ kind, id }: { kind: CatalogueKind; id: string }, { signal }) =>
    api.fetchCatalogueItem(kind, id, signal),
);

export interface CatalogueWrite {
  kind: CatalogueKind;
  /** null: create. */
  id: string | null;
  body: CatalogueBody;
  image: File | null;
}

export const saveCatalogueItem = createApiThunk(
  'channelCatalogues/saveCatalogueItem',
  ({ kind, id, body, image }: CatalogueWrite) =>
    id
      ? api.updateCatalogueItem(kind, id, body, image)
      : api.createCatalogueItem(kind, body, image),
);

export const deleteCatalogueItem = createApiThunk(
  'channelCatalogues/deleteCatalogueItem',
  async ({ kind, id }: { kind: CatalogueKind; id: string }) => ({
    kind,
    ...(await api.deleteCatalogueItem(kind, id)),
  }),
);

export const setCategoryGroup = createApiThunk(
  'channelCatalogues/setCategoryGroup',
  ({ categoryId, groupId }: { categoryId: string; groupId: string | null }) =>
    api.setCategoryGroup(categoryId, groupId),
);
