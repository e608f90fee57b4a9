/** One status per server flow, kept by the slice that owns the flow. */
export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';
