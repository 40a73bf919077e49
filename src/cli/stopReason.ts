/** Why a long run (solve, analyse) stopped before it was done: its time limit or Ctrl-C. */
export type StopReason = { readonly code: 'timeLimit'; readonly seconds: number } | { readonly code: 'interrupted' };
