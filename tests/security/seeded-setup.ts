// Vitest globalSetup of the security suite: the run's seeded shop (tests/seeded-data.ts), built once before any file
// starts, so the tests that start the real server each give it a copy instead of a database to migrate and seed.
import { seededTemplate } from '../seeded-data';
import { seededScale } from './start-shop';

export function setup() {
  seededTemplate(seededScale);
}
