import { useEffect, useMemo, useState } from 'react';
import Card from 'react-bootstrap/Card';
import { useNavigate, useParams } from 'react-router-dom';
import type { Product, ProductBody } from '../../../../contract/billing';
import { failureOf } from '../../../state/createApiThunk';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { LoadError } from '../../../components/ui/LoadError';
import { PageLoading } from '../../../components/ui/PageLoading';
import { notify } from '../../../lib/notify';
import {
  billingFlowsCleared,
  selectBillingFlow,
  selectCurrentProduct,
  selectPricePlans,
} from '../billingSlice';
import { fetchPricePlans, fetchProduct, saveProduct } from '../billingThunks';
import '../components/Billing.css';
import { ProductForm, type ProductValues } from '../components/ProductForm';
import { formatPrice, toMajor, toMinor } from '../money';

const NEW_PRODUCT: ProductValues = {
  product: '',
  description: '',
  productType: 'service',
  pricePlanID: '',
  nickname: '',
  amount: '',
  currency: 'USD',
  interval: 'month',
};

const valuesOf = (product: Product): ProductValues => ({
  product: product.product,
  description: product.description,
  productType: product.productType,
  pricePlanID: product.pricePlanID ?? '',
  nickname: product.plan.nickname,
  amount: toMajor(product.plan.amount),
  currency: product.plan.currency.toUpperCase(),
  interval: product.plan.interval,
});

const bodyOf = (values: ProductValues): ProductBody => ({
  product: values.product.trim(),
  description: values.description.trim(),
  productType: values.productType.trim(),
  pricePlanID: values.pricePlanID || null,
  plan: {
    nickname: values.nickname.trim(),
    amount: toMinor(values.amount === '' ? 0 : values.amount),
    currency: values.currency.trim().toLowerCase(),
    interval: values.interval,
  },
});

/** /products/create/:companyID and /products/edit/:companyID/:id. */
export function ProductFormPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { companyID = '', id } = useParams();
  const product = useAppSelector(selectCurrentProduct);
  const plans = useAppSelector(selectPricePlans);
  const getFlow = useAppSelector((state) => selectBillingFlow(state, 'product'));
  const saveFlow = useAppSelector((state) => selectBillingFlow(state, 'saveProduct'));
  const [reloads, setReloads] = useState(0);
  const listPath = `/products/list/${encodeURIComponent(companyID)}`;

  useEffect(() => {
    const request = dispatch(fetchPricePlans());
    return () => request.abort();
  }, [dispatch]);
  useEffect(() => {
    if (!id) return;
    const request = dispatch(fetchProduct(id));
    return () => request.abort();
  }, [dispatch, id, reloads]);
  useEffect(
    () => () => {
      dispatch(billingFlowsCleared());
    },
    [dispatch],
  );

  const planOptions = useMemo(
    () =>
      plans.map((plan) => ({
        value: plan._id,
        label: `${plan.name} (${formatPrice(plan.amount, plan.currency, plan.interval)})`,
      })),
    [plans],
  );

  const submit = async (values: ProductValues) => {
    const body = bodyOf(values);
    const result = await dispatch(saveProduct({ id: id ?? null, body }));
    if (result.meta.requestStatus === 'rejected') return failureOf(result);
    notify.success(id ? `${body.product} saved.` : `${body.product} created.`);
    void navigate(listPath);
  };

  const editing = Boolean(id);
  return (
    <div className="container-fluid py-4">
      <header className="mb-4">
        <h1 className="h3 mb-1">
          {editing ? (product ? `Edit ${product.product}` : 'Edit product') : 'New product'}
        </h1>
        <p className="text-body-secondary mb-0">
          A new amount, currency or interval becomes a new price; current subscribers keep theirs.
        </p>
      </header>
      <Card className="shadow-sm billing-form-card">
        <Card.Body className="p-4">
          {editing && getFlow.status === 'failed' ? (
            <LoadError message={getFlow.error} onRetry={() => setReloads((count) => count + 1)} />
          ) : editing && !product ? (
            <PageLoading label="Loading the product…" />
          ) : (
            <ProductForm
              key={product?._id ?? 'new'}
              initialValues={product ? valuesOf(product) : NEW_PRODUCT}
              planOptions={planOptions}
              submitLabel={editing ? 'Save product' : 'Create product'}
              saving={saveFlow.status === 'loading'}
              cancelTo={listPath}
              onSubmit={submit}
            />
          )}
        </Card.Body>
      </Card>
    </div>
  );
}
