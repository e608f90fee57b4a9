import { shell } from '../../routes/declareRoute';

/**
 * Review before sending: the approvals queue and one message's review. Whoever may send sees
 * them (a sender follows their own messages there); the API decides who may approve.
 */
export const messageReviewRoutes = [
  shell({
    id: 'messageReviews',
    name: 'Approvals',
    path: '/messages/reviews',
    accessKeys: ['messages'],
    page: () => import('./pages/ApprovalsPage').then((m) => m.ApprovalsPage),
  }),
  shell({
    id: 'messageReview',
    name: 'Review Message',
    path: '/messages/reviews/:id',
    accessKeys: ['messages'],
    parent: 'messageReviews',
    page: () => import('./pages/ReviewPage').then((m) => m.ReviewPage),
  }),
];
