import type { AccessKey } from '../../../contract/accessKeys';
import type { ApiKey, ApiKeyBody, ApiKeyStatus, CreatedApiKey } from '../../../contract/apiKeys';
import type { Database } from '../../db/client';
import { fieldError, forbidden, notFound } from '../../lib/errors';
import type { Scope } from '../../plugins/tenancy';
import { createKeyAuthenticator } from './keyAuth';
import { createApiKeyRepository, type ApiKeyRead, type ApiKeyRow } from './repository';
import { newSecret, secretHash, shownPrefix } from './secrets';

/** The creator as the service needs them: who, and the access keys their role holds. */
export interface KeyCreator {
  id: string;
  accessKeys: readonly AccessKey[];
}

function statusOf(row: ApiKeyRow, now: Date): ApiKeyStatus {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function wire(read: ApiKeyRead, now: Date): ApiKey {
  const { row } = read;
  return {
    _id: row.id,
    name: row.name,
    prefix: row.prefix,
    companyID: read.companySlug,
    channelID: row.channelId,
    channelName: read.channelName,
    accessKeys: row.accessKeys,
    status: statusOf(row, now),
    createdBy: {
      _id: row.createdBy,
      name: `${read.creatorFirstName} ${read.creatorLastName}`.trim(),
    },
    createdAt: row.createdAt.toISOString(),
    expiresAt: iso(row.expiresAt),
    lastUsedAt: iso(row.lastUsedAt),
    revokedAt: iso(row.revokedAt),
  };
}

/** API keys: made by organisation admins, never carrying more than their creator holds. */
export function createApiKeyService(
  db: Database,
  deps: { config: { apiKeyCallsPerMinute: number } },
) {
  const repository = createApiKeyRepository(db);

  async function read(scope: Scope, id: string): Promise<ApiKey> {
    const found = await repository.find(scope, id);
    if (!found) throw notFound('API key');
    return wire(found, new Date());
  }

  return {
    authenticator: createKeyAuthenticator(db, deps.config.apiKeyCallsPerMinute),

    async list(scope: Scope): Promise<ApiKey[]> {
      const now = new Date();
      return (await repository.list(scope)).map((found) => wire(found, now));
    },

    async create(scope: Scope, creator: KeyCreator, body: ApiKeyBody): Promise<CreatedApiKey> {
      const beyond = body.accessKeys.filter((key) => !creator.accessKeys.includes(key));
      if (beyond.length > 0) {
        throw forbidden(
          `A key cannot carry more than you hold: your role does not include ${beyond
            .map((key) => `'${key}'`)
            .join(', ')}.`,
        );
      }
      const name = body.name.trim();
      if (!name) throw fieldError('name', 'must not be blank.');
      const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
      if (expiresAt && expiresAt.getTime() <= Date.now()) {
        throw fieldError('expiresAt', 'must be in the future.');
      }
      let channelId: string | null = null;
      if (body.channelID) {
        if (!scope.companyId) {
          throw fieldError('channelID', 'needs an organisation: choose one first.');
        }
        channelId = await repository.channelOf(scope.companyId, body.channelID);
        if (!channelId) throw notFound('Channel');
      }
      const secret = newSecret();
      const id = await repository.insert({
        companyId: scope.companyId,
        channelId,
        name,
        prefix: shownPrefix(secret),
        secretHash: secretHash(secret),
        accessKeys: body.accessKeys,
        createdBy: creator.id,
        expiresAt,
      });
      return { ...(await read(scope, id)), secret };
    },

    async revoke(scope: Scope, id: string): Promise<ApiKey> {
      // A key revoked already answers as it stands; another organisation's is not found.
      await repository.revoke(scope, id);
      return read(scope, id);
    },
  };
}

export type ApiKeyService = ReturnType<typeof createApiKeyService>;
