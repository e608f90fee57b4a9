import { useCallback, useEffect, useMemo, useState } from 'react';
import Card from 'react-bootstrap/Card';
import { useNavigate, useParams } from 'react-router-dom';
import { USER_GROUP } from '../../../../contract/adminGroups';
import { failureOf } from '../../../state/createApiThunk';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import {
  ALL_COMPANIES,
  selectCompanyInView,
  selectIsChannelAdmin,
  selectIsPlatformAdmin,
  selectSessionUser,
} from '../../../state/session';
import { LoadError } from '../../../components/ui/LoadError';
import { PageLoading } from '../../../components/ui/PageLoading';
import { notify } from '../../../lib/notify';
import { createBody, NEW_ADMIN, updateBody, valuesOf, type AdminValues } from '../adminForm';
import { adminName } from '../adminLabels';
import {
  adminFlowsCleared,
  selectAdminsFlow,
  selectChannelChoices,
  selectCompanyChoices,
  selectCurrentAdmin,
  selectRoles,
} from '../adminsSlice';
import {
  createAdmin,
  fetchAdmin,
  fetchChannelChoices,
  fetchCompanyChoices,
  updateAdmin,
} from '../adminsThunks';
import '../components/Admins.css';
import { AdminForm } from '../components/AdminForm';
import { fetchRoles } from '../roleThunks';

const PLATFORM_GROUPS = [USER_GROUP.platformAdmin, USER_GROUP.admin, 2, 5];
const COMPANY_GROUPS = [USER_GROUP.admin, 2, 5];

/** /user/admins/create and /user/admins/edit/:id: an admin's details, group and role. */
export function AdminFormPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { id } = useParams();
  const admin = useAppSelector(selectCurrentAdmin);
  const roles = useAppSelector(selectRoles);
  const companies = useAppSelector(selectCompanyChoices);
  const channels = useAppSelector(selectChannelChoices);
  const getFlow = useAppSelector((state) => selectAdminsFlow(state, 'get'));
  const saveFlow = useAppSelector((state) => selectAdminsFlow(state, 'save'));
  const isPlatformAdmin = useAppSelector(selectIsPlatformAdmin);
  const isChannelAdmin = useAppSelector(selectIsChannelAdmin);
  const companyInView = useAppSelector(selectCompanyInView);
  const self = useAppSelector(selectSessionUser);
  const [reloads, setReloads] = useState(0);
  const editing = Boolean(id);

  useEffect(() => {
    if (!id) return;
    const request = dispatch(fetchAdmin(id));
    return () => request.abort();
  }, [dispatch, id, reloads]);

  useEffect(() => {
    const request = dispatch(fetchRoles());
    return () => request.abort();
  }, [dispatch]);

  useEffect(() => {
    if (!isPlatformAdmin || editing) return;
    const request = dispatch(fetchCompanyChoices());
    return () => request.abort();
  }, [dispatch, isPlatformAdmin, editing]);

  useEffect(
    () => () => {
      dispatch(adminFlowsCleared());
    },
    [dispatch],
  );

  const loadChannels = useCallback(
    (companyID: string) => {
      if (!companyID || companyID === ALL_COMPANIES || isChannelAdmin) return;
      void dispatch(fetchChannelChoices(companyID));
    },
    [dispatch, isChannelAdmin],
  );

  // An admin being edited, or a company admin's new one: the channels of that organisation.
  const fixedCompany = admin?.companyID ?? (isPlatformAdmin ? null : companyInView);
  useEffect(() => {
    if (fixedCompany) loadChannels(fixedCompany);
  }, [fixedCompany, loadChannels]);

  const initialValues = useMemo<AdminValues>(() => {
    if (admin) return valuesOf(admin);
    const companyID = isPlatformAdmin
      ? companyInView === ALL_COMPANIES
        ? ''
        : companyInView
      : companyInView;
    // A channel admin's new admin is a sub-admin in its own group: the roles must fit that.
    const userGroup = isChannelAdmin && self ? String(self.userGroup) : NEW_ADMIN.userGroup;
    return { ...NEW_ADMIN, companyID, userGroup };
  }, [admin, isPlatformAdmin, isChannelAdmin, self, companyInView]);

  const submit = async (values: AdminValues) => {
    const result = admin
      ? await dispatch(updateAdmin({ id: admin._id, body: updateBody(values, initialValues) }))
      : await dispatch(createAdmin(createBody(values, isChannelAdmin)));
    if (result.meta.requestStatus === 'rejected') return failureOf(result);
    const name = `${values.firstname.trim()} ${values.lastname.trim()}`;
    notify.success(
      admin ? `${name} saved.` : `${name} created. An email with a sign-in link is on its way.`,
    );
    void navigate('/user/admins');
  };

  const noun = isChannelAdmin ? 'sub-admin' : 'admin';
  const title = editing ? (admin ? `Edit ${adminName(admin)}` : `Edit ${noun}`) : `New ${noun}`;
  return (
    <div className="container-fluid py-4">
      <header className="mb-4">
        <h1 className="h3 mb-1">{title}</h1>
        <p className="text-body-secondary mb-0">
          {editing
            ? 'Change their details, group or role. Changing the group or role, or deactivating them, signs them out at once.'
            : isChannelAdmin
              ? 'A sub-admin helps run your channel. They get an email to set their password.'
              : 'They get an email with a link to set their password, then sign in with their email.'}
        </p>
      </header>
      <Card className="shadow-sm admin-form-card">
        <Card.Body className="p-4">
          {editing && getFlow.status === 'failed' ? (
            <LoadError message={getFlow.error} onRetry={() => setReloads((count) => count + 1)} />
          ) : editing && !admin ? (
            <PageLoading label="Loading the admin…" />
          ) : (
            <AdminForm
              key={admin?._id ?? 'new'}
              initialValues={initialValues}
              submitLabel={editing ? 'Save admin' : `Create ${noun}`}
              saving={saveFlow.status === 'loading'}
              onSubmit={submit}
              editing={editing}
              companies={isPlatformAdmin && !editing ? companies : null}
              groups={isChannelAdmin ? null : isPlatformAdmin ? PLATFORM_GROUPS : COMPANY_GROUPS}
              channels={channels}
              roles={roles}
              self={admin !== null && admin._id === self?._id}
              onCompanyChange={isPlatformAdmin && !editing ? loadChannels : undefined}
            />
          )}
        </Card.Body>
      </Card>
    </div>
  );
}
