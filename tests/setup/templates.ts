/**
 * What the global setup hands every test file: where the migrated and the seeded templates
 * are, so a file copies one (milliseconds) instead of running initdb, 15 migrations and the seed.
 */
export type TestTemplates = {
  pglite: {
    /** Data directories (each holds `pglite/`), copied per database. */
    migrated: string;
    seeded: string;
    /** This run's scratch folder: clones live here and go with it at teardown. */
    runDir: string;
  };
  /** Set when TEST_DATABASE_URL is: template database names on that server. */
  postgres: { url: string; migrated: string; seeded: string } | null;
};

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplates: TestTemplates;
  }
}

/** Clones and per-run templates carry their birth time, so a later run can sweep a dead run's. */
export const STALE_AFTER_MS = 6 * 3600_000;
