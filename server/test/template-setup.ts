// Vitest globalSetup of the API and security suites: the run's migrated template (template-db.ts), built before any
// test file starts. On PGlite its dumps are kept in .tmp/templates/, named by what they depend on, so the security
// layer after the API layer (and the next run on this machine) copies the catalogues the first one seeded.
import { randomUUID } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { buildTemplates, dropTemplates, keptTemplatesDir } from './template-db';

export async function setup(project: TestProject) {
  const templates = await buildTemplates(keptTemplatesDir(), randomUUID());
  project.provide('templates', templates);
  return () => dropTemplates(templates);
}
