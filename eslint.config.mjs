// One lint setup for the workspace: JavaScript and TypeScript essentials, the rules of hooks and
// accessibility checks for the screens, Node globals for the API and the scripts. Formatting is
// Prettier's business, not ESLint's.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
  { ignores: ['**/dist/', '**/coverage/', 'data/', 'scripts/e2e/.axe/'] },
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
    },
  },
  {
    files: [
      'api/**/*.{ts,mjs,js}',
      'scripts/**/*.{ts,mjs,js,cjs}',
      '**/*.cjs',
      '**/*.config.{js,mjs}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/testing/**', '**/test/**', '**/jest.setup.*'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
);
