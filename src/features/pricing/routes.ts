import { shell } from '../../routes/declareRoute';

export const pricingRoutes = [
  // Channel pricing (docs/decisions.md, "Channel pricing and the credit ledger"): a channel
  // admin opens its own channel's panel on the settings key.
  shell({
    id: 'channelPricing',
    name: 'Channel Pricing',
    path: '/content-provider/pricing-panel/:id',
    accessKeys: ['contentProvider', 'settings'],
    parent: 'channels',
    page: () => import('./pages/PricingPanelPage').then((m) => m.PricingPanelPage),
  }),
];
