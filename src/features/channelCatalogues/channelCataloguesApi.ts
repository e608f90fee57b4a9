import type {
  CatalogueBody,
  CatalogueDeleteResponse,
  CatalogueItem,
  CatalogueItemResponse,
  CatalogueKind,
  CatalogueListResponse,
} from '../../../contract/channelCatalogues';
import { apiClient } from '../../lib/apiClient';
import { CATALOGUE_KIND_INFO } from './catalogueKinds';

const itemPath = (kind: CatalogueKind, id: string) =>
  `${CATALOGUE_KIND_INFO[kind].apiItem}/${encodeURIComponent(id)}`;

/** The body of a write: multipart (the JSON in "data", the image beside it) or JSON. */
function writeBody(kind: CatalogueKind, body: CatalogueBody, image: File | null) {
  if (!CATALOGUE_KIND_INFO[kind].withImage) {
    return { name: body.name, description: body.description };
  }
  const form = new FormData();
  form.append('data', JSON.stringify(body));
  if (image) form.append('image', image, image.name);
  return form;
}

export async function fetchCatalogue(
  kind: CatalogueKind,
  companyID: string,
  signal?: AbortSignal,
): Promise<CatalogueItem[]> {
  const path = `${CATALOGUE_KIND_INFO[kind].apiList}/${encodeURIComponent(companyID)}`;
  const response = await apiClient.get<CatalogueListResponse>(path, { signal });
  return response.data.data;
}

export async function fetchCatalogueItem(
  kind: CatalogueKind,
  id: string,
  signal?: AbortSignal,
): Promise<CatalogueItem> {
  const response = await apiClient.get<CatalogueItemResponse>(itemPath(kind, id), { signal });
  return response.data.data;
}

export async function createCatalogueItem(
  kind: CatalogueKind,
  body: CatalogueBody,
  image: File | null,
): Promise<CatalogueItem> {
  const response = await apiClient.post<CatalogueItemResponse>(
    CATALOGUE_KIND_INFO[kind].apiList,
    writeBody(kind, body, image),
  );
  return response.data.data;
}

export async function updateCatalogueItem(
  kind: CatalogueKind,
  id: string,
  body: CatalogueBody,
  image: File | null,
): Promise<CatalogueItem> {
  const response = await apiClient.put<CatalogueItemResponse>(
    itemPath(kind, id),
    writeBody(kind, body, image),
  );
  return response.data.data;
}

export async function deleteCatalogueItem(
  kind: CatalogueKind,
  id: string,
): Promise<CatalogueDeleteResponse['data']> {
  const response = await apiClient.delete<CatalogueDeleteResponse>(itemPath(kind, id));
  return response.data.data;
}

/** Puts a category in a group, or (null) in none. */
export async function setCategoryGroup(
  categoryId: string,
  groupId: string | null,
): Promise<CatalogueItem> {
  const response = await apiClient.put<CatalogueItemResponse>(
    `/content-provider/categories/category/group/${encodeURIComponent(categoryId)}`,
    { groupId },
  );
  return response.data.data;
}
