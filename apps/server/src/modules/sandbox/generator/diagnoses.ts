import type { CauseCategory } from './causes-of-death.js';
import type { DiagnosisRow } from './field-ids.js';
import type { OrganWeights } from './organ-weights.js';
import type { SeededRandom } from './seeded-random.js';

export type DiagnosisEntry = Omit<DiagnosisRow, 'case_id'>;

type Finding = (rng: SeededRandom, organs: OrganWeights) => DiagnosisEntry;

const finding =
  (anatomical_site: string, diagnosis: string, ...comments: string[]): Finding =>
  (rng) => ({
    anatomical_site,
    diagnosis,
    comment: comments.length > 0 && rng.chance(0.6) ? rng.pick(comments) : '',
  });

const cardiomegaly: Finding = (_rng, organs) => ({
  anatomical_site: 'Heart',
  diagnosis: 'Cardiomegaly',
  comment: organs.heart_weight ? `Heart weight ${organs.heart_weight} g` : '',
});

const congestedLungs: Finding = (_rng, organs) => ({
  anatomical_site: 'Lungs',
  diagnosis: 'Pulmonary edema and congestion',
  comment:
    organs.right_lung_weight && organs.left_lung_weight
      ? `Right lung ${organs.right_lung_weight} g, left lung ${organs.left_lung_weight} g`
      : '',
});

const INCIDENTAL: readonly Finding[] = [
  finding('Liver', 'Hepatic steatosis', 'Mild, macrovesicular'),
  finding('Kidneys', 'Arterionephrosclerosis', 'Granular cortical surfaces bilaterally'),
  finding('Gallbladder', 'Cholelithiasis'),
  finding('Thyroid', 'Thyroid nodule', '1.2 cm, left lobe'),
];

const BY_CATEGORY: Partial<Record<CauseCategory, readonly Finding[]>> = {
  cardiovascular: [
    cardiomegaly,
    finding(
      'Heart',
      'Coronary artery atherosclerosis',
      '75% stenosis of left anterior descending artery',
      'Severe, three-vessel',
    ),
    finding('Heart', 'Left ventricular hypertrophy', 'Left ventricular wall 1.8 cm'),
    congestedLungs,
  ],
  metabolic: [finding('Kidneys', 'Diabetic nephropathy'), cardiomegaly],
  respiratory: [finding('Lungs', 'Emphysema', 'Centrilobular, severe'), congestedLungs],
  neurologic: [finding('Brain', 'Intracerebral hemorrhage', 'Right basal ganglia, 60 mL')],
  infection: [finding('Lungs', 'Bronchopneumonia', 'Bilateral lower lobes')],
  alcohol: [finding('Liver', 'Micronodular cirrhosis'), finding('Esophagus', 'Esophageal varices')],
  cancer: [finding('Liver', 'Metastatic carcinoma', 'Multiple nodules up to 4 cm')],
  congenital: [finding('Heart', 'Ventricular septal defect', 'Surgically repaired')],
  drug: [
    congestedLungs,
    finding('Brain', 'Cerebral edema'),
    finding('Skin', 'Needle track marks', 'Bilateral antecubital fossae'),
    finding('Urinary bladder', 'Distended urinary bladder'),
  ],
  firearm: [
    finding(
      'Head',
      'Gunshot wound of head',
      'Entrance right temporal, range of fire: contact',
      'No exit; projectile recovered',
    ),
    finding(
      'Chest',
      'Gunshot wound of chest',
      'Perforating left lung and heart',
      'Projectile recovered from back',
    ),
    finding('Chest', 'Hemothorax', 'Left, 1200 mL'),
    finding('Abdomen', 'Gunshot wound of abdomen', 'Perforating liver and small bowel'),
  ],
  sharp: [
    finding('Chest', 'Stab wound of chest', 'Perforating right ventricle'),
    finding('Chest', 'Hemothorax', 'Right, 900 mL'),
  ],
  'blunt-assault': [
    finding('Head', 'Subdural hemorrhage', 'Left, 80 mL'),
    finding('Face', 'Facial contusions and abrasions', 'Patterned, described as "stomping" pattern'),
  ],
  'child-abuse': [
    finding('Head', 'Subdural hemorrhage'),
    finding('Eyes', 'Retinal hemorrhages', 'Bilateral, multilayered'),
  ],
  strangulation: [
    finding('Neck', 'Fractured hyoid bone'),
    finding('Eyes', 'Petechial hemorrhages of conjunctivae'),
  ],
  vehicle: [
    finding('Chest', 'Multiple rib fractures', 'Bilateral'),
    finding('Abdomen', 'Laceration of liver'),
    finding('Head', 'Basilar skull fracture'),
    finding('Extremities', 'Fracture of left femur'),
  ],
  pedestrian: [finding('Extremities', 'Bumper fractures of both legs'), finding('Head', 'Skull fractures')],
  fall: [
    finding('Head', 'Subdural hemorrhage'),
    finding('Extremities', 'Fracture of left femoral neck', 'Status post repair'),
  ],
  jump: [finding('Chest', 'Multiple rib fractures'), finding('Pelvis', 'Pelvic fractures')],
  drowning: [finding('Lungs', 'Hyperinflated edematous lungs'), finding('Head', 'Fluid in sphenoid sinuses')],
  fire: [
    finding('Airway', 'Soot in airway', 'Below the vocal cords'),
    finding('Skin', 'Thermal injuries', '85% total body surface area'),
  ],
  hanging: [
    finding('Neck', 'Ligature furrow of neck', 'Inverted V, suspension point at left'),
    finding('Eyes', 'Petechial hemorrhages of conjunctivae'),
  ],
  'sudden-infant': [
    finding('Lungs', 'Intra-alveolar hemorrhage', 'Focal'),
    finding('Thymus', 'Thymic petechiae'),
  ],
  'unsafe-sleep': [finding('Lungs', 'Intra-alveolar hemorrhage', 'Focal')],
  undetermined: [finding('Body', 'Advanced decomposition', 'Limits interpretation of findings')],
};

/** A single gunshot wound of the head or chest shows only that wound; "multiple gunshot wounds" any of them. */
function findingsForCause(causeText: string, category: CauseCategory): readonly Finding[] {
  const specific = BY_CATEGORY[category] ?? [];
  if (category !== 'firearm') return specific;
  if (causeText.includes('of head')) return specific.slice(0, 1);
  if (causeText.includes('of chest')) return specific.slice(1, 3);
  return specific;
}

/** 0-4 findings of an autopsy: those of the cause first, then incidental ones. */
export function autopsyDiagnoses(
  rng: SeededRandom,
  causeText: string,
  category: CauseCategory,
  organs: OrganWeights,
  ageYears: number,
): DiagnosisEntry[] {
  const count = rng.int(0, 4);
  if (count === 0) return [];
  const candidates = findingsForCause(causeText, category);
  const picked = rng.sample(candidates, Math.min(count, candidates.length));
  // Incidental degenerative findings belong to adults, not to infants and children.
  const incidental = ageYears >= 25 ? rng.sample(INCIDENTAL, count - picked.length) : [];
  return [...picked, ...incidental].map((make) => make(rng, organs));
}
