// @ts-check
// `npm run lint` = this (code) + .dependency-cruiser.cjs (the boundaries between src/'s parts and
// import cycles, type-only imports included). The rule sets are the recommended ones; the few
// rules switched off below say why.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'dist-*/', '.astro/', 'node_modules/', 'test-results/', 'playwright-report/', 'public/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // A leading underscore marks a value left out on purpose (a destructured field dropped
      // from a copy, a parameter an interface requires).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Input hygiene strips control characters on purpose (excerpts, hostile-input tests).
      'no-control-regex': 'off',
      // Expected CLI usage text is matched as it prints, two-space indents included.
      'no-regex-spaces': 'off',
      // A loop's result variable starts from a value the loop overwrites; the first value
      // documents the type and the "nothing yet" case.
      'no-useless-assignment': 'off',
    },
  },
  {
    files: ['**/*.mjs', '**/*.cjs', '**/*.js', 'scripts/**', 'bench/**'],
    languageOptions: { globals: globals.node },
  },
  {
    // Exception: the server tests' helper hands the room state out as plain JSON typed `any` for
    // the tests to reach into; it is the table server's owner's file (tests/server) and changes now.
    files: ['tests/server/helpers.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
