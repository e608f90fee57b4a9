import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import type { PricePlanItem } from '../../../../contract/billing';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { selectIsPlatformAdmin } from '../../../state/session';
import { ListPage } from '../../../components/list/ListPage';
import { useListScreen } from '../../../components/list/useListScreen';
import { ConfirmDelete, deleted, useConfirmDelete } from '../../../components/ui/ConfirmDelete';
import { EmptyState } from '../../../components/ui/EmptyState';
import { SearchBox } from '../../../components/ui/SearchBox';
import { plural } from '../../../lib/numbers';
import { billingFlowsCleared, selectBillingFlow, selectPricePlans } from '../billingSlice';
import { deletePricePlan, fetchPricePlans } from '../billingThunks';
import { PricePlansTable } from '../components/PricePlansTable';

const matches = (plan: PricePlanItem, term: string) =>
  `${plan.name} ${plan.code} ${plan.description}`.toLowerCase().includes(term);

/** /priceplans: the platform's plans channels are priced by. */
export function PricePlansPage() {
  const dispatch = useAppDispatch();
  const plans = useAppSelector(selectPricePlans);
  const canEdit = useAppSelector(selectIsPlatformAdmin);
  const listFlow = useAppSelector((state) => selectBillingFlow(state, 'plans'));
  const deleteFlow = useAppSelector((state) => selectBillingFlow(state, 'deletePlan'));
  const load = useCallback(() => dispatch(fetchPricePlans()), [dispatch]);
  const { search, searchFor, shown, page, setPage, reload } = useListScreen({
    rows: plans,
    matches,
    load,
  });

  const deletion = useConfirmDelete<PricePlanItem>({
    remove: (plan) => deleted(dispatch(deletePricePlan(plan._id)), plan.name),
    onClose: () => dispatch(billingFlowsCleared()),
  });

  return (
    <ListPage
      title="Price plans"
      description={
        canEdit
          ? 'The plans channels are priced by: what each includes and what extra bundles cost.'
          : 'The plans your channels can be on. The platform sets them.'
      }
      actions={
        canEdit && (
          <Link to="/priceplans/create" className="btn btn-primary">
            <i className="bi bi-plus-lg me-2" aria-hidden="true" />
            New price plan
          </Link>
        )
      }
      toolbar={
        <>
          <SearchBox
            value={search}
            onSearch={searchFor}
            label="Search price plans"
            placeholder="Search price plans"
          />
          <span className="small text-body-secondary ms-auto">{plural(shown.length, 'plan')}</span>
        </>
      }
      flow={listFlow}
      rowCount={shown.length}
      onRetry={reload}
      skeleton={{ columns: 5, label: 'Loading price plans…' }}
      emptyState={
        <EmptyState
          icon="bi-tag"
          title={search ? 'No plans match this search' : 'No price plans yet'}
          action={
            !search &&
            canEdit && (
              <Link to="/priceplans/create" className="btn btn-outline-primary">
                Create the first plan
              </Link>
            )
          }
        >
          {search ? 'Try another word.' : 'Channels without a plan are on the free allowances.'}
        </EmptyState>
      }
      paging={{ page: page, total: shown.length, onChange: setPage, label: 'Price plans pages' }}
      dialogs={
        <ConfirmDelete
          name={deletion.target?.name ?? null}
          noun="price plan"
          pending={deleteFlow.status === 'loading'}
          error={deleteFlow.error}
          onConfirm={() => void deletion.confirm()}
          onCancel={deletion.cancel}
        >
          Channels on this plan fall back to the built-in allowances of its code, and products that
          named it keep their own price. This cannot be undone.
        </ConfirmDelete>
      }
    >
      <PricePlansTable
        plans={shown}
        page={page}
        busy={listFlow.status === 'loading'}
        canEdit={canEdit}
        onDelete={deletion.ask}
      />
    </ListPage>
  );
}
