import { shell } from '../../routes/declareRoute';

const groupForm = () => import('./pages/GroupFormPage').then((m) => m.GroupFormPage);

export const userGroupRoutes = [
  shell({
    id: 'userGroups',
    name: 'User Groups',
    path: '/users/groups',
    accessKeys: ['userGroup'],
    page: () => import('./pages/GroupsPage').then((m) => m.GroupsPage),
  }),
  shell({
    id: 'userGroupCreate',
    name: 'Create User Group',
    path: '/users/groups/create',
    accessKeys: ['userGroup'],
    parent: 'userGroups',
    page: groupForm,
  }),
  shell({
    id: 'userGroupManage',
    name: 'Manage User Group',
    path: '/users/groups/:action/:cpID',
    accessKeys: ['userGroup'],
    parent: 'userGroups',
    page: groupForm,
  }),
  shell({
    id: 'userGroupEdit',
    name: 'Edit User Group',
    path: '/users/groups/:action/:cpID/:groupID',
    accessKeys: ['userGroup'],
    parent: 'userGroups',
    page: groupForm,
  }),
];
