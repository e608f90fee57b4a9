import { combineSlices } from '@reduxjs/toolkit';

/**
 * The slices of features that load later, each added by its own module (`injectInto`) when its
 * code arrives with its first page: a feature module declares itself here, and the sign-in page
 * downloads no other feature's state, thunks or API calls.
 */
// Filled by declaration merging, one `extends WithSlice<typeof slice>` per lazily loaded slice.
export interface LazyLoadedSlices {}

/**
 * The store's one reducer, below the features so that they can add their slices to it without
 * importing the store. The session's slices (auth, the sign-in page's company, the company in
 * view) are added by app/store.ts before the store is made; every other slice joins as its
 * feature loads.
 */
export const slicesReducer = combineSlices().withLazyLoadedSlices<LazyLoadedSlices>();
