import type {
  Channel,
  CreateChannelBody,
  OwnChannelBody,
  UpdateChannelBody,
} from '../../../contract/channels';
import type { Database } from '../../db/client';
import type { ContentProviderRow } from '../../db/schema/channels';
import type { CheckedImage } from '../../lib/images';
import { AppError, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pgErrors';
import type { Scope } from '../../plugins/tenancy';
import { createDatabaseFileStore } from '../../providers/storage/databaseFileStore';
import { fileIdOf, filePath, type FileStore } from '../../providers/storage/fileStore';
import { fieldError } from '../../lib/errors';
import { createChannelRepository } from './repository';
import type { ChannelValues } from './channelRepository';

export interface ChannelServiceDeps {
  /** The file store over a database or a transaction (the database one joins the write). */
  fileStoreFor?: (db: Database) => FileStore;
}

const alreadyExists = () =>
  new AppError('error_cp_already_exist', 'Content provider already exist.');
const defaultTaken = () =>
  new AppError('error_already_have_default_channel', 'Organization already have default channel.');
const savingFailed = () => new AppError('error_saving_content_provider', 'Error saving channel.');

const trimmedOrNull = (value: string | null | undefined) => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};
const trimmedLinks = (links: readonly { name: string; url: string }[]) =>
  links.map((link) => ({ name: link.name.trim(), url: link.url.trim() }));

/** The columns a channel's own settings set; fields left out stay as they are. */
function ownValuesOf(body: OwnChannelBody): ChannelValues {
  const values: ChannelValues = {};
  if (body.contactName !== undefined) values.contactName = trimmedOrNull(body.contactName);
  if (body.email !== undefined) values.email = body.email?.trim().toLowerCase() ?? null;
  if (body.links !== undefined) values.links = trimmedLinks(body.links);
  if (body.featuredLinks !== undefined) values.featuredLinks = trimmedLinks(body.featuredLinks);
  if (body.menuColor !== undefined) values.menuColor = body.menuColor?.toLowerCase() ?? null;
  return values;
}

/** The columns a body sets; fields it leaves out stay as they are. */
function valuesOf(full: UpdateChannelBody): ChannelValues {
  const values = ownValuesOf(full);
  if (full.clientName !== undefined) values.clientName = full.clientName.trim();
  if (full.access_code !== undefined) values.accessCode = trimmedOrNull(full.access_code);
  if (full.inviteID !== undefined) values.inviteId = trimmedOrNull(full.inviteID);
  if (full.is_local !== undefined) values.isLocal = full.is_local;
  if (full.isCompanyDefault !== undefined) values.isCompanyDefault = full.isCompanyDefault;
  if (full.allowRegistration !== undefined) values.allowRegistration = full.allowRegistration;
  if (full.isForceFollowing !== undefined) values.isForceFollowing = full.isForceFollowing;
  if (full.enablePrivateVideo !== undefined) values.enablePrivateVideo = full.enablePrivateVideo;
  if (full.allowPushcastEmail !== undefined) values.allowPushcastEmail = full.allowPushcastEmail;
  if (full.requireEmailVerificationForPushcast !== undefined)
    values.requireEmailVerificationForPushcast = full.requireEmailVerificationForPushcast;
  if (full.unregisteredMemberMessaging !== undefined)
    values.unregisteredMemberMessaging = full.unregisteredMemberMessaging;
  if (full.resellerCode !== undefined) values.resellerCode = trimmedOrNull(full.resellerCode);
  if (full.partnerAccountNumber !== undefined)
    values.partnerAccountNumber = trimmedOrNull(full.partnerAccountNumber);
  if (full.revenueCollectionMode !== undefined)
    values.revenueCollectionMode = trimmedOrNull(full.revenueCollectionMode);
  if (full.replicaBuild !== undefined) values.replicaBuild = trimmedOrNull(full.replicaBuild);
  if (full.selectedExternalApis !== undefined)
    values.selectedExternalApis = [...new Set(full.selectedExternalApis.map((api) => api.trim()))];
  if (full.category !== undefined) values.categoryId = full.category;
  if (full.group !== undefined) values.groupId = full.group;
  if (full.type !== undefined) values.typeId = full.type;
  if (full.unionType !== undefined) values.unionTypeId = full.unionType;
  return values;
}

/**
 * Every column a duplicate copies: settings, flags and links, and whatever other columns the
 * channel has (the catalogue's places among them). Never its identity, number, followers,
 * plan, credits, usage or history; never the default flag.
 */
const NOT_COPIED = new Set<keyof ContentProviderRow>([
  'id',
  'companyId',
  'isActive',
  'image',
  'clientName',
  'channelNumber',
  'isCompanyDefault',
  'isDeleted',
  'dateCreated',
  'updatedAt',
  'userId',
  'inviteId',
  'accessCode',
  'pricePlan',
  'purchasedAppUsers',
  'purchasedAppUsersCost',
  'offAppTextCreditsMonth',
  'offAppTextCreditsUsedCurrentMonth',
  'purchasedOffAppTextCreditsRemaining',
  'autoAppUserBundles',
  'autoOffAppTextCreditBundles',
  'creditsMonth',
]);

function copiedValues(row: ContentProviderRow): ChannelValues {
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (!NOT_COPIED.has(key as keyof ContentProviderRow)) values[key] = value;
  }
  return values;
}

/** SPEC.md section 7, "Content providers": the channels, their rules and their images. */
export function createChannelService(db: Database, deps: ChannelServiceDeps = {}) {
  const repo = createChannelRepository(db);
  const fileStoreFor = deps.fileStoreFor ?? createDatabaseFileStore;

  async function found(scope: Scope, id: string): Promise<ContentProviderRow> {
    const row = await repo.row(scope, id);
    if (!row) throw notFound('Channel');
    return row;
  }

  async function answer(scope: Scope, id: string): Promise<Channel> {
    const item = await repo.item(scope, id);
    if (!item) throw notFound('Channel');
    return item;
  }

  /** The rules a channel's name and default flag keep within its company. */
  async function checkRules(companyId: string, values: ChannelValues, exceptId?: string) {
    if (
      values.clientName !== undefined &&
      (await repo.nameTaken(companyId, values.clientName, exceptId))
    )
      throw alreadyExists();
    if (values.isCompanyDefault === true && (await repo.hasDefault(companyId, exceptId)))
      throw defaultTaken();
    const foreign = await repo.foreignCataloguePlace(companyId, values);
    if (foreign) throw fieldError(foreign, "names no entry of the organization's catalogue");
  }

  /** A write the unique indexes refuse (two requests at once) answers as the rule would. */
  async function saving<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error, 'content_providers_company_name_idx')) throw alreadyExists();
      if (isUniqueViolation(error, 'content_providers_one_default_idx')) throw defaultTaken();
      if (isUniqueViolation(error, 'content_providers_company_number_idx')) throw savingFailed();
      throw error;
    }
  }

  /** Stores a new image (or drops the old one) and answers the image column's new value. */
  async function storeImage(
    row: Pick<ContentProviderRow, 'companyId' | 'image'>,
    image: CheckedImage | null,
    remove: boolean | undefined,
  ): Promise<{ image?: string | null; replaced: string | null }> {
    if (!image && remove !== true) return { replaced: null };
    const files = fileStoreFor(db);
    const replaced = fileIdOf(row.image);
    const stored = image ? filePath(await files.put({ companyId: row.companyId, ...image })) : null;
    return { image: stored, replaced };
  }

  return {
    ...repo,

    async get(scope: Scope, id: string): Promise<Channel> {
      return answer(scope, id);
    },

    async byAdmin(scope: Scope, adminId: string): Promise<Channel> {
      const channelId = await repo.channelIdOfAdmin(scope, adminId);
      if (!channelId) throw notFound('Channel');
      return answer(scope, channelId);
    },

    async create(
      scope: Scope,
      body: CreateChannelBody,
      image: CheckedImage | null,
    ): Promise<Channel> {
      let companyId: string | null = scope.companyId;
      if (scope.kind === 'platform' && body.companyID !== undefined) {
        companyId = await repo.companyBySlug(body.companyID);
        if (!companyId) throw fieldError('companyID', 'names no organization');
      }
      if (!companyId)
        throw fieldError('companyID', 'must name an organization: choose one in the navbar first');
      const values = { ...valuesOf(body), clientName: body.clientName.trim() };
      await checkRules(companyId, values);
      const row = await saving(() => repo.insert(companyId, { ...values, userId: scope.adminId }));
      if (image) {
        const { image: stored } = await storeImage(row, image, false);
        await repo.update(row.id, { image: stored ?? null });
      }
      return answer(scope, row.id);
    },

    async update(
      scope: Scope,
      id: string,
      body: UpdateChannelBody,
      image: CheckedImage | null,
    ): Promise<Channel> {
      const row = await found(scope, id);
      const values = valuesOf(body);
      await checkRules(row.companyId, values, row.id);
      const { image: stored, replaced } = await storeImage(row, image, body.removeImage);
      if (stored !== undefined) values.image = stored;
      await saving(() => repo.update(row.id, values));
      if (replaced) await fileStoreFor(db).delete(replaced);
      return answer(scope, row.id);
    },

    /** A channel's own settings: its contact, links and menu colour (JSON, no image). */
    async updateOwn(scope: Scope, id: string, body: OwnChannelBody): Promise<Channel> {
      const row = await found(scope, id);
      await repo.update(row.id, ownValuesOf(body));
      return answer(scope, row.id);
    },

    async duplicate(scope: Scope, id: string, clientName: string | undefined): Promise<Channel> {
      const row = await found(scope, id);
      let name = clientName?.trim();
      if (!name) {
        // "Name (copy)", then "Name (copy 2)"... the first free one.
        for (let n = 1; ; n += 1) {
          const candidate = `${row.clientName} (copy${n === 1 ? '' : ` ${n}`})`;
          if (!(await repo.nameTaken(row.companyId, candidate))) {
            name = candidate;
            break;
          }
        }
      } else if (await repo.nameTaken(row.companyId, name)) {
        throw alreadyExists();
      }
      // The copy gets its own stored image, so replacing either one's leaves the other's.
      const files = fileStoreFor(db);
      const imageId = fileIdOf(row.image);
      const file = imageId ? await files.get(imageId) : null;
      const image = file
        ? filePath(
            await files.put({
              companyId: row.companyId,
              contentType: file.contentType,
              bytes: file.bytes,
            }),
          )
        : row.image;
      const copy = await saving(() =>
        repo.insert(row.companyId, {
          ...copiedValues(row),
          clientName: name,
          image,
          isCompanyDefault: false,
          userId: scope.adminId,
        }),
      );
      return answer(scope, copy.id);
    },

    async setStatus(scope: Scope, id: string, status: 0 | 1): Promise<Channel> {
      const row = await found(scope, id);
      await repo.update(row.id, { isActive: status });
      return answer(scope, row.id);
    },

    /**
     * Deletes a channel: never the default; an active one only while it has no followers and
     * no messages (deactivate it first). See docs/decisions.md, "Channels".
     */
    async remove(scope: Scope, id: string): Promise<void> {
      const row = await found(scope, id);
      if (row.isCompanyDefault)
        throw new AppError(
          'error_default_channel_delete',
          "The organization's default channel cannot be deleted.",
        );
      if (row.isActive === 1) {
        const used = await repo.usage(row.id);
        if (used.followers > 0 || used.messages > 0)
          throw new AppError(
            'error_channel_in_use',
            'This channel still has followers or messages. Deactivate it first.',
          );
      }
      await repo.softDelete(row.id);
    },
  };
}

export type ChannelService = ReturnType<typeof createChannelService>;
