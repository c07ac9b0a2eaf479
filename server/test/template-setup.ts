// Vitest globalSetup of the API and security suites: the run's migrated template, built once before any test file
// starts (template-db.ts), and dropped when the run ends.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildTemplates, dropTemplates } from './template-db';

export async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'bildeler-templates-'));
  const templates = await buildTemplates(dir);
  project.provide('templates', templates);
  return async () => {
    await dropTemplates(templates);
    rmSync(dir, { recursive: true, force: true });
  };
}
