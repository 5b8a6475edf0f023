import type { ModuleId } from './enums.js';

export interface ModuleDefinition {
  id: ModuleId | 'lims';
  name: string;
  beta: boolean;
  inDevelopment: boolean;
}

/** The modules of the product (spec part 1 §1); the in-development ones are announced, not startable. */
export const MODULE_CATALOGUE: readonly ModuleDefinition[] = [
  { id: 'mdi', name: 'Medicolegal Death Investigation (MDI)', beta: false, inDevelopment: false },
  { id: 'tox', name: 'Smart Toxicology', beta: true, inDevelopment: false },
  { id: 'lims', name: 'Forensic LIMS Intelligence', beta: false, inDevelopment: true },
];
