// Run with: node --test scripts/lib/public-surface.test.mjs
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { breakingChanges, publicSurface } from './public-surface.mjs';

const before = {
  'index:useErrorTab': { value: true, arguments: 1 },
  'index:ResourceForm': { value: true, arguments: 1, props: ['children', 'form'] },
  'index:TabDef': { members: ['content', 'id', 'label', 'note?'] },
  'core:API_BASE': { value: true },
};

test('additions, and members or props made optional, break no remote', () => {
  const after = {
    ...before,
    'index:ResourceForm': { value: true, arguments: 1, props: ['form'] },
    'index:TabDef': { members: ['content', 'fields?', 'id', 'label?', 'note?'] },
    'index:saveVerdict': { value: true, arguments: 2 },
  };
  assert.deepEqual(breakingChanges(before, after), []);
});

test('a rename, a new required argument, prop or member, and a removed member break remotes', () => {
  const after = {
    'index:useFieldErrorTab': { value: true, arguments: 1 },
    'index:ResourceForm': { value: true, arguments: 2, props: ['children', 'form', 'tabs'] },
    'index:TabDef': { members: ['content', 'id', 'note'] },
    'core:API_BASE': { members: ['href'] },
  };
  assert.deepEqual(breakingChanges(before, after), [
    'useErrorTab was removed',
    'ResourceForm needs 2 arguments instead of 1',
    'ResourceForm requires the prop tabs',
    'TabDef.label was removed',
    'TabDef.note became required',
    'core entry: API_BASE is no longer a value',
  ]);
});

test("the library's surface names what remotes rely on", () => {
  const surface = publicSurface();
  assert.deepEqual(surface['index:ResourceForm'].props, ['children', 'form']);
  assert.ok(surface['index:TabDef'].members.includes('fields?'));
  assert.ok(surface['router:useNavigate'].value);
  assert.ok(Object.keys(surface).length > 300);
});
