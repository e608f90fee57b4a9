import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { PricePlanItem } from '../../../../contract/billing';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectIsPlatformAdmin } from '../../../app/session';
import { ListPage } from '../../../components/list/ListPage';
import { pageCount } from '../../../components/list/pageWindow';
import { ConfirmDelete, useConfirmDelete } from '../../../components/ui/ConfirmDelete';
import { EmptyState } from '../../../components/ui/EmptyState';
import { SearchBox } from '../../../components/ui/SearchBox';
import { notify } from '../../../lib/notify';
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
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [reloads, setReloads] = useState(0);
  const searchFor = useCallback((term: string) => {
    setSearch(term);
    setPage(1);
  }, []);

  useEffect(() => {
    const request = dispatch(fetchPricePlans());
    return () => request.abort();
  }, [dispatch, reloads]);

  const deletion = useConfirmDelete<PricePlanItem>({
    remove: async (plan) => {
      const result = await dispatch(deletePricePlan(plan._id));
      if (!deletePricePlan.fulfilled.match(result)) return false;
      notify.success(`${plan.name} deleted.`);
      return true;
    },
    onClose: () => dispatch(billingFlowsCleared()),
  });

  const shown = useMemo(() => {
    const term = search.trim().toLowerCase();
    return term ? plans.filter((plan) => matches(plan, term)) : plans;
  }, [plans, search]);
  const current = Math.min(page, pageCount(shown.length));

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
      onRetry={() => setReloads((count) => count + 1)}
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
      paging={{ page: current, total: shown.length, onChange: setPage, label: 'Price plans pages' }}
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
        page={current}
        busy={listFlow.status === 'loading'}
        canEdit={canEdit}
        onDelete={deletion.ask}
      />
    </ListPage>
  );
}
