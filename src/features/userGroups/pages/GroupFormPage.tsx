import { useEffect, useState } from 'react';
import Card from 'react-bootstrap/Card';
import { useNavigate, useParams } from 'react-router-dom';
import type { UserGroup, UserGroupBody } from '../../../../contract/userGroups';
import { failureOf } from '../../../state/createApiThunk';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { LoadError } from '../../../components/ui/LoadError';
import { PageLoading } from '../../../components/ui/PageLoading';
import { notify } from '../../../lib/notify';
import '../components/Groups.css';
import { GroupForm, type GroupValues } from '../components/GroupForm';
import { channelFromPath } from '../groupPaths';
import { selectCurrentGroup, selectGroupsFlow, userGroupFlowsCleared } from '../userGroupsSlice';
import { createGroup, fetchGroup, updateGroup } from '../userGroupsThunks';

const NEW_GROUP: GroupValues = { name: '', description: '', type: 'private' };

const valuesOf = (group: UserGroup): GroupValues => ({
  name: group.name,
  description: group.description,
  type: group.type === 'public' ? 'public' : 'private',
});

/** /users/groups/create and /users/groups/:action/:cpID(/:groupID): a group's details. */
export function GroupFormPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { cpID, groupID } = useParams();
  const group = useAppSelector(selectCurrentGroup);
  const getFlow = useAppSelector((state) => selectGroupsFlow(state, 'get'));
  const saveFlow = useAppSelector((state) => selectGroupsFlow(state, 'save'));
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    if (!groupID) return;
    const request = dispatch(fetchGroup(groupID));
    return () => request.abort();
  }, [dispatch, groupID, reloads]);

  useEffect(
    () => () => {
      dispatch(userGroupFlowsCleared());
    },
    [dispatch],
  );

  const submit = async (values: GroupValues) => {
    const body: UserGroupBody = {
      name: values.name.trim(),
      description: values.description.trim(),
      type: values.type,
    };
    const result = groupID
      ? await dispatch(updateGroup({ id: groupID, body }))
      : await dispatch(createGroup({ ...body, cp_id: channelFromPath(cpID) }));
    if (result.meta.requestStatus === 'rejected') return failureOf(result);
    notify.success(groupID ? `${body.name} saved.` : `${body.name} created.`);
    void navigate('/users/groups');
  };

  const editing = Boolean(groupID);
  const title = editing ? (group ? `Edit ${group.name}` : 'Edit group') : 'New group';
  return (
    <div className="container-fluid py-4">
      <header className="mb-4">
        <h1 className="h3 mb-1">{title}</h1>
        <p className="text-body-secondary mb-0">
          {editing
            ? 'Change the group’s name, description or type. Its members stay.'
            : 'Name the group; add members from the users list afterwards.'}
        </p>
      </header>
      <Card className="shadow-sm group-form-card">
        <Card.Body className="p-4">
          {editing && getFlow.status === 'failed' ? (
            <LoadError message={getFlow.error} onRetry={() => setReloads((count) => count + 1)} />
          ) : editing && !group ? (
            <PageLoading label="Loading the group…" />
          ) : (
            <GroupForm
              key={group?._id ?? 'new'}
              initialValues={group ? valuesOf(group) : NEW_GROUP}
              submitLabel={editing ? 'Save group' : 'Create group'}
              saving={saveFlow.status === 'loading'}
              onSubmit={submit}
            />
          )}
        </Card.Body>
      </Card>
    </div>
  );
}
