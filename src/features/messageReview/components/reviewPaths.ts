/** A message's review page. */
export const reviewPath = (item: { _id: string }) =>
  `/messages/reviews/${encodeURIComponent(item._id)}`;

export const APPROVALS_PATH = '/messages/reviews';
