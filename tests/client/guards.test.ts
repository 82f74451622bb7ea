import { describe, expect, it } from 'vitest';
import {
  companyIdInPath,
  guardAdmin,
  guardMain,
  guardUnknown,
  guardVisitor,
  hasPermission,
  loginRedirect,
  redirectTarget,
  type Viewer,
} from '../../src/routing/guards';

const editor: Viewer = {
  permissions: ['company_roles_read', 'company_users_read'],
  selectedCompanyId: 1,
};

describe('route guards (spec section 2)', () => {
  describe('not logged in', () => {
    it('sends a main-layout page to login with the wanted path and query', () => {
      expect(guardMain({ viewer: null, wanted: '/companies/1/settings' })).toEqual({
        allow: false,
        redirect: '/login?redirect=%2Fcompanies%2F1%2Fsettings',
      });
      expect(guardMain({ viewer: null, wanted: '/companies/1/users?page=2' })).toEqual({
        allow: false,
        redirect: `/login?redirect=${encodeURIComponent('/companies/1/users?page=2')}`,
      });
    });

    it('sends the root to login without a redirect query', () => {
      expect(guardMain({ viewer: null, wanted: '/' })).toEqual({
        allow: false,
        redirect: '/login',
      });
      expect(loginRedirect('')).toBe('/login');
    });

    it('shows visitor pages', () => {
      expect(guardVisitor({ viewer: null, search: '?redirect=/x' })).toEqual({ allow: true });
    });

    it('sends an unknown path to login first, remembering it', () => {
      expect(guardUnknown({ viewer: null, wanted: '/nope' })).toEqual({
        allow: false,
        redirect: '/login?redirect=%2Fnope',
      });
    });

    it('sends the platform admin area to login', () => {
      expect(
        guardAdmin({ viewer: null, wanted: '/admin/crm', isPlatformAdmin: undefined }),
      ).toEqual({ allow: false, redirect: '/login?redirect=%2Fadmin%2Fcrm' });
    });
  });

  describe('logged in', () => {
    it('sends a visitor page home, or to the redirect target', () => {
      expect(guardVisitor({ viewer: editor, search: '' })).toEqual({ allow: false, redirect: '/' });
      expect(
        guardVisitor({ viewer: editor, search: '?redirect=%2Fcompanies%2F1%2Fusers' }),
      ).toEqual({ allow: false, redirect: '/companies/1/users' });
    });

    it('never redirects off the site after login', () => {
      for (const target of [
        'https://evil.test/',
        '//evil.test/x',
        '/\\evil.test',
        'javascript:x',
      ]) {
        expect(redirectTarget(`?redirect=${encodeURIComponent(target)}`)).toBe('/');
      }
    });

    it('shows a page whose permission the user has, or any of a list', () => {
      expect(guardMain({ viewer: editor, wanted: '/', permission: undefined })).toEqual({
        allow: true,
      });
      expect(
        guardMain({
          viewer: editor,
          wanted: '/x',
          permission: ['company_roles_edit', 'company_users_read'],
        }),
      ).toEqual({ allow: true });
    });

    it('sends a page whose permission is missing to /not-authorized', () => {
      expect(guardMain({ viewer: editor, wanted: '/x', permission: 'company_roles_edit' })).toEqual(
        {
          allow: false,
          redirect: '/not-authorized',
        },
      );
      expect(hasPermission(['company_roles_edit', 'company_users_edit'], [])).toBe(false);
    });

    it('sends another company’s pages to /error-404, and shows its own', () => {
      expect(guardMain({ viewer: editor, wanted: '/companies/999/settings' })).toEqual({
        allow: false,
        redirect: '/error-404',
      });
      expect(guardMain({ viewer: editor, wanted: '/companies/abc' })).toEqual({
        allow: false,
        redirect: '/error-404',
      });
      expect(guardMain({ viewer: editor, wanted: '/companies/1/roles' })).toEqual({ allow: true });
      expect(guardMain({ viewer: editor, wanted: '/companies/1' })).toEqual({ allow: true });
    });

    it('checks the company before the permission', () => {
      expect(
        guardMain({
          viewer: editor,
          wanted: '/companies/2/roles/add',
          permission: 'company_roles_edit',
        }),
      ).toEqual({ allow: false, redirect: '/error-404' });
    });

    it('only treats /companies/{id} at the start of the path as a company page', () => {
      expect(companyIdInPath('/companies/7/users')).toBe('7');
      expect(companyIdInPath('/companies/7?tab=x')).toBe('7');
      expect(companyIdInPath('/applications/3/companies/9/edit')).toBeNull();
      expect(companyIdInPath('/admin/crm/companies/9/view')).toBeNull();
    });

    it('sends an unknown path to /error-404', () => {
      expect(guardUnknown({ viewer: editor, wanted: '/nope' })).toEqual({
        allow: false,
        redirect: '/error-404',
      });
    });

    it('lets only platform admins into the admin area, waiting while that is unknown', () => {
      const wanted = '/admin/crm';
      expect(guardAdmin({ viewer: editor, wanted, isPlatformAdmin: undefined })).toEqual({
        pending: true,
      });
      expect(guardAdmin({ viewer: editor, wanted, isPlatformAdmin: false })).toEqual({
        allow: false,
        redirect: '/not-authorized',
      });
      expect(guardAdmin({ viewer: editor, wanted, isPlatformAdmin: true })).toEqual({
        allow: true,
      });
    });
  });
});
