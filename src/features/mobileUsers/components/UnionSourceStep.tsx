import { useAppSelector } from '../../../state/hooks';
import {
  selectChosenCompany,
  selectIsChannelAdmin,
  selectSessionUser,
} from '../../../state/session';

/** Where the member list comes from, before it is read: the organisation (and channel) in view. */
export function UnionSourceStep() {
  const user = useAppSelector(selectSessionUser);
  const chosen = useAppSelector(selectChosenCompany);
  const channelAdmin = useAppSelector(selectIsChannelAdmin);
  const organization = chosen.name ?? user?.company?.name ?? user?.companyID ?? 'your organization';
  return (
    <>
      <p>
        We read the union&apos;s member list and compare it with your app users. You see every
        change before anything is written.
      </p>
      <dl className="row mb-0">
        <dt className="col-sm-4">Organization</dt>
        <dd className="col-sm-8">{organization}</dd>
        {channelAdmin && (
          <>
            <dt className="col-sm-4">Channel</dt>
            <dd className="col-sm-8">
              {user?.cpName ?? 'Your channel'}: new members follow this channel
            </dd>
          </>
        )}
        <dt className="col-sm-4">Member list</dt>
        <dd className="col-sm-8">The union&apos;s membership records for this organization</dd>
      </dl>
    </>
  );
}
