import { shell } from '../../routes/declareRoute';

const pricePlanForm = () => import('./pages/PricePlanFormPage').then((m) => m.PricePlanFormPage);
const productForm = () => import('./pages/ProductFormPage').then((m) => m.ProductFormPage);

export const billingRoutes = [
  shell({
    id: 'pricePlans',
    name: 'Price Plans',
    path: '/priceplans',
    accessKeys: ['company'],
    page: () => import('./pages/PricePlansPage').then((m) => m.PricePlansPage),
  }),
  shell({
    id: 'pricePlanCreate',
    name: 'Create Price Plan',
    path: '/priceplans/create',
    accessKeys: ['company'],
    parent: 'pricePlans',
    page: pricePlanForm,
  }),
  shell({
    id: 'pricePlanEdit',
    name: 'Edit Price Plan',
    path: '/priceplans/edit/:id',
    accessKeys: ['company'],
    parent: 'pricePlans',
    page: pricePlanForm,
  }),
  shell({
    id: 'subscriptions',
    name: 'Subscriptions',
    path: '/subscriptions',
    accessKeys: ['subscription'],
    page: () => import('./pages/SubscriptionsPage').then((m) => m.SubscriptionsPage),
  }),
  shell({
    id: 'products',
    name: 'Products',
    path: '/products/list/:companyID',
    accessKeys: ['products'],
    page: () => import('./pages/ProductsPage').then((m) => m.ProductsPage),
  }),
  shell({
    id: 'productCreate',
    name: 'Create Product',
    path: '/products/create/:companyID',
    accessKeys: ['products'],
    parent: 'products',
    page: productForm,
  }),
  shell({
    id: 'productEdit',
    name: 'Edit Product',
    path: '/products/edit/:companyID/:id',
    accessKeys: ['products'],
    parent: 'products',
    page: productForm,
  }),
  shell({
    id: 'stripeSettings',
    name: 'Card Payments (Stripe)',
    path: '/other-settings/stripe',
    accessKeys: ['settings'],
    parent: 'otherSettings',
    page: () => import('./pages/StripeSettingsPage').then((m) => m.StripeSettingsPage),
  }),
];
