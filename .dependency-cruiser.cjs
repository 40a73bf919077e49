/** The boundaries between the parts of src/ (docs/architecture.md, "Layers"), checked by `npm run lint`. */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'engine-imports-only-engine',
      severity: 'error',
      comment:
        'Only src/engine knows Doppelkopf, and it knows nothing else: the CLI, the server, the pages and the tests all build on it, so it cannot lean on any of them.',
      from: { path: '^src/engine/' },
      to: { pathNot: '^src/engine/' },
    },
    {
      name: 'i18n-imports-no-ui',
      severity: 'error',
      comment: 'Message catalogues hold words; they are read by components and machines, never the other way round.',
      from: { path: '^src/i18n/' },
      to: {
        path: '^src/(components|machines)/',
        // Exceptions, each an English catalogue and its German twin (src/i18n/de/) naming the
        // shape of the problems it words (mostly type-only). The shapes belong in a module both
        // sides import; the catalogues are being rewritten now by their owners (German words),
        // so the move waits for that. Do not add to this list.
        pathNot: [
          '^src/components/analyse/url[.]ts$', // input: AnalyseLinkNotice
          '^src/components/quiz/links[.]ts$', // input: LinkNotice
          '^src/components/storage/(progressFile|schema|store)[.]ts$', // input, storage: Problem, PartChange …, MAX_BACKUPS
          '^src/components/sets/(format|resolve)[.]ts$', // sets: SetError, Missing
          '^src/components/widgets/scoreChoices[.]ts$', // scoring: choiceOf
          '^src/machines/(practiceDeal|scoreSheet|sortCheck)[.]ts$', // practice, scoring, sorting: TableError, LineVerdict, SortProblem
          '^src/machines/padEntry[.]ts$', // pad: Missing (type only)
          '^src/components/pad/link[.]ts$', // pad: EveningLinkError (type only)
        ],
      },
    },
    {
      name: 'browser-imports-no-server',
      severity: 'error',
      comment: 'Components and machines run in the browser; what they share with the table server is the wire protocol, in src/protocol.',
      from: { path: '^src/(components|machines)/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'protocol-imports-only-engine',
      severity: 'error',
      comment: 'The wire protocol (src/protocol) is shared by the page and the table server, so it builds on the engine alone.',
      from: { path: '^src/protocol/' },
      to: { pathNot: '^src/(engine|protocol)/' },
    },
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'A cycle, even through type-only imports, is one value import away from an init-order bug.',
      from: { path: '^src/' },
      // Exception: notation.ts and its English words (i18n/en-notation.ts) import each other's
      // types; the problem types move to types.ts once the CLI's German (reshaping those
      // problem codes now on its own branch) has landed. Do not add to this list.
      to: { circular: true, pathNot: '^src/engine/(notation|i18n/en-notation)[.]ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a type circle is still a circle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
