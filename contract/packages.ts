import { Type, type Static } from '@sinclair/typebox';
import { FreeText, Success } from './common';

/** SPEC.md section 3, "Package (member benefit)". */
export const Package = Type.Object({
  _id: Type.String(),
  package_name: Type.String(),
  benefits_description: Type.String(),
  companyID: Type.String(),
  dateCreated: Type.String(),
});
export type Package = Static<typeof Package>;

export const PackageBody = Type.Object({
  package_name: Type.String({ minLength: 1, maxLength: 100 }),
  benefits_description: Type.Optional(FreeText({ maxLength: 2000 })),
});
export type PackageBody = Static<typeof PackageBody>;

export const PackageResponse = Success(Package);
export type PackageResponse = Static<typeof PackageResponse>;
export const PackageListResponse = Success(Type.Array(Package));
export type PackageListResponse = Static<typeof PackageListResponse>;
export const PackageDeleteResponse = Success(Type.Object({ _id: Type.String() }));
export type PackageDeleteResponse = Static<typeof PackageDeleteResponse>;
