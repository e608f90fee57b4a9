import { useEffect, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import { Link } from 'react-router-dom';
import type { Role } from '../../../../contract/roleSchemas';
import { failureOf } from '../../../state/createApiThunk';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import {
  ALL_COMPANIES,
  selectCompanyInView,
  selectIsChannelAdmin,
  selectIsPlatformAdmin,
} from '../../../state/session';
import { ListPage } from '../../../components/list/ListPage';
import { CrudTable, type CrudColumn } from '../../../components/table/CrudTable';
import { RowAction } from '../../../components/table/RowAction';
import { ConfirmDelete, useConfirmDelete } from '../../../components/ui/ConfirmDelete';
import { EmptyState } from '../../../components/ui/EmptyState';
import { notify } from '../../../lib/notify';
import { plural } from '../../../lib/numbers';
import { ACCESS_KEY_LABELS } from '../accessKeyLabels';
import { ROLE_FLAG_RESET_MS, roleFlagsReset, selectAdminsFlow, selectRoles } from '../adminsSlice';
import '../components/Admins.css';
import { RoleDialog, type RoleValues } from '../components/RoleDialog';
import { createRole, deleteRole, fetchRoles, updateRole } from '../roleThunks';

const COLUMNS: readonly CrudColumn<Role>[] = [
  {
    id: 'name',
    header: 'Role',
    rowHeader: true,
    sortValue: (role) => role.name,
    cell: (role) => (
      <>
        <span className="crud-title">
          {role.name}
          {role.isBuiltIn && (
            <Badge bg="secondary-subtle" text="secondary-emphasis" className="ms-2 fw-medium">
              Built-in
            </Badge>
          )}
        </span>
        {role.description && <span className="crud-subline">{role.description}</span>}
      </>
    ),
  },
  {
    id: 'keys',
    header: 'Screens',
    cell: (role) => (
      <ul className="role-key-list list-unstyled mb-0" aria-label={`Screens of ${role.name}`}>
        {role.keys.map((key) => (
          <li key={key}>
            <Badge bg="light" text="dark" className="border fw-normal">
              {ACCESS_KEY_LABELS[key]}
            </Badge>
          </li>
        ))}
      </ul>
    ),
  },
  {
    id: 'admins',
    header: 'Admins',
    align: 'end',
    className: 'tabular-nums',
    sortValue: (role) => role.admins,
    sortDescFirst: true,
    cell: (role) => role.admins,
  },
];

/**
 * /user/roles: the built-in roles (read only) and the company's own, each a named set of the
 * screens it opens; a company's roles are created, changed and deleted here.
 */
export function RolesPage() {
  const dispatch = useAppDispatch();
  const roles = useAppSelector(selectRoles);
  const listFlow = useAppSelector((state) => selectAdminsFlow(state, 'roles'));
  const saveFlow = useAppSelector((state) => selectAdminsFlow(state, 'roleSave'));
  const deleteFlow = useAppSelector((state) => selectAdminsFlow(state, 'roleDelete'));
  const isPlatformAdmin = useAppSelector(selectIsPlatformAdmin);
  const companyInView = useAppSelector(selectCompanyInView);
  // A channel admin reads the roles it may give its sub-admins; the API writes none of its.
  const readOnly = useAppSelector(selectIsChannelAdmin);
  const [editing, setEditing] = useState<Role | 'new' | null>(null);
  const [reloads, setReloads] = useState(0);
  // Kept here: the flag itself resets after 700 ms, the dialog keeps saying what went wrong.
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const needsCompany = isPlatformAdmin && companyInView === ALL_COMPANIES;

  useEffect(() => {
    const request = dispatch(fetchRoles());
    return () => request.abort();
  }, [dispatch, reloads]);

  // SPEC.md section 9: the success and error flags of the role calls reset after 700 ms.
  const settled = (status: string) => status === 'succeeded' || status === 'failed';
  const flagsSet = settled(saveFlow.status) || settled(deleteFlow.status);
  useEffect(() => {
    if (!flagsSet) return;
    const timer = window.setTimeout(() => dispatch(roleFlagsReset()), ROLE_FLAG_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [dispatch, flagsSet]);

  const save = async (values: RoleValues) => {
    const body = {
      name: values.name.trim(),
      description: values.description.trim(),
      keys: values.keys,
    };
    const result =
      editing && editing !== 'new'
        ? await dispatch(updateRole({ id: editing._id, body }))
        : await dispatch(createRole(body));
    if (result.meta.requestStatus === 'rejected') return failureOf(result);
    notify.success(`${body.name} saved.`);
    setEditing(null);
  };

  const deletion = useConfirmDelete<Role>({
    remove: async (role) => {
      setDeleteError(null);
      const result = await dispatch(deleteRole(role._id));
      if (!deleteRole.fulfilled.match(result)) {
        setDeleteError(failureOf(result)?.message ?? null);
        return false;
      }
      notify.success(`${role.name} deleted.`);
      return true;
    },
    onClose: () => setDeleteError(null),
  });

  const newRole = (
    <button
      type="button"
      className="btn btn-primary"
      onClick={() => setEditing('new')}
      disabled={needsCompany}
      title={needsCompany ? 'Choose an organisation first' : undefined}
    >
      <i className="bi bi-plus-lg me-2" aria-hidden="true" />
      New role
    </button>
  );

  return (
    <ListPage
      title="Roles"
      description={
        needsCompany
          ? 'Choose an organisation in the navbar to create roles of its own.'
          : 'A role names the screens its admins may open. Built-in roles cannot be changed.'
      }
      actions={
        <div className="d-flex flex-wrap gap-2">
          <Link to="/user/admins" className="btn btn-outline-secondary">
            <i className="bi bi-person-badge me-2" aria-hidden="true" />
            Admins
          </Link>
          {!readOnly && newRole}
        </div>
      }
      toolbar={<span className="small text-body-secondary">{plural(roles.length, 'role')}</span>}
      flow={listFlow}
      rowCount={roles.length}
      onRetry={() => setReloads((count) => count + 1)}
      skeleton={{ columns: 4, label: 'Loading roles…' }}
      emptyState={
        <EmptyState icon="bi-shield-lock" title="No roles" action={!readOnly && newRole}>
          Roles name the screens their admins may open.
        </EmptyState>
      }
      dialogs={
        <>
          <RoleDialog
            role={editing}
            saving={saveFlow.status === 'loading'}
            onSubmit={save}
            onClose={() => setEditing(null)}
          />
          <ConfirmDelete
            name={deletion.target?.name ?? null}
            noun="role"
            pending={deleteFlow.status === 'loading'}
            error={deleteError}
            onConfirm={() => void deletion.confirm()}
            onCancel={deletion.cancel}
          >
            A role held by admins cannot be deleted: give them another role first.
          </ConfirmDelete>
        </>
      }
    >
      <CrudTable
        caption="Roles"
        rows={roles}
        columns={COLUMNS}
        rowId={(role) => role._id}
        busy={listFlow.status === 'loading'}
        actions={(role) =>
          role.isBuiltIn || readOnly ? (
            <span className="small text-body-secondary">Read only</span>
          ) : (
            <>
              <RowAction
                icon="bi-pencil"
                label={`Edit ${role.name}`}
                title="Edit"
                onClick={() => setEditing(role)}
              />
              <RowAction
                icon="bi-trash"
                label={`Delete ${role.name}`}
                title="Delete"
                danger
                onClick={() => deletion.ask(role)}
              />
            </>
          )
        }
      />
    </ListPage>
  );
}
