import { Link } from 'react-router-dom';
import type { Product } from '../../../../contract/billing';
import { CrudTable, type CrudColumn } from '../../../components/table/CrudTable';
import { RowAction } from '../../../components/table/RowAction';
import { formatDate } from '../../../lib/dates';
import { formatPrice } from '../money';

export const editProductPath = (product: Product) =>
  `/products/edit/${encodeURIComponent(product.companyID)}/${encodeURIComponent(product._id)}`;

const COLUMNS: CrudColumn<Product>[] = [
  {
    id: 'name',
    header: 'Product',
    rowHeader: true,
    sortValue: (product) => product.product.toLowerCase(),
    cell: (product) => (
      <Link to={editProductPath(product)} className="crud-title">
        {product.product}
      </Link>
    ),
  },
  {
    id: 'price',
    header: 'Price',
    className: 'text-nowrap',
    sortValue: (product) => product.plan.amount,
    cell: (product) =>
      formatPrice(product.plan.amount, product.plan.currency, product.plan.interval),
  },
  {
    id: 'nickname',
    header: 'Price name',
    hideable: true,
    cell: (product) => product.plan.nickname,
  },
  {
    id: 'provider',
    header: 'Provider',
    hideable: true,
    sortValue: (product) => product.provider,
    cell: (product) => (product.provider === 'stripe' ? 'Stripe' : 'Local'),
  },
  {
    id: 'created',
    header: 'Created',
    className: 'text-nowrap',
    sortValue: (product) => product.dateCreated,
    sortDescFirst: true,
    cell: (product) => formatDate(product.dateCreated),
  },
];

interface ProductsTableProps {
  products: readonly Product[];
  page: number;
  busy: boolean;
  onDelete: (product: Product) => void;
}

export function ProductsTable({ products, page, busy, onDelete }: ProductsTableProps) {
  return (
    <CrudTable
      caption="Products"
      rows={products}
      columns={COLUMNS}
      rowId={(product) => product._id}
      page={page}
      busy={busy}
      defaultSort={{ id: 'name', desc: false }}
      actions={(product) => (
        <>
          <RowAction
            icon="bi-pencil"
            label={`Edit ${product.product}`}
            title="Edit"
            to={editProductPath(product)}
          />
          <RowAction
            icon="bi-trash"
            label={`Delete ${product.product}`}
            title="Delete"
            danger
            onClick={() => onDelete(product)}
          />
        </>
      )}
    />
  );
}
