import { shell } from '../../routes/declareRoute';

/** Saved segments: kept beside the users page, on its keys. */
export const segmentRoutes = [
  shell({
    id: 'segments',
    name: 'Segments',
    path: '/segments',
    accessKeys: ['userList', 'profile'],
    page: () => import('./pages/SegmentsPage').then((m) => m.SegmentsPage),
  }),
  shell({
    id: 'segmentCreate',
    name: 'New Segment',
    path: '/segments/new',
    accessKeys: ['userList', 'profile'],
    parent: 'segments',
    page: () => import('./pages/SegmentEditorPage').then((m) => m.SegmentEditorPage),
  }),
  shell({
    id: 'segmentEdit',
    name: 'Edit Segment',
    path: '/segments/:id',
    accessKeys: ['userList', 'profile'],
    parent: 'segments',
    page: () => import('./pages/SegmentEditorPage').then((m) => m.SegmentEditorPage),
  }),
];
