import { Type } from '@sinclair/typebox';
import {
  ReplicaBuildBody,
  ReplicaBuildListResponse,
  ReplicaBuildResponse,
} from '../../../contract/appBuilds';
import { ErrorResponse, authErrors } from '../../../contract/common';
import type { DomainRoutes } from '../../domains';
import { ORGANISATION_ADMINS, type RouteAccess } from '../../plugins/routeAccess';
import { scopeOf } from '../../plugins/tenancy';
import { companyForWrite, filled } from './buildRules';
import { ICON_FORM, readIconForm } from './iconForm';
import { checkedReplicaBody, replicaFound, replicaWritten } from './replicaRules';

const tags = ['app-builds'];
const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const access: RouteAccess = { admins: ORGANISATION_ADMINS, key: 'settings' };
const writeErrors = { ...authErrors, 409: ErrorResponse, 413: ErrorResponse, 415: ErrorResponse };
const FORM = `${ICON_FORM} The secrets (androidAPN, iosAPN, iosIAS, webAPIKey) are stored sealed and answered only as their last characters; one left out or empty keeps the stored one. \`channels\` lists every channel of the build (a channel in another build moves here). A name the company already uses answers 409 error_replica_build_exists.`;

/** SPEC.md section 7, "Settings": the company's replica (white-label) builds. */
export const replicaRoutes: DomainRoutes = (app, { appBuilds }, done) => {
  const { replica } = appBuilds;

  app.get(
    '/settings/replica-builds/all/company/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: "A company's replica builds with their channels, by name",
        description:
          "`id` is the companyID the console sends. A company admin gets its own company's whatever it says; a platform admin the named company's (404 when there is none), or every company's for `All`.",
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: ReplicaBuildListResponse, ...authErrors },
      },
    },
    async (request) => {
      const company = await appBuilds.companyForList(scopeOf(request), request.params.id);
      return { success: true as const, data: await replica.list(company) };
    },
  );

  app.get(
    '/settings/replica-builds/params/id/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'One replica build',
        params: IdParams,
        response: { 200: ReplicaBuildResponse, ...authErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: replicaFound(await replica.find(scopeOf(request), request.params.id)),
    }),
  );

  app.put(
    '/settings/replica-builds/update/params/id/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Change a replica build',
        description: `${FORM} removeIcon drops the stored icon.`,
        consumes: ['multipart/form-data', 'application/json'],
        params: IdParams,
        response: { 200: ReplicaBuildResponse, ...writeErrors },
      },
    },
    async (request) => {
      const { body, image } = await readIconForm(request, ReplicaBuildBody);
      const checked = checkedReplicaBody(body);
      return {
        success: true as const,
        data: replicaWritten(
          await replica.update(scopeOf(request), request.params.id, checked, image),
        ),
      };
    },
  );

  app.put(
    '/settings/channel/replica/build',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Create a replica build with its channels (a platform admin chooses a company)',
        description: FORM,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: ReplicaBuildResponse, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { body, image } = await readIconForm(request, ReplicaBuildBody);
      const scope = scopeOf(request);
      const companyId = companyForWrite(scope);
      const checked = checkedReplicaBody(body);
      const name = checked.name ?? filled('name', '');
      const data = replicaWritten(await replica.create(scope, companyId, name, checked, image));
      reply.status(201);
      return { success: true as const, data };
    },
  );
  done();
};
