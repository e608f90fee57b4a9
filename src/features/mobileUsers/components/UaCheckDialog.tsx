import { useCallback, useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import type { MobileUserFilter } from '../../../../contract/mobileUsers';
import type { UaCheckPerson } from '../../../../contract/unionSync';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { selectIsChannelAdmin } from '../../../state/session';
import { ConfirmDelete, useConfirmDelete } from '../../../components/ui/ConfirmDelete';
import { formatCount } from '../../../lib/numbers';
import { notify } from '../../../lib/notify';
import {
  deleteImportedReset,
  selectUaCheck,
  selectUnionFlow,
  unionSyncReset,
} from '../unionSyncSlice';
import { deleteImportedUser, runUaCheck } from '../unionSyncThunks';
import { UaCheckTable } from './UaCheckTable';
import './UnionTools.css';

interface UaCheckDialogProps {
  /** The users page's filter: the check covers the users it shows. */
  filter: MobileUserFilter;
  onClose: () => void;
  onChanged: () => void;
}

const personName = (person: UaCheckPerson) => person.name || person.email || person.userid || '';

/** Compares the filtered app users with the union's list, both ways. */
export function UaCheckDialog({ filter, onClose, onChanged }: UaCheckDialogProps) {
  const dispatch = useAppDispatch();
  const check = useAppSelector(selectUaCheck);
  const flow = useAppSelector((state) => selectUnionFlow(state, 'uaCheck'));
  const deleteFlow = useAppSelector((state) => selectUnionFlow(state, 'deleteImported'));
  const channelAdmin = useAppSelector(selectIsChannelAdmin);
  const [list, setList] = useState('matched');

  const load = useCallback(() => dispatch(runUaCheck(filter)), [dispatch, filter]);
  useEffect(() => {
    dispatch(unionSyncReset());
    const request = load();
    return () => {
      request.abort();
      dispatch(unionSyncReset());
    };
  }, [dispatch, load]);

  const confirm = useConfirmDelete<UaCheckPerson>({
    remove: async (person) => {
      if (!person.userid) return false;
      const result = await dispatch(deleteImportedUser(person.userid));
      if (!deleteImportedUser.fulfilled.match(result)) return false;
      notify.success(`${personName(person)} deleted.`);
      void load();
      onChanged();
      return true;
    },
    onClose: () => dispatch(deleteImportedReset()),
  });
  // Only organisation admins may delete imported users.
  const onDelete = channelAdmin ? undefined : confirm.ask;
  const target = confirm.target;

  return (
    <>
      <Modal
        show={target === null}
        onHide={onClose}
        centered
        scrollable
        size="lg"
        aria-labelledby="ua-check-title"
      >
        <Modal.Header closeButton>
          <Modal.Title id="ua-check-title" as="h2" className="h5">
            Compare with the union
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="text-body-secondary">
            The app users the list&apos;s filters show, side by side with the union&apos;s members.
          </p>
          {flow.status === 'failed' ? (
            <Alert variant="danger" role="alert" className="mb-0">
              {flow.error}
              <div className="mt-2">
                <Button size="sm" variant="outline-danger" onClick={() => void load()}>
                  Try again
                </Button>
              </div>
            </Alert>
          ) : !check ? (
            <div role="status" className="d-flex align-items-center gap-2 mb-0">
              <Spinner animation="border" size="sm" aria-hidden="true" />
              Comparing with the union&apos;s member list…
            </div>
          ) : (
            <Tabs
              activeKey={list}
              onSelect={(key) => setList(key ?? 'matched')}
              transition={false}
              id="ua-check-lists"
              className="flex-nowrap overflow-x-auto"
            >
              <Tab eventKey="matched" title={`Matched (${formatCount(check.uaUsers)})`}>
                <UaCheckTable
                  caption="App users who are union members"
                  people={check.matched}
                  count={check.uaUsers}
                  empty="None of these app users is a union member."
                  onDelete={onDelete}
                />
              </Tab>
              <Tab
                eventKey="notSaved"
                title={`Not in the app (${formatCount(check.uaUsersNotSaved)})`}
              >
                <UaCheckTable
                  caption="Union members not saved as app users"
                  people={check.notSaved}
                  count={check.uaUsersNotSaved}
                  empty="Every union member is saved as an app user."
                />
              </Tab>
              <Tab
                eventKey="notInUnion"
                title={`Not in the union (${formatCount(check.uaUsersNotInUA)})`}
              >
                <UaCheckTable
                  caption="App users the union does not list"
                  people={check.notInUnion}
                  count={check.uaUsersNotInUA}
                  empty="The union lists every one of these app users."
                  onDelete={onDelete}
                />
              </Tab>
            </Tabs>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            Close
          </Button>
        </Modal.Footer>
      </Modal>
      <ConfirmDelete
        name={target ? personName(target) : null}
        noun="user"
        pending={deleteFlow.status === 'loading'}
        error={deleteFlow.error}
        onConfirm={() => void confirm.confirm()}
        onCancel={confirm.cancel}
      >
        {target && (
          <>
            Every app user with member ID <strong>{target.userid}</strong> is deleted and gets no
            more messages. A later import or union sync can add them again.
          </>
        )}
      </ConfirmDelete>
    </>
  );
}
