// Types of stryker.folders.mjs for vitest.mutation-server.config.ts.
export declare const MUTATION_FOLDERS: Record<
  string,
  { dir: string; tests: string[]; leftOut: string[]; database: boolean }
>;
