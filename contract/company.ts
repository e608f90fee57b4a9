import { Type, type Static } from '@sinclair/typebox';
import { AdminMenuItem, FeaturedLink } from './auth';
import { Flag, Success } from './common';

/** SPEC.md section 3, "Company list item". */
export const CompanyListItem = Type.Object({
  companyID: Type.String(),
  name: Type.String(),
  isActive: Flag,
  adminMenu: Type.Array(AdminMenuItem),
  featuredLinks: Type.Array(FeaturedLink),
});
export type CompanyListItem = Static<typeof CompanyListItem>;

export const CompanyListResponse = Success(Type.Array(CompanyListItem));
export type CompanyListResponse = Static<typeof CompanyListResponse>;

/** A channel setting read by name, such as the channel admin's 'menu-color'. */
export const SettingValueResponse = Success(
  Type.Object({ name: Type.String(), value: Type.Union([Type.String(), Type.Null()]) }),
);
export type SettingValueResponse = Static<typeof SettingValueResponse>;
