import { useEffect, useState } from 'react';
import Card from 'react-bootstrap/Card';
import { useNavigate, useParams } from 'react-router-dom';
import type { PricePlanBody, PricePlanItem } from '../../../../contract/billing';
import { failureOf } from '../../../state/createApiThunk';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { LoadError } from '../../../components/ui/LoadError';
import { PageLoading } from '../../../components/ui/PageLoading';
import { notify } from '../../../lib/notify';
import { billingFlowsCleared, selectBillingFlow, selectCurrentPricePlan } from '../billingSlice';
import { fetchPricePlan, savePricePlan } from '../billingThunks';
import '../components/Billing.css';
import { PricePlanForm, type PricePlanValues } from '../components/PricePlanForm';
import { toMajor, toMinor } from '../money';

const NEW_PLAN: PricePlanValues = {
  code: '',
  name: '',
  description: '',
  amount: '',
  currency: 'USD',
  interval: 'month',
  includedAppUsers: 100,
  monthlyTextCredits: 0,
  appUserBundleSize: 100,
  appUserBundlePrice: 10,
  textCreditBundleSize: 500,
  textCreditBundlePrice: 15,
  active: true,
};

const valuesOf = (plan: PricePlanItem): PricePlanValues => ({
  ...plan,
  amount: toMajor(plan.amount),
  currency: plan.currency.toUpperCase(),
  appUserBundlePrice: toMajor(plan.appUserBundlePrice),
  textCreditBundlePrice: toMajor(plan.textCreditBundlePrice),
});

const num = (value: number | '') => (value === '' ? 0 : value);
const bodyOf = (values: PricePlanValues): PricePlanBody => ({
  code: values.code.trim(),
  name: values.name.trim(),
  description: values.description.trim(),
  amount: toMinor(num(values.amount)),
  currency: values.currency.trim().toLowerCase(),
  interval: values.interval,
  includedAppUsers: num(values.includedAppUsers),
  monthlyTextCredits: num(values.monthlyTextCredits),
  appUserBundleSize: num(values.appUserBundleSize),
  appUserBundlePrice: toMinor(num(values.appUserBundlePrice)),
  textCreditBundleSize: num(values.textCreditBundleSize),
  textCreditBundlePrice: toMinor(num(values.textCreditBundlePrice)),
  active: values.active,
});

/** /priceplans/create and /priceplans/edit/:id. */
export function PricePlanFormPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { id } = useParams();
  const plan = useAppSelector(selectCurrentPricePlan);
  const getFlow = useAppSelector((state) => selectBillingFlow(state, 'plan'));
  const saveFlow = useAppSelector((state) => selectBillingFlow(state, 'savePlan'));
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    if (!id) return;
    const request = dispatch(fetchPricePlan(id));
    return () => request.abort();
  }, [dispatch, id, reloads]);
  useEffect(
    () => () => {
      dispatch(billingFlowsCleared());
    },
    [dispatch],
  );

  const submit = async (values: PricePlanValues) => {
    const body = bodyOf(values);
    const result = await dispatch(savePricePlan({ id: id ?? null, body }));
    if (result.meta.requestStatus === 'rejected') return failureOf(result);
    notify.success(id ? `${body.name} saved.` : `${body.name} created.`);
    void navigate('/priceplans');
  };

  const editing = Boolean(id);
  return (
    <div className="container-fluid py-4">
      <header className="mb-4">
        <h1 className="h3 mb-1">
          {editing ? (plan ? `Edit ${plan.name}` : 'Edit price plan') : 'New price plan'}
        </h1>
        <p className="text-body-secondary mb-0">
          What the plan costs, what it includes, and what extra bundles cost on it.
        </p>
      </header>
      <Card className="shadow-sm billing-form-card">
        <Card.Body className="p-4">
          {editing && getFlow.status === 'failed' ? (
            <LoadError message={getFlow.error} onRetry={() => setReloads((count) => count + 1)} />
          ) : editing && !plan ? (
            <PageLoading label="Loading the price plan…" />
          ) : (
            <PricePlanForm
              key={plan?._id ?? 'new'}
              initialValues={plan ? valuesOf(plan) : NEW_PLAN}
              submitLabel={editing ? 'Save price plan' : 'Create price plan'}
              saving={saveFlow.status === 'loading'}
              onSubmit={submit}
            />
          )}
        </Card.Body>
      </Card>
    </div>
  );
}
