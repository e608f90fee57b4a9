import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import { failureOf } from '../../../state/createApiThunk';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import {
  isChannelAdmin,
  roleOf,
  selectSessionProfileFailed,
  selectSessionUser,
} from '../../../state/session';
import { PageLoading } from '../../../components/ui/PageLoading';
import { notify } from '../../../lib/notify';
import { BillingCard, type BillingContactValues } from '../components/BillingCard';
import { ChangePasswordCard } from '../components/ChangePasswordCard';
import { PersonalDetailsCard, type PersonalDetails } from '../components/PersonalDetailsCard';
import '../components/Profile.css';
import { ProfileSummary } from '../components/ProfileSummary';
import { AuthenticatorCard } from '../components/AuthenticatorCard';
import { PasskeysCard } from '../components/PasskeysCard';
import { TwoFactorCard } from '../components/TwoFactorCard';
import {
  profileFlowsCleared,
  selectBillingFlow,
  selectDetailsFlow,
  selectPasswordFlow,
  selectTwoFactorFlow,
} from '../profileSlice';
import { changePassword, saveBillingContact, setTwoFactor, updateProfile } from '../profileThunks';

/** /user/profile. The shell loads the signed-in admin; this page edits them. */
export function ProfilePage() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const details = useAppSelector(selectDetailsFlow);
  const twoFactor = useAppSelector(selectTwoFactorFlow);
  const password = useAppSelector(selectPasswordFlow);
  const profileFailed = useAppSelector(selectSessionProfileFailed);
  const billing = useAppSelector(selectBillingFlow);

  useEffect(
    () => () => {
      dispatch(profileFlowsCleared());
    },
    [dispatch],
  );

  const saveDetails = async (values: PersonalDetails) => {
    const result = await dispatch(updateProfile(values));
    if (updateProfile.fulfilled.match(result)) notify.success('Your details have been saved.');
    return failureOf(result);
  };

  const savePassword = async (change: { currentPassword: string; password: string }) => {
    const result = await dispatch(changePassword(change));
    if (changePassword.fulfilled.match(result))
      notify.success('Password changed. Every other session has been signed out.');
    return failureOf(result);
  };

  const saveTwoFactor = async (enabled: boolean, currentPassword?: string) => {
    const result = await dispatch(
      setTwoFactor(currentPassword === undefined ? { enabled } : { enabled, currentPassword }),
    );
    const done = setTwoFactor.fulfilled.match(result);
    if (done) notify.success(enabled ? 'Two-factor sign-in is on.' : 'Two-factor sign-in is off.');
    return done;
  };

  const saveBilling = async (contact: BillingContactValues) => {
    const result = await dispatch(saveBillingContact(contact));
    if (saveBillingContact.fulfilled.match(result)) notify.success('The billing contact is saved.');
    return failureOf(result);
  };

  const removeBilling = async () => {
    const result = await dispatch(saveBillingContact(null));
    const removed = saveBillingContact.fulfilled.match(result);
    if (removed) notify.success('The billing contact is removed.');
    return removed;
  };

  return (
    <div className="container-fluid py-4">
      <h1 className="h3 mb-4">My profile</h1>
      {!user && profileFailed ? (
        <Alert variant="danger" role="alert">
          Your profile could not be loaded. Reload the page to try again.
        </Alert>
      ) : !user ? (
        <PageLoading label="Loading your profile…" />
      ) : (
        <div className="row g-4">
          <div className="col-12 col-xl-8 col-xxl-7">
            <ProfileSummary user={user} />
            <PersonalDetailsCard
              user={user}
              saving={details.status === 'loading'}
              onSave={saveDetails}
            />
            <TwoFactorCard
              email={user.email}
              enabled={user.twoFactorEnabled}
              saving={twoFactor.status === 'loading'}
              error={twoFactor.error}
              onSet={saveTwoFactor}
            />
            <AuthenticatorCard email={user.email} />
            <PasskeysCard />
            <ChangePasswordCard
              email={user.email}
              saving={password.status === 'loading'}
              onChange={savePassword}
            />
            {user.companyID !== 'All' && (
              <BillingCard
                user={user}
                editable={!isChannelAdmin(user) && roleOf(user).keys.includes('subscription')}
                saving={billing.status === 'loading'}
                error={billing.error}
                onSave={saveBilling}
                onRemove={removeBilling}
              />
            )}
          </div>
        </div>
      )}
    </div>
  );
}
