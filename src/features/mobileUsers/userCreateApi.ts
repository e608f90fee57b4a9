import type {
  CreateMobileUserBody,
  MobileUser,
  MobileUserResponse,
} from '../../../contract/mobileUsers';
import { apiClient } from '../../lib/apiClient';

/** One app user; a refusal answers `{ success: false, code, message, details }`. */
export async function createUser(body: CreateMobileUserBody): Promise<MobileUser> {
  const response = await apiClient.post<MobileUserResponse>('/user/mobile-users/create', body);
  return response.data.data;
}
