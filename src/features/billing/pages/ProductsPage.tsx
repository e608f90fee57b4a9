import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { Product } from '../../../../contract/billing';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { ALL_COMPANIES, selectCompanyInView } from '../../../state/session';
import { ListPage } from '../../../components/list/ListPage';
import { useListScreen } from '../../../components/list/useListScreen';
import { ConfirmDelete, deleted, useConfirmDelete } from '../../../components/ui/ConfirmDelete';
import { EmptyState } from '../../../components/ui/EmptyState';
import { SearchBox } from '../../../components/ui/SearchBox';
import { plural } from '../../../lib/numbers';
import { billingFlowsCleared, selectBillingFlow, selectProducts } from '../billingSlice';
import { deleteProduct, fetchProducts } from '../billingThunks';
import { ProductsTable } from '../components/ProductsTable';

const matches = (product: Product, term: string) =>
  `${product.product} ${product.description} ${product.plan.nickname}`.toLowerCase().includes(term);

/** /products/list/:companyID: what an organisation sells, each with its recurring price. */
export function ProductsPage() {
  const dispatch = useAppDispatch();
  const { companyID = ALL_COMPANIES } = useParams();
  const companyInView = useAppSelector(selectCompanyInView);
  const products = useAppSelector(selectProducts);
  const listFlow = useAppSelector((state) => selectBillingFlow(state, 'products'));
  const deleteFlow = useAppSelector((state) => selectBillingFlow(state, 'deleteProduct'));
  // Writes go to the organisation chosen in the navbar: adding needs one chosen.
  const canAdd = companyInView !== ALL_COMPANIES;
  const createPath = `/products/create/${encodeURIComponent(companyInView)}`;
  const load = useCallback(() => dispatch(fetchProducts(companyID)), [dispatch, companyID]);
  const { search, searchFor, shown, page, setPage, reload } = useListScreen({
    rows: products,
    matches,
    load,
  });

  const deletion = useConfirmDelete<Product>({
    remove: (product) => deleted(dispatch(deleteProduct(product._id)), product.product),
    onClose: () => dispatch(billingFlowsCleared()),
  });

  return (
    <ListPage
      title="Products"
      description={
        canAdd
          ? 'What the organisation sells, each with the price its customers subscribe at.'
          : 'Every organisation’s products. Choose an organisation in the navbar to add one.'
      }
      actions={
        <>
          <Link to="/subscriptions" className="btn btn-outline-secondary me-2">
            Subscriptions
          </Link>
          {canAdd ? (
            <Link to={createPath} className="btn btn-primary">
              <i className="bi bi-plus-lg me-2" aria-hidden="true" />
              New product
            </Link>
          ) : (
            <button type="button" className="btn btn-primary" disabled>
              <i className="bi bi-plus-lg me-2" aria-hidden="true" />
              New product
            </button>
          )}
        </>
      }
      toolbar={
        <>
          <SearchBox
            value={search}
            onSearch={searchFor}
            label="Search products"
            placeholder="Search products"
          />
          <span className="small text-body-secondary ms-auto">
            {plural(shown.length, 'product')}
          </span>
        </>
      }
      flow={listFlow}
      rowCount={shown.length}
      onRetry={reload}
      skeleton={{ columns: 4, label: 'Loading products…' }}
      emptyState={
        <EmptyState
          icon="bi-box-seam"
          title={search ? 'No products match this search' : 'No products yet'}
          action={
            !search &&
            canAdd && (
              <Link to={createPath} className="btn btn-outline-primary">
                Create the first product
              </Link>
            )
          }
        >
          {search ? 'Try another word.' : 'A product has a price customers subscribe to.'}
        </EmptyState>
      }
      paging={{ page: page, total: shown.length, onChange: setPage, label: 'Products pages' }}
      dialogs={
        <ConfirmDelete
          name={deletion.target?.product ?? null}
          noun="product"
          pending={deleteFlow.status === 'loading'}
          error={deleteFlow.error}
          onConfirm={() => void deletion.confirm()}
          onCancel={deletion.cancel}
        >
          The product and its price are withdrawn from the payment provider. A product customers
          subscribed to is kept with their history.
        </ConfirmDelete>
      }
    >
      <ProductsTable
        products={shown}
        page={page}
        busy={listFlow.status === 'loading'}
        onDelete={deletion.ask}
      />
    </ListPage>
  );
}
