import { shell } from '../../routes/declareRoute';
import type { QueryNames } from '../../routes/routeTypes';

/** The upload screens are one route each; the type query names the screen. */
const CONTENT_LIST_NAMES: QueryNames = {
  param: 'type',
  names: { audio: 'Wave Management', video: 'Video Management', document: 'HTML/PDF Files' },
  // SPEC.md names the audio screen twice: Audio (Wave) in the menu opens Wave Management.
  descriptions: { audio: 'Opened from Audio (Wave) in the menu.' },
};

const CONTENT_FORM_NAMES: QueryNames = {
  param: 'type',
  names: {
    audio: 'Upload/Update Wave File',
    video: 'Upload/Update Video File',
    document: 'Upload/Update HTML/PDF File',
  },
};

export const uploadRoutes = [
  shell({
    id: 'uploadList',
    name: 'Wave Management',
    path: '/upload-file/list',
    accessKeys: ['audioManager'],
    queryNames: CONTENT_LIST_NAMES,
    page: () => import('./pages/UploadListPage').then((m) => m.UploadListPage),
  }),
  shell({
    id: 'uploadCreate',
    name: 'Upload/Update Wave File',
    path: '/upload-file/create',
    accessKeys: ['audioManager'],
    queryNames: CONTENT_FORM_NAMES,
    parent: 'uploadList',
    page: () => import('./pages/UploadCreatePage').then((m) => m.UploadCreatePage),
  }),
  shell({
    id: 'uploadEdit',
    name: 'Upload/Update Wave File',
    path: '/upload-file/edit/:id',
    accessKeys: ['audioManager'],
    queryNames: CONTENT_FORM_NAMES,
    parent: 'uploadList',
    page: () => import('./pages/UploadEditPage').then((m) => m.UploadEditPage),
  }),
];
