import type { AutoLoginExchangeBody, LoginResponse } from '../../../contract/auth';
import { apiClient } from '../../lib/apiClient';

export type AutoLoginSession = LoginResponse['data'];

/** Trades a host's single-use autoLogin code for a session of this (embedded) console. */
export async function exchangeCode(body: AutoLoginExchangeBody): Promise<AutoLoginSession> {
  const response = await apiClient.post<LoginResponse>('/user/login/auto', body);
  return response.data.data;
}
