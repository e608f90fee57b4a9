import { Type } from '@sinclair/typebox';
import { SETTING_NAMES } from '../../../contract/appSettings';
import {
  ConfigLevelParam,
  EXTERNAL_APIS,
  ExternalApiListResponse,
  PushcastBody,
  ResolvedSettingListResponse,
  ResolvedSettingResponse,
  SaveSettingBody,
  SettingNameParam,
  SettingParamResponse,
} from '../../../contract/appSettingsWire';
import { authErrors } from '../../../contract/common';
import { COMPANY_ID_PATTERN } from '../../../contract/company';
import type { DomainRoutes } from '../../domains';
import { fieldError } from '../../lib/errors';
import { readImageForm } from '../../plugins/imageForm';
import { ANY_ADMIN, ORGANISATION_ADMINS, type RouteAccess } from '../../plugins/routeAccess';
import { scopeOf } from '../../plugins/tenancy';
import { appConfigRoutes } from './appConfigRoutes';

const tags = ['settings'];
/** The app settings screens: a channel's admins for their channel, the organisation's for all. */
const settingsAccess: RouteAccess = { admins: ANY_ADMIN, key: 'settings' };
const companyAccess: RouteAccess = { admins: ORGANISATION_ADMINS, key: 'settings' };
const NAMES = `Names: ${SETTING_NAMES.join(', ')}; any other answers 404 error_setting_unknown.`;
const ChannelSettingsForm = Type.Object({
  settings: Type.Record(SettingNameParam, Type.Unknown(), { minProperties: 1, maxProperties: 12 }),
});

/** SPEC.md section 7, "Settings": the mobile app's named settings (contract/appSettings.ts). */
export const appSettingsRoutes: DomainRoutes = (app, repositories, done) => {
  const { settings } = repositories.appSettings;
  void app.register(appConfigRoutes, repositories);
  app.get(
    '/settings/all/company/:id',
    {
      config: { access: companyAccess },
      schema: {
        tags,
        summary: 'Every app setting of an organisation, with the level each value came from',
        description: '`id` is the companyID. Channel-only settings are left out.',
        params: Type.Object({ id: Type.String({ pattern: COMPANY_ID_PATTERN, maxLength: 40 }) }),
        response: { 200: ResolvedSettingListResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await settings.companySettings(scopeOf(request), request.params.id),
    }),
  );

  app.get(
    '/settings/:name/params/:param/:cpId/:companyId',
    {
      config: { access: settingsAccess },
      schema: {
        tags,
        summary: "One parameter of a setting's value for a channel (or the company)",
        description: `\`param\` is a field of the value, or \`all\` for the whole value; \`cpId\` a channel or \`company\`; \`companyId\` the companyID, which must be the channel's. ${NAMES}`,
        params: Type.Object({
          name: SettingNameParam,
          param: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9]{0,39}$' }),
          cpId: ConfigLevelParam,
          companyId: Type.String({ pattern: COMPANY_ID_PATTERN, maxLength: 40 }),
        }),
        response: { 200: SettingParamResponse, ...authErrors },
      },
    },
    async (request) => {
      const { name, param, cpId, companyId } = request.params;
      return {
        success: true as const,
        data: await settings.readParam(scopeOf(request), name, param, cpId, companyId),
      };
    },
  );

  app.get(
    '/settings/:name/:cpId',
    {
      config: { access: settingsAccess },
      schema: {
        tags,
        summary: 'One app setting of a channel (or the company), with the level it came from',
        description: `\`cpId\` is a channel, or \`company\`. A channel without its own value inherits the company's, then the default. ${NAMES}`,
        params: Type.Object({ name: SettingNameParam, cpId: ConfigLevelParam }),
        response: { 200: ResolvedSettingResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await settings.read(scopeOf(request), request.params.name, request.params.cpId),
    }),
  );

  app.post(
    '/settings/:name',
    {
      config: { access: settingsAccess },
      schema: {
        tags,
        summary: "Save an app setting's draft value, the company's or a channel's own",
        description: `With contentProviderID the channel's own value (a channel admin: its own channel, the default); without it the company's. A value outside the setting's schema answers 400 error_setting_invalid naming each field. Tags are trimmed and empty ones left out. ${NAMES}`,
        params: Type.Object({ name: SettingNameParam }),
        body: SaveSettingBody,
        response: { 200: ResolvedSettingResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await settings.save(
        scopeOf(request),
        request.params.name,
        request.body.contentProviderID,
        request.body.value,
      ),
    }),
  );

  app.delete(
    '/settings/auto-phone-number/:id',
    {
      config: { access: settingsAccess },
      schema: {
        tags,
        summary: 'Remove one number from the auto phone numbers',
        description: '`id` is the number’s _id in the auto-phone-number setting.',
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            data: Type.Object({ _id: Type.String() }),
          }),
          ...authErrors,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await settings.removePhoneNumber(scopeOf(request), request.params.id),
    }),
  );

  app.get(
    '/settings/custom-fields/cp-custom-fields/:id',
    {
      config: { access: settingsAccess },
      schema: {
        tags,
        summary: "A channel's custom fields (its own, or the company's it inherits)",
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        response: { 200: ResolvedSettingResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await settings.read(scopeOf(request), 'custom-fields', request.params.id),
    }),
  );

  app.put(
    '/settings/channel/:cpId',
    {
      config: { access: settingsAccess },
      schema: {
        tags,
        summary: "Save several of a channel's own settings at once",
        description:
          'multipart/form-data with the JSON { settings: { <name>: <value> } } in the field "data" (JSON is read too). All are saved or none.',
        consumes: ['multipart/form-data', 'application/json'],
        params: Type.Object({ cpId: Type.String({ format: 'uuid' }) }),
        response: { 200: ResolvedSettingListResponse, ...authErrors },
      },
    },
    async (request) => {
      const { body, image } = await readImageForm(request, ChannelSettingsForm, {
        imageBytes: 1,
        dataBytes: 256 * 1024,
      });
      if (image) throw fieldError('image', 'is not taken here');
      const scope = scopeOf(request);
      const saved = [];
      for (const [name, value] of Object.entries(body.settings)) {
        saved.push(await settings.save(scope, name, request.params.cpId, value));
      }
      return { success: true as const, data: saved };
    },
  );

  app.post(
    '/settings/channel/pushcast/setting',
    {
      config: { access: settingsAccess },
      schema: {
        tags,
        summary: "Save a channel's PushCast email switches",
        description: "The channel's 'pushcast' setting.",
        body: PushcastBody,
        response: { 200: ResolvedSettingResponse, ...authErrors },
      },
    },
    async (request) => {
      const { contentProviderID, ...value } = request.body;
      return {
        success: true as const,
        data: await settings.save(scopeOf(request), 'pushcast', contentProviderID, value),
      };
    },
  );

  app.get(
    '/settings/external-apis/all-apis',
    {
      config: { access: settingsAccess },
      schema: {
        tags,
        summary: 'The external services a channel may draw on',
        response: { 200: ExternalApiListResponse, ...authErrors },
      },
    },
    () => Promise.resolve({ success: true as const, data: [...EXTERNAL_APIS] }),
  );
  done();
};
