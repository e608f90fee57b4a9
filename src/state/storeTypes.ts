/*
 * The store's types for the layer below the app and for the features. Only types cross from the
 * composition (state/slicesReducer.ts) down: nothing below the app imports the store itself.
 */
export type { AppDispatch, AppStore, RootState } from '../app/store';
