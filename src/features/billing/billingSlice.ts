import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type {
  Payment,
  PricePlanItem,
  Product,
  StripeSettings,
  Subscription,
} from '../../../contract/billing';
import { slicesReducer } from '../../state/slicesReducer';
import { idleFlow, isLatestRequest, trackFlows, type FlowState } from '../../lib/flows';
import {
  cancelSubscription,
  resumeSubscription,
  deletePricePlan,
  deleteProduct,
  fetchPayments,
  fetchPricePlan,
  fetchPricePlans,
  fetchProduct,
  fetchProducts,
  fetchStripeSettings,
  fetchSubscriptions,
  removeStripeKeys,
  saveStripeKeys,
  testStripeKeys,
  savePricePlan,
  saveProduct,
} from './billingThunks';

/** Spelled out, not derived from the thunks: the state type may not depend on RootState. */
export type BillingFlow =
  | 'plans'
  | 'plan'
  | 'savePlan'
  | 'deletePlan'
  | 'products'
  | 'product'
  | 'saveProduct'
  | 'deleteProduct'
  | 'subscriptions'
  | 'cancel'
  | 'payments'
  | 'stripe'
  | 'saveStripe'
  | 'testStripe';

export interface BillingState {
  plans: PricePlanItem[];
  currentPlan: PricePlanItem | null;
  products: Product[];
  currentProduct: Product | null;
  subscriptions: Subscription[];
  /** The payments of the subscription whose details are open. */
  payments: Payment[];
  stripe: StripeSettings | null;
  /** The account a successful key test named. */
  stripeAccount: string | null;
  flows: Record<BillingFlow, FlowState>;
}

/** A cancelled or resumed subscription replaces its row. */
function subscriptionChanged(state: BillingState, { payload }: { payload: Subscription }) {
  state.subscriptions = state.subscriptions.map((item) =>
    item._id === payload._id ? payload : item,
  );
}

const flows = trackFlows<BillingFlow>({
  plans: [fetchPricePlans],
  plan: [fetchPricePlan],
  savePlan: [savePricePlan],
  deletePlan: [deletePricePlan],
  products: [fetchProducts],
  product: [fetchProduct],
  saveProduct: [saveProduct],
  deleteProduct: [deleteProduct],
  subscriptions: [fetchSubscriptions],
  cancel: [cancelSubscription, resumeSubscription],
  payments: [fetchPayments],
  stripe: [fetchStripeSettings],
  saveStripe: [saveStripeKeys, removeStripeKeys],
  testStripe: [testStripeKeys],
});

const initialState: BillingState = {
  plans: [],
  currentPlan: null,
  products: [],
  currentProduct: null,
  subscriptions: [],
  payments: [],
  stripe: null,
  stripeAccount: null,
  flows: flows.initial,
};

export const billingSlice = createSlice({
  name: 'billing',
  initialState,
  reducers: {
    /** Leaving a form or closing a dialog: its outcome should not greet the next one. */
    billingFlowsCleared(state) {
      for (const flow of [
        'plan',
        'savePlan',
        'deletePlan',
        'product',
        'saveProduct',
        'deleteProduct',
        'cancel',
        'payments',
      ] as const) {
        state.flows[flow] = idleFlow;
      }
      state.currentPlan = null;
      state.currentProduct = null;
      state.payments = [];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchPricePlans.fulfilled, (state, { payload, meta }) => {
        if (isLatestRequest(state.flows.plans, meta)) state.plans = payload;
      })
      .addCase(fetchPricePlan.pending, (state) => {
        state.currentPlan = null;
      })
      .addCase(fetchPricePlan.fulfilled, (state, { payload }) => {
        state.currentPlan = payload;
      })
      .addCase(deletePricePlan.fulfilled, (state, { payload: id }) => {
        state.plans = state.plans.filter((item) => item._id !== id);
      })
      .addCase(fetchProducts.fulfilled, (state, { payload, meta }) => {
        if (isLatestRequest(state.flows.products, meta)) state.products = payload;
      })
      .addCase(fetchProduct.pending, (state) => {
        state.currentProduct = null;
      })
      .addCase(fetchProduct.fulfilled, (state, { payload }) => {
        state.currentProduct = payload;
      })
      .addCase(deleteProduct.fulfilled, (state, { payload: id }) => {
        state.products = state.products.filter((item) => item._id !== id);
      })
      .addCase(fetchSubscriptions.fulfilled, (state, { payload, meta }) => {
        if (isLatestRequest(state.flows.subscriptions, meta)) state.subscriptions = payload;
      })
      .addCase(cancelSubscription.fulfilled, subscriptionChanged)
      .addCase(resumeSubscription.fulfilled, subscriptionChanged)
      .addCase(fetchPayments.pending, (state) => {
        state.payments = [];
      })
      .addCase(fetchPayments.fulfilled, (state, { payload, meta }) => {
        if (isLatestRequest(state.flows.payments, meta)) state.payments = payload;
      })
      .addCase(fetchStripeSettings.fulfilled, (state, { payload }) => {
        state.stripe = payload;
      })
      .addCase(saveStripeKeys.fulfilled, (state, { payload }) => {
        state.stripe = payload;
        state.stripeAccount = null;
      })
      .addCase(removeStripeKeys.fulfilled, (state, { payload }) => {
        state.stripe = payload;
        state.stripeAccount = null;
      })
      .addCase(testStripeKeys.pending, (state) => {
        state.stripeAccount = null;
      })
      .addCase(testStripeKeys.fulfilled, (state, { payload }) => {
        state.stripeAccount = payload.account;
      })
      .addMatcher(flows.matches, (state, action) => flows.reduce(state.flows, action));
  },
  selectors: {
    selectPricePlans: (state) => state.plans,
    selectCurrentPricePlan: (state) => state.currentPlan,
    selectProducts: (state) => state.products,
    selectCurrentProduct: (state) => state.currentProduct,
    selectSubscriptions: (state) => state.subscriptions,
    selectPayments: (state) => state.payments,
    selectStripeSettings: (state) => state.stripe,
    selectStripeAccount: (state) => state.stripeAccount,
    selectBillingFlow: (state, flow: BillingFlow) => state.flows[flow],
  },
});

export const { billingFlowsCleared } = billingSlice.actions;

declare module '../../state/slicesReducer' {
  // This feature's state joins the store when its code loads (state/slicesReducer.ts).
  export interface LazyLoadedSlices extends WithSlice<typeof billingSlice> {}
}

export const {
  selectPricePlans,
  selectCurrentPricePlan,
  selectProducts,
  selectCurrentProduct,
  selectSubscriptions,
  selectPayments,
  selectStripeSettings,
  selectStripeAccount,
  selectBillingFlow,
} = billingSlice.injectInto(slicesReducer).selectors;
