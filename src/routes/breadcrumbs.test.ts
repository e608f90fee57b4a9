import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './appRoutes';
import { breadcrumbsFor, type CrumbMatch } from './breadcrumbs';

function crumbsAt(url: string) {
  const { pathname, search } = new URL(url, 'http://console.test');
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  const crumbMatches = matches.map(({ pathname: matched, params, route }): CrumbMatch => ({
    pathname: matched,
    params,
    handle: route.handle,
  }));
  return breadcrumbsFor(crumbMatches, search);
}

describe('breadcrumbsFor', () => {
  it('names the matched route', () => {
    expect(crumbsAt('/users')).toEqual([{ name: 'Users', url: '/users' }]);
  });

  it('puts a route after its parent', () => {
    expect(crumbsAt('/organizations/edit/7')).toEqual([
      { name: 'Organizations', url: '/organizations' },
      { name: 'Edit Organization', url: '/organizations/edit/7' },
    ]);
  });

  it('fills the parent’s parameters from the match', () => {
    expect(crumbsAt('/products/edit/acme/9')).toEqual([
      { name: 'Products', url: '/products/list/acme' },
      { name: 'Edit Product', url: '/products/edit/acme/9' },
    ]);
  });

  it('names the upload screens by their type', () => {
    expect(crumbsAt('/upload-file/list?type=document&page=2')).toEqual([
      { name: 'HTML/PDF Files', url: '/upload-file/list?type=document' },
    ]);
    expect(crumbsAt('/upload-file/create?type=video')).toEqual([
      { name: 'Video Management', url: '/upload-file/list?type=video' },
      { name: 'Upload/Update Video File', url: '/upload-file/create?type=video' },
    ]);
    expect(crumbsAt('/upload-file/edit/5')).toEqual([
      { name: 'Wave Management', url: '/upload-file/list' },
      { name: 'Upload/Update Wave File', url: '/upload-file/edit/5' },
    ]);
  });

  it('names an app setting by its query, and ignores unknown values', () => {
    expect(crumbsAt('/other-settings?setting=social-media')).toEqual([
      { name: 'Social Media', url: '/other-settings?setting=social-media' },
    ]);
    expect(crumbsAt('/other-settings?setting=nope')).toEqual([
      { name: 'Other Settings', url: '/other-settings' },
    ]);
  });

  it('skips matches without a route name, and parents it cannot build a path for', () => {
    const trail = [{ name: 'Products', path: '/products/list/:companyID' }];
    expect(
      breadcrumbsFor([{ pathname: '/' }, { pathname: '/x', handle: { name: 'X', trail } }]),
    ).toEqual([{ name: 'X', url: '/x' }]);
  });
});
