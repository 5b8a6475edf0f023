export type SpecimenClass = 'peripheral blood' | 'central blood' | 'urine' | 'vitreous' | 'tissue' | 'other';

export interface Specimen {
  specimenClass: SpecimenClass;
  /** How texts name it: the class, or what it is ("blood" with no site, "liver", "serum/plasma"). */
  name: string;
  /** "Blood" with no site: classed as central blood (see `classifySpecimen`). */
  siteUnstated: boolean;
}

const PERIPHERAL = /\b(femoral|peripheral|iliac|subclavian|jugular|popliteal|brachial|fem)\b/;
const CENTRAL = /\b(cardiac|heart|central|aorta|aortic|vena cava|ivc|svc|chest|thoracic|pericardial)\b/;
const BLOOD = /\b(blood|bld|wb|whole blood)\b/;
const TISSUE =
  /\b(liver|brain|kidney|lung|spleen|muscle|heart muscle|myocardium|tissue|skeletal muscle|adipose|fat)\b/;
const VITREOUS = /\b(vitreous|vh|vitreous humou?r|eye fluid)\b/;
const URINE = /\b(urine|ur|uri)\b/;
const OTHER = /\b(gastric contents|gastric|bile|hair|nails?|cerebrospinal fluid|csf)\b/;

/**
 * The specimen's class. Blood with no site stated is classed as central blood: a site nobody wrote down cannot be
 * assumed to be the femoral vein, and central blood is where postmortem redistribution raises concentrations most,
 * so the rules then carry that caveat instead of quietly treating the value as peripheral. Serum/plasma is "other":
 * in a death investigation it is usually an antemortem hospital sample, and whole blood to serum ratios differ by
 * drug, so its numbers are not compared with the whole-blood rules. Gastric contents, bile, hair and nails are
 * "other" too: they show exposure, not a concentration acting at death.
 */
export function classifySpecimen(text: string): Specimen {
  const lower = text.toLowerCase();
  const classed = (
    specimenClass: SpecimenClass,
    name: string = specimenClass,
    siteUnstated = false,
  ): Specimen => ({
    specimenClass,
    name,
    siteUnstated,
  });
  const tissue = () => classed('tissue', TISSUE.exec(lower)?.[1] ?? 'tissue');
  if (/\b(serum|plasma)\b/.test(lower)) return classed('other', 'serum/plasma');
  const blood = BLOOD.test(lower);
  if (TISSUE.test(lower) && !blood) return tissue();
  if (PERIPHERAL.test(lower)) return classed('peripheral blood');
  if (CENTRAL.test(lower)) return classed('central blood');
  if (blood) return classed('central blood', 'blood', true);
  if (VITREOUS.test(lower)) return classed('vitreous');
  if (URINE.test(lower)) return classed('urine');
  return classed('other', OTHER.exec(lower)?.[1] ?? 'other specimen');
}
