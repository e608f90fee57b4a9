import type { Database } from '../client';
import {
  auxiliaryBuilds,
  provisioningRequests,
  replicaBuildChannels,
  replicaBuilds,
} from '../schema/appBuilds';
import { createDatabaseFileStore } from '../../providers/storage/databaseFileStore';
import { tilePng } from './brandingImages';
import type { SeededCompany } from './companies';

const HOUR = 60 * 60 * 1000;

/**
 * The demo's app builds: acme has one replica build carrying two of its channels, one auxiliary
 * build in progress and one provisioning request; globex a replica build with no channel yet.
 * No secret is seeded: the seed has no secret box, and an unset key shows as such.
 */
export async function seedAppBuilds(db: Database, seeded: SeededCompany[]): Promise<void> {
  const acme = seeded.find((company) => company.slug === 'acme');
  const globex = seeded.find((company) => company.slug === 'globex');
  if (!acme || !globex) return;
  const files = createDatabaseFileStore(db);
  const icon = await files.put({
    companyId: acme.id,
    contentType: 'image/png',
    bytes: tilePng(128, '#0f766e'),
  });

  const [acmeBuild] = await db
    .insert(replicaBuilds)
    .values({
      companyId: acme.id,
      name: 'Acme Members',
      iosVersion: '4.2.0',
      androidVersion: '4.2.1',
      iosAppUrl: 'https://apps.apple.com/app/acme-members/id1444000001',
      androidAppUrl: 'https://play.google.com/store/apps/details?id=org.acme.members',
      deepLink: 'acmemembers://open',
      iconFileId: icon,
    })
    .returning({ id: replicaBuilds.id });
  if (!acmeBuild) throw new Error('the demo replica build was not stored');
  await db.insert(replicaBuildChannels).values([
    { buildId: acmeBuild.id, channelId: acme.channels.PRIMARY },
    { buildId: acmeBuild.id, channelId: acme.channels.HYBRID },
  ]);
  await db.insert(replicaBuilds).values({
    companyId: globex.id,
    name: 'Globex Classroom',
    iosVersion: '1.0.3',
    androidVersion: '1.0.3',
    deepLink: 'globexclassroom://open',
  });

  const now = Date.now();
  await db.insert(auxiliaryBuilds).values({
    companyId: acme.id,
    appName: 'Acme Conference 2026',
    purpose: 'A separate app for this year’s conference: programme, venues and live updates.',
    ios: true,
    android: true,
    iosBundleId: 'org.acme.conference',
    androidPackage: 'org.acme.conference',
    contactName: 'Dana Whitfield',
    contactEmail: 'dana.whitfield@acme.test',
    status: 'in_progress',
    dateCreated: new Date(now - 9 * 24 * HOUR),
    dateUpdated: new Date(now - 2 * 24 * HOUR),
  });
  await db.insert(provisioningRequests).values({
    companyId: acme.id,
    organizationName: 'Acme Retail Workers Local 12',
    appName: 'Local 12 Members',
    ios: true,
    android: true,
    iosBundleId: 'org.acme.local12',
    androidPackage: 'org.acme.local12',
    contactName: 'Marcus Oyelaran',
    contactEmail: 'marcus.oyelaran@local12.example',
    contactPhone: '+1 555 0142',
    notes: 'We would like the app live before our membership drive in the spring.',
    dateCreated: new Date(now - 3 * 24 * HOUR),
    dateUpdated: new Date(now - 3 * 24 * HOUR),
  });
}
