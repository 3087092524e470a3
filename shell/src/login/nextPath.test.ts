import { loginPathFor, safeNextPath } from './nextPath';

describe('the page a sign-in leads back to', () => {
  it.each([
    ['/on/timesheet-items', '/on/timesheet-items'],
    ['/on/timesheets/edit/12?tab=items#top', '/on/timesheets/edit/12?tab=items#top'],
    ['/on/vendors?name=acme%20co', '/on/vendors?name=acme%20co'],
  ])('takes the in-app path %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    null,
    '',
    'https://evil.example/on/landing',
    '//evil.example/on/landing',
    '/\\evil.example',
    '/on//evil.example',
    '/%2F%2Fevil.example',
    '/on/%2F%2Fevil.example',
    '/on/%5C%5Cevil.example',
    '%2F%2Fevil.example',
    'javascript:alert(1)',
    '/on/../../evil',
    '/on/%2e%2e/%2e%2e/evil',
    '/on/\u0000x',
    '/on/%0d%0aSet-Cookie:x',
    '/on/login',
    '/on/login?next=/on/landing',
    '/guest/?guestCode=x',
    '/on/%E0%A4%A',
    `/on/${'a'.repeat(2001)}`,
  ])('refuses %s', (next) => {
    expect(safeNextPath(next)).toBeNull();
  });

  it('the login page of a screen names the screen; of the login page, nothing', () => {
    expect(loginPathFor({ pathname: '/on/timesheet-items', search: '?id=4', hash: '' })).toBe(
      '/on/login?next=%2Fon%2Ftimesheet-items%3Fid%3D4',
    );
    expect(loginPathFor({ pathname: '/on/login', search: '', hash: '' })).toBe('/on/login');
  });
});
