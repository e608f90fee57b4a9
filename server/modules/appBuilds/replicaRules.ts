import {
  deepLinkProblem,
  type ReplicaBuild,
  type ReplicaBuildBody,
} from '../../../contract/appBuilds';
import { AppError, notFound } from '../../lib/errors';
import { filled, invalidField } from './buildRules';
import type { ReplicaWrite } from './replicaRepository';

/** The build the repository found, or the 404 for none in scope. */
export function replicaFound(item: ReplicaBuild | undefined): ReplicaBuild {
  if (!item) throw notFound('Replica build');
  return item;
}

/** The body with its name and deep link trimmed: a blank name or a bad deep link is refused. */
export function checkedReplicaBody(body: ReplicaBuildBody): ReplicaBuildBody {
  const checked = { ...body };
  if (body.name !== undefined) checked.name = filled('name', body.name);
  if (body.deepLink !== undefined) {
    const deepLink = body.deepLink.trim();
    const problem = deepLinkProblem(deepLink);
    if (problem) throw invalidField('deepLink', problem);
    checked.deepLink = deepLink;
  }
  return checked;
}

/** A write's answer: the build, 409 for a name taken, 400 for another company's channel, 404. */
export function replicaWritten(write: ReplicaWrite): ReplicaBuild {
  if (write && 'refused' in write) {
    throw write.refused === 'name_taken'
      ? new AppError(
          'error_replica_build_exists',
          'A replica build with this name already exists.',
          [{ field: 'name', message: 'is already used' }],
        )
      : invalidField('channels', "names a channel that is not the organization's");
  }
  return replicaFound(write);
}
