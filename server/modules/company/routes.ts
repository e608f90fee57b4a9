import { Type } from '@sinclair/typebox';
import { PublicCompanyResponse } from '../../../contract/auth';
import { ErrorResponse, SuccessOnly, authErrors } from '../../../contract/common';
import {
  CompanyListResponse,
  CompanyResponse,
  CompanySettingsBody,
  CompanyStatusBody,
  CreateCompanyBody,
  FAVICON_MAX_BYTES,
  FeaturedLinksBody,
  LOGO_MAX_BYTES,
  LastCompanyNumberResponse,
  UpdateCompanyBody,
} from '../../../contract/company';
import type { DomainRoutes } from '../../domains';
import { notFound } from '../../lib/errors';
import { scopeOf } from '../../plugins/tenancy';
import {
  ANY_ADMIN,
  ORGANISATION_ADMINS,
  PLATFORM_ADMINS,
  PUBLIC,
  type RouteAccess,
} from '../../plugins/routeAccess';
import { readBrandingForm } from './brandingForm';
import { deliveryRulesRoutes } from './deliveryRulesRoutes';
import { fileRoutes } from './fileRoutes';

const tags = ['company'];
const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
const platformOnly: RouteAccess = { admins: PLATFORM_ADMINS, key: 'company', messagingOnly: false };
const ownSettings: RouteAccess = {
  admins: ORGANISATION_ADMINS,
  key: 'CompanySettings',
  messagingOnly: false,
};
const writeErrors = { ...authErrors, 409: ErrorResponse, 413: ErrorResponse, 415: ErrorResponse };

const FORM = `multipart/form-data: the JSON body in the field "data", and optionally a logo (up to ${
  LOGO_MAX_BYTES / 1024
} KB) in the field "logo" and a favicon (up to ${
  FAVICON_MAX_BYTES / 1024
} KB) in the field "favicon": PNG, JPEG, WebP, ICO or SVG by their content (SVG is stored sanitised); anything else answers 400 error_image_type, a larger file 413 error_image_too_large.`;

/** SPEC.md section 7, "Company": organisations, their status, settings and branding. */
export const companyRoutes: DomainRoutes = (app, repositories, done) => {
  const { company } = repositories;

  app.get(
    '/company',
    {
      config: { access: { admins: ANY_ADMIN } },
      schema: {
        tags,
        summary: 'Organisations in your scope, sorted by name (all of them for a platform admin)',
        response: { 200: CompanyListResponse, ...authErrors },
      },
    },
    async (request) => ({ success: true as const, data: await company.list(scopeOf(request)) }),
  );

  app.get(
    '/company/number/last_company_number',
    {
      config: { access: platformOnly },
      schema: {
        tags,
        summary: 'The highest company number given so far (0 before the first)',
        response: { 200: LastCompanyNumberResponse, ...authErrors },
      },
    },
    async () => ({
      success: true as const,
      data: { companyNumber: await company.lastCompanyNumber() },
    }),
  );

  app.get(
    '/company/:id',
    {
      config: { access: { admins: ORGANISATION_ADMINS, key: 'company', messagingOnly: false } },
      schema: {
        tags,
        summary: 'An organisation by its companyID, every field (a company admin: their own only)',
        params: IdParams,
        response: { 200: CompanyResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await company.get(scopeOf(request), request.params.id),
    }),
  );

  app.post(
    '/company',
    {
      config: { access: platformOnly },
      schema: {
        tags,
        summary: 'Create an organisation with its branding',
        description: `${FORM} The companyID is a slug (lower-case letters, digits, hyphens) that no other organisation has (409 error_company_id_taken) and that is no console or API path word (400 error_company_id_reserved).`,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: CompanyResponse, ...writeErrors },
      },
    },
    async (request) => {
      const { body, images } = await readBrandingForm(request, CreateCompanyBody, {
        images: true,
      });
      return { success: true as const, data: await company.create(body, images) };
    },
  );

  app.put(
    '/company/:id',
    {
      config: { access: platformOnly },
      schema: {
        tags,
        summary: 'Change an organisation and its branding (the fields sent change)',
        description: `${FORM} removeLogo or removeFavicon drops the stored image. The companyID never changes.`,
        consumes: ['multipart/form-data', 'application/json'],
        params: IdParams,
        response: { 200: CompanyResponse, ...writeErrors },
      },
    },
    async (request) => {
      const { body, images } = await readBrandingForm(request, UpdateCompanyBody, {
        images: true,
      });
      return {
        success: true as const,
        data: await company.update(request.params.id, body, images),
      };
    },
  );

  app.put(
    '/company/status/:id',
    {
      config: { access: platformOnly },
      schema: {
        tags,
        summary: 'Activate (1) or deactivate (0) an organisation',
        description:
          "A deactivated organisation's admins cannot sign in (inactive_cp_user) and their sessions end; its scheduled, recurring and sequence sends pause.",
        params: IdParams,
        body: CompanyStatusBody,
        response: { 200: CompanyResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await company.setStatus(request.params.id, request.body.status),
    }),
  );

  app.delete(
    '/company/:id',
    {
      config: { access: platformOnly },
      schema: {
        tags,
        summary: 'Delete an organisation',
        description:
          'An active organisation that has admins, channels, app users or messages is refused (409 error_company_has_data): deactivate it first. A deactivated one is deleted with all its data, in one transaction.',
        params: IdParams,
        response: { 200: SuccessOnly, ...authErrors, 409: ErrorResponse },
      },
    },
    async (request) => {
      await company.remove(request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/company-settings/:id',
    {
      config: { access: ownSettings },
      schema: {
        tags,
        summary: "An organisation's settings and branding (a company admin: their own only)",
        params: IdParams,
        response: { 200: CompanyResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await company.settings(scopeOf(request), request.params.id),
    }),
  );

  app.post(
    '/company-settings',
    {
      config: { access: ownSettings },
      schema: {
        tags,
        summary:
          "Save your organisation's settings and branding (a platform admin: the chosen one)",
        description: `JSON, or ${FORM} The organisation is the scope's: a company admin's own, a platform admin's chosen in the company header.`,
        consumes: ['application/json', 'multipart/form-data'],
        response: { 200: CompanyResponse, ...writeErrors },
      },
    },
    async (request) => {
      const { body, images } = await readBrandingForm(request, CompanySettingsBody, {
        images: true,
      });
      return {
        success: true as const,
        data: await company.saveSettings(scopeOf(request), body, images),
      };
    },
  );

  app.put(
    '/company-settings/featured-links',
    {
      config: { access: ownSettings },
      schema: {
        tags,
        summary: "Replace your organisation's featured links",
        description:
          'multipart/form-data with the JSON { featuredLinks: [{ name, url }] } in the field "data" (JSON is read too).',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: CompanyResponse, ...writeErrors },
      },
    },
    async (request) => {
      const { body } = await readBrandingForm(request, FeaturedLinksBody, { images: false });
      return {
        success: true as const,
        data: await company.saveFeaturedLinks(scopeOf(request), body.featuredLinks),
      };
    },
  );

  /** What the company login page shows before anyone signs in: name, logo and colours only. */
  app.get(
    '/public/company/:id',
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: "A company's public branding for its login page",
        params: IdParams,
        response: { 200: PublicCompanyResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const branding = await company.publicBranding(request.params.id);
      if (!branding) throw notFound('Organization');
      return { success: true as const, data: branding };
    },
  );

  void app.register(fileRoutes, repositories);
  void app.register(deliveryRulesRoutes, repositories);
  done();
};
