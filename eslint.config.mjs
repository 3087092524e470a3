// One lint setup for the workspace: JavaScript and TypeScript essentials, the rules of hooks and
// accessibility checks for the screens, Node globals for the API and the scripts. Formatting is
// Prettier's business, not ESLint's.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './scripts/lint/boundaries-rule.mjs';

const SCREENS = [
  'shared',
  'shell',
  'mfe-corps',
  'mfe-people',
  'mfe-timesheets',
  'mfe-finance',
  'mfe-guest',
];

export default tseslint.config(
  { ignores: ['**/dist/', '**/coverage/', 'data/', 'releases/', 'scripts/e2e/.axe/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // A leading underscore marks a name kept on purpose: a field left out of a copy by
      // destructuring (`const { id: _id, ...rest } = row`), or a parameter a signature requires.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    // CommonJS files (webpack and jest configs, jest transforms) load their modules with require.
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: SCREENS.map((dir) => `${dir}/**/*.{ts,tsx}`),
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: { globals: { ...globals.browser } },
    plugins: { ...jsxA11y.flatConfigs.recommended.plugins, 'react-hooks': reactHooks },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // The browser's alert, confirm and prompt block the page and cannot be styled or tested:
      // the kit's banners and dialogs say and ask instead (docs/screens.md#messages-and-dialogs).
      'no-alert': 'error',
    },
  },
  {
    files: [
      'api/**/*.{ts,mjs,js}',
      'scripts/**/*.{ts,mjs,js,cjs}',
      '**/*.cjs',
      '**/*.config.{js,mjs}',
      '*/build.mjs',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // API modules query through the transaction handle they are given, inside the tenant's
    // row-level security; connections and pools live in src/db and src/plugins.
    files: ['api/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'pg',
              message: 'Query through the Tx a module is given (app.withTenant); see src/db.',
            },
          ],
        },
      ],
    },
  },
  {
    // The owner connection (withSystem) bypasses row-level security. Only these modules act across
    // tenants: sign-in and password reset (by user name), the bootstrap user and signing key,
    // corporations (the tenants themselves, for super users, and deleting one with all its rows), the outbox and mail (super user,
    // delivery records), the daily jobs (overdue invoices, billing periods, reminders), guest
    // codes and approval links (looked up before their tenant is known), the approvers' e-mails
    // (sent by the daily job and after a request's commit, each stepping down to its tenant) and
    // the count of an employee's invitations (an attempt counter, kept with the others).
    files: ['api/src/modules/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      'api/src/modules/auth/**',
      'api/src/modules/users/users.routes.ts',
      'api/src/modules/corps/corps.routes.ts',
      'api/src/modules/corps/corps.delete.routes.ts',
      'api/src/modules/outbox/**',
      'api/src/modules/mail/**',
      'api/src/modules/invoices/overdue.ts',
      'api/src/modules/billings/billings.generate.ts',
      'api/src/modules/guest/guest.access.ts',
      'api/src/modules/timesheets/missing.job.ts',
      'api/src/modules/invoices/dunning.ts',
      'api/src/modules/employees/invitation.limit.ts',
      'api/src/modules/approval/approval.access.ts',
      'api/src/modules/approval/approval.job.ts',
      'api/src/modules/approval/approval.mail.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='withSystem']",
          message:
            'Tenant data goes through app.withTenant; withSystem is for the modules listed in eslint.config.mjs.',
        },
      ],
    },
  },
  {
    // A remote imports only the shared library's entry; the API and the shared library import the
    // contracts, never each other; the contracts import nothing (scripts/lib/boundaries.mjs).
    files: ['{api,contracts,shared,shell,mfe-*}/src/**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { staffledger: boundaries },
    rules: { 'staffledger/boundaries': ['error', { root: import.meta.dirname }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/testing/**', '**/test/**', '**/jest.setup.*'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
);
