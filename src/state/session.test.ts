import { describe, expect, it } from 'vitest';
import type { Profile } from '../../contract/auth';
import { buildCompanyListItem, buildProfileCompany } from '../../tests/companyFactories';
import { buildProfile } from '../../tests/factories';
import { authSlice } from '../features/auth/authSlice';
import { companySlice, type CompanyState } from '../features/company/companySlice';
import {
  selectChannelInView,
  selectChosenCompany,
  selectCompanyInView,
  selectIsChannelAdmin,
  selectIsMessagingOnly,
  selectIsPlatformAdmin,
  selectOwnChannelID,
  selectSessionAdminColor,
  selectSessionMenuColor,
} from './session';
import { makeStore } from '../app/store';

function stateWith(
  user: Profile | null,
  company: Partial<CompanyState> = {},
  token: string | null = null,
) {
  return makeStore({
    auth: { ...authSlice.getInitialState(), token, user },
    company: { ...companySlice.getInitialState(), ...company },
  }).getState();
}

const tokenWith = (claims: object) => `header.${btoa(JSON.stringify(claims))}.signature`;

describe('session selectors', () => {
  it.each([2, 5])('take group %i as a channel admin with its own channel', (userGroup) => {
    const state = stateWith(buildProfile({ userGroup, contentProviderID: 'cp-7' }));

    expect(selectIsChannelAdmin(state)).toBe(true);
    expect(selectIsPlatformAdmin(state)).toBe(false);
    expect(selectOwnChannelID(state)).toBe('cp-7');
    expect(selectChannelInView(state)).toBe('cp-7');
  });

  it.each([1, 4])('give group %i no channel of its own', (userGroup) => {
    const state = stateWith(buildProfile({ userGroup, contentProviderID: 'cp-7' }));

    expect(selectIsChannelAdmin(state)).toBe(false);
    expect(selectIsPlatformAdmin(state)).toBe(userGroup === 1);
    expect(selectOwnChannelID(state)).toBeNull();
    expect(selectChannelInView(state)).toBe('all');
  });

  it('know nothing before the profile is in', () => {
    const state = stateWith(null);

    expect(selectIsChannelAdmin(state)).toBe(false);
    expect(selectIsPlatformAdmin(state)).toBe(false);
    expect(selectIsMessagingOnly(state)).toBe(false);
    expect(selectCompanyInView(state)).toBe('All');
  });

  it('tell the messaging-only mode', () => {
    const user = buildProfile({ adminPermissions: { permissions: 'messaging-only' } });
    expect(selectIsMessagingOnly(stateWith(user))).toBe(true);
  });

  it('work in the organisation chosen in the navbar, else the admin’s own', () => {
    const user = buildProfile({ userGroup: 1, companyID: 'All' });
    const companies = [buildCompanyListItem({ companyID: 'globex', name: 'Globex' })];

    expect(selectCompanyInView(stateWith(user))).toBe('All');
    const chosen = stateWith(user, { selectedCompanyID: 'globex', companies });
    expect(selectCompanyInView(chosen)).toBe('globex');
    expect(selectChosenCompany(chosen)).toEqual({ id: 'globex', name: 'Globex' });
  });

  it("take the company's admin colour, else the token's", () => {
    const token = tokenWith({ _id: 'a1', userGroup: 4, adminColor: '#7c2d12' });
    const company = buildProfileCompany({ adminColor: { color_hex: '#0f766e' } });

    expect(selectSessionAdminColor(stateWith(buildProfile({ company }), {}, token))).toBe(
      '#0f766e',
    );
    expect(selectSessionAdminColor(stateWith(buildProfile(), {}, token))).toBe('#7c2d12');
    expect(selectSessionAdminColor(stateWith(buildProfile()))).toBeNull();
  });

  it("colour a channel admin's menu by the channel, others' by the token", () => {
    const token = tokenWith({ _id: 'a1', userGroup: 2, menuColor: '#1e293b' });
    const channelAdmin = buildProfile({ userGroup: 2, contentProviderID: 'cp-7' });

    expect(selectSessionMenuColor(stateWith(channelAdmin, { menuColor: '#f1f5f9' }, token))).toBe(
      '#f1f5f9',
    );
    expect(selectSessionMenuColor(stateWith(channelAdmin, {}, token))).toBe('#1e293b');
    expect(selectSessionMenuColor(stateWith(buildProfile(), { menuColor: '#f1f5f9' }, token))).toBe(
      '#1e293b',
    );
  });
});
