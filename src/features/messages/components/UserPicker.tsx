import { useFormikContext } from 'formik';
import { useCallback, useEffect, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { Pagination } from '../../../components/list/Pagination';
import { PAGE_SIZE, pageCount } from '../../../components/list/pageWindow';
import { SearchBox } from '../../../components/ui/SearchBox';
import { SegmentedControl } from '../../../components/ui/SegmentedControl';
import { formatCount, formatCountOrEstimate, plural } from '../../../lib/numbers';
import { userFilterOf, type ComposeValues, type RegistrationFilter } from '../composeForm';
import { findUsers } from '../composeThunks';
import { selectGroupChoices, selectMessagesFlow, selectUserMatches } from '../messagesSlice';

const REGISTRATION = [
  { value: 'all', label: 'All' },
  { value: 'registered', label: 'Registered' },
  { value: 'unregistered', label: 'Unregistered' },
] as const;

/** Users picked with the users list's filter: everyone it matches, or only the ticked ones. */
export function UserPicker() {
  const dispatch = useAppDispatch();
  const { values, errors, touched, setFieldValue } = useFormikContext<ComposeValues>();
  const pick = values.users;
  const groups = useAppSelector(selectGroupChoices);
  const matches = useAppSelector(selectUserMatches);
  const flow = useAppSelector((state) => selectMessagesFlow(state, 'users'));
  const [page, setPage] = useState(1);

  const change = useCallback(
    (patch: Partial<ComposeValues['users']>) => {
      setPage(1);
      void setFieldValue('users', { ...pick, ...patch });
    },
    [pick, setFieldValue],
  );
  const search = useCallback((q: string) => change({ q }), [change]);

  const { q, userType, group } = pick;
  useEffect(() => {
    const filter = userFilterOf({ q, userType, group, mode: 'filter', userIds: [] });
    const request = dispatch(
      findUsers({ ...filter, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE }),
    );
    return () => request.abort();
  }, [dispatch, q, userType, group, page]);

  const toggle = (id: string) =>
    change({
      userIds: pick.userIds.includes(id)
        ? pick.userIds.filter((u) => u !== id)
        : [...pick.userIds, id],
    });
  const idsError = touched.users && typeof errors.users === 'object' ? errors.users.userIds : null;

  return (
    <div className="user-picker">
      <div className="user-picker-filters">
        <SearchBox
          value={pick.q}
          onSearch={search}
          label="Search users"
          placeholder="Search by name or email"
        />
        <Form.Select
          aria-label="Group"
          value={pick.group}
          onChange={(event) => change({ group: event.target.value })}
        >
          <option value="">All groups</option>
          {groups.map((choice) => (
            <option key={choice._id} value={choice._id}>
              {choice.name}
            </option>
          ))}
        </Form.Select>
      </div>
      <SegmentedControl<RegistrationFilter>
        label="Registration"
        segments={REGISTRATION}
        value={pick.userType}
        onChange={(value) => change({ userType: value })}
      />
      <Form.Group className="mt-2">
        <Form.Check
          type="radio"
          id="users-mode-filter"
          name="users-mode"
          checked={pick.mode === 'filter'}
          onChange={() => change({ mode: 'filter' })}
          label={`Everyone matching these filters${matches ? ` (${formatCountOrEstimate(matches.total, matches.estimated)})` : ''}`}
        />
        <Form.Check
          type="radio"
          id="users-mode-ids"
          name="users-mode"
          checked={pick.mode === 'ids'}
          onChange={() => change({ mode: 'ids' })}
          label={`Only the users I tick (${formatCount(pick.userIds.length)})`}
        />
      </Form.Group>
      {flow.status === 'failed' ? (
        <p className="text-danger mb-0">{flow.error}</p>
      ) : !matches ? (
        <p className="text-body-secondary mb-0">Loading users…</p>
      ) : matches.users.length === 0 ? (
        <p className="text-body-secondary mb-0">No active users match these filters.</p>
      ) : (
        <ul
          className="user-picker-list list-unstyled mb-0"
          aria-label="Matching users"
          aria-busy={flow.status === 'loading'}
        >
          {matches.users.map((user) => (
            <li key={user._id}>
              <Form.Check
                id={`pick-${user._id}`}
                disabled={pick.mode !== 'ids'}
                checked={pick.mode === 'ids' ? pick.userIds.includes(user._id) : true}
                onChange={() => toggle(user._id)}
                label={
                  <>
                    {user.name}
                    <span className="text-body-secondary small ms-2">
                      {user.email ?? user.phone ?? ''}
                      {user.registered ? '' : ' · unregistered'}
                    </span>
                  </>
                }
              />
            </li>
          ))}
        </ul>
      )}
      {idsError && (
        <p className="invalid-feedback d-block mb-0" role="alert">
          {String(idsError)}
        </p>
      )}
      {matches && matches.total > PAGE_SIZE && (
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-2">
          <span className="small text-body-secondary">
            {matches.estimated ? 'about ' : ''}
            {plural(matches.total, 'user')}
          </span>
          <Pagination
            page={page}
            pages={pageCount(matches.total)}
            onChange={setPage}
            label="Matching users pages"
          />
        </div>
      )}
    </div>
  );
}
