/** The substance dictionary: analyte names as reports write them, to a canonical analyte, its parent and class. */

/** Classes that depress the central nervous system (rule `cns-depressant-combination`). */
const DEPRESSANT_CLASSES = [
  'opioid',
  'benzodiazepine',
  'z-drug',
  'barbiturate',
  'gabapentinoid',
  'alpha-2 agonist',
  'muscle relaxant',
  'ethanol',
] as const;

type DrugClass =
  | (typeof DEPRESSANT_CLASSES)[number]
  | 'stimulant'
  | 'cannabinoid'
  | 'antihistamine'
  | 'antidepressant'
  | 'antipsychotic'
  | 'anticonvulsant'
  | 'hallucinogen'
  | 'opioid antagonist'
  | 'carbon monoxide'
  | 'analgesic'
  | 'other';

/** How a result of the analyte is measured: mass per volume, ethanol's g/100 mL, or % saturation. */
export type Measure = 'mass' | 'ethanol' | 'saturation';

export interface SubstanceEntry {
  /** The canonical analyte, lower case but for abbreviations (THC, 4-ANPP). */
  analyte: string;
  /** What the analyte shows was taken: itself, or the parent drug of a metabolite. */
  substance: string;
  drugClass: DrugClass;
  /** Depresses the central nervous system (rule `cns-depressant-combination`). */
  cnsDepressant: boolean;
  /** A metabolite: found without its parent, it shows earlier use (rule `metabolite-without-parent`). */
  metabolite: boolean;
  /** A fentanyl analogue (its own drug, not fentanyl). */
  fentanylAnalogue: boolean;
  measure: Measure;
  /** Other names: brand, street, abbreviations, common misspellings. */
  aliases: readonly string[];
}

/** A class screen ("Opiates", "Benzodiazepines") or a broad panel ("Drug screen"): no one substance. */
export interface PanelEntry {
  panel: string;
  /** The class a class screen covers; a broad panel covers none in particular. */
  drugClass: DrugClass | null;
  aliases: readonly string[];
}

interface Options {
  aliases?: readonly string[];
  parent?: string;
  depressant?: boolean;
  analogue?: boolean;
  measure?: Measure;
}

function entry(analyte: string, drugClass: DrugClass, options: Options = {}): SubstanceEntry {
  return {
    analyte,
    substance: options.parent ?? analyte,
    drugClass,
    cnsDepressant: options.depressant ?? (DEPRESSANT_CLASSES as readonly DrugClass[]).includes(drugClass),
    metabolite: options.parent !== undefined,
    fentanylAnalogue: options.analogue ?? false,
    measure: options.measure ?? 'mass',
    aliases: options.aliases ?? [],
  };
}

const analogue = (name: string, aliases: readonly string[] = []) =>
  entry(name, 'opioid', { analogue: true, aliases });

export const SUBSTANCE_DICTIONARY: readonly SubstanceEntry[] = [
  // Opioids
  entry('fentanyl', 'opioid', {
    aliases: [
      'fentanil',
      'fentanyl citrate',
      'fentynal',
      'fetanyl',
      'duragesic',
      'sublimaze',
      'actiq',
      'fent',
    ],
  }),
  entry('norfentanyl', 'opioid', { parent: 'fentanyl', aliases: ['nor-fentanyl', 'nor fentanyl'] }),
  entry('4-ANPP', 'opioid', {
    parent: 'fentanyl',
    aliases: ['despropionylfentanyl', 'despropionyl fentanyl', '4-anilino-n-phenethylpiperidine', 'anpp'],
  }),
  analogue('acetylfentanyl', ['acetyl fentanyl']),
  analogue('butyrylfentanyl', ['butyryl fentanyl', 'butyrfentanyl']),
  analogue('furanylfentanyl', ['furanyl fentanyl', 'fu-f']),
  analogue('carfentanil', ['carfentanyl', 'carfentanil citrate']),
  analogue('acrylfentanyl', ['acryloylfentanyl', 'acryl fentanyl']),
  analogue('cyclopropylfentanyl', ['cyclopropyl fentanyl']),
  analogue('methoxyacetylfentanyl', ['methoxyacetyl fentanyl']),
  analogue('fluorofentanyl', ['para-fluorofentanyl', 'p-fluorofentanyl', '4-fluorofentanyl', 'pff']),
  analogue('valerylfentanyl', ['valeryl fentanyl']),
  analogue('sufentanil', ['sufenta']),
  analogue('remifentanil', ['ultiva']),
  analogue('alfentanil', ['alfenta']),
  entry('heroin', 'opioid', { aliases: ['diacetylmorphine', 'diamorphine', 'smack'] }),
  entry('6-monoacetylmorphine', 'opioid', {
    parent: 'heroin',
    aliases: ['6-mam', '6mam', '6-acetylmorphine', '6-am', 'monoacetylmorphine', '6 monoacetylmorphine'],
  }),
  entry('morphine', 'opioid', { aliases: ['ms contin', 'kadian', 'morphine sulfate', 'free morphine'] }),
  entry('codeine', 'opioid', { aliases: ['codiene', 'tylenol with codeine'] }),
  entry('oxycodone', 'opioid', { aliases: ['oxycontin', 'percocet', 'roxicodone', 'oxy', 'oxycodon'] }),
  entry('noroxycodone', 'opioid', { parent: 'oxycodone' }),
  entry('oxymorphone', 'opioid', { aliases: ['opana'] }),
  entry('hydrocodone', 'opioid', { aliases: ['vicodin', 'norco', 'lortab', 'hydrocodon'] }),
  entry('norhydrocodone', 'opioid', { parent: 'hydrocodone' }),
  entry('hydromorphone', 'opioid', { aliases: ['dilaudid'] }),
  entry('methadone', 'opioid', { aliases: ['dolophine', 'methadose'] }),
  entry('EDDP', 'opioid', {
    parent: 'methadone',
    aliases: ['2-ethylidene-1,5-dimethyl-3,3-diphenylpyrrolidine', 'methadone metabolite'],
  }),
  entry('buprenorphine', 'opioid', { aliases: ['suboxone', 'subutex', 'sublocade', 'buprenorphin'] }),
  entry('norbuprenorphine', 'opioid', { parent: 'buprenorphine' }),
  entry('tramadol', 'opioid', { aliases: ['ultram'] }),
  entry('o-desmethyltramadol', 'opioid', { parent: 'tramadol', aliases: ['desmethyltramadol', 'o-dsmt'] }),
  entry('tapentadol', 'opioid', { aliases: ['nucynta'] }),
  entry('meperidine', 'opioid', { aliases: ['pethidine', 'demerol'] }),
  entry('mitragynine', 'opioid', { aliases: ['kratom'] }),
  entry('isotonitazene', 'opioid'),
  entry('metonitazene', 'opioid'),
  entry('protonitazene', 'opioid'),
  entry('loperamide', 'opioid', { aliases: ['imodium'] }),
  // Opioid antagonists
  entry('naloxone', 'opioid antagonist', { aliases: ['narcan'] }),
  entry('naltrexone', 'opioid antagonist', { aliases: ['vivitrol', 'revia'] }),
  // Benzodiazepines and z-drugs
  entry('alprazolam', 'benzodiazepine', { aliases: ['xanax', 'alprazolan', 'aprazolam', 'xans', 'bars'] }),
  entry('alpha-hydroxyalprazolam', 'benzodiazepine', {
    parent: 'alprazolam',
    aliases: ['a-hydroxyalprazolam', 'hydroxyalprazolam'],
  }),
  entry('clonazepam', 'benzodiazepine', { aliases: ['klonopin', 'rivotril'] }),
  entry('7-aminoclonazepam', 'benzodiazepine', {
    parent: 'clonazepam',
    aliases: ['7-amino clonazepam', 'aminoclonazepam'],
  }),
  entry('diazepam', 'benzodiazepine', { aliases: ['valium'] }),
  entry('nordiazepam', 'benzodiazepine', {
    parent: 'diazepam',
    aliases: ['desmethyldiazepam', 'nordazepam', 'n-desmethyldiazepam'],
  }),
  entry('temazepam', 'benzodiazepine', { aliases: ['restoril'] }),
  entry('oxazepam', 'benzodiazepine', { aliases: ['serax'] }),
  entry('lorazepam', 'benzodiazepine', { aliases: ['ativan'] }),
  entry('chlordiazepoxide', 'benzodiazepine', { aliases: ['librium'] }),
  entry('midazolam', 'benzodiazepine', { aliases: ['versed'] }),
  entry('etizolam', 'benzodiazepine'),
  entry('flualprazolam', 'benzodiazepine'),
  entry('bromazolam', 'benzodiazepine'),
  entry('zolpidem', 'z-drug', { aliases: ['ambien'] }),
  entry('zopiclone', 'z-drug', { aliases: ['eszopiclone', 'lunesta'] }),
  // Other depressants
  entry('ethanol', 'ethanol', {
    measure: 'ethanol',
    aliases: ['alcohol', 'ethyl alcohol', 'etoh', 'blood alcohol', 'bac', 'volatiles', 'ethanol (etoh)'],
  }),
  entry('gabapentin', 'gabapentinoid', { aliases: ['neurontin', 'gabapentine'] }),
  entry('pregabalin', 'gabapentinoid', { aliases: ['lyrica'] }),
  entry('xylazine', 'alpha-2 agonist', { aliases: ['tranq', 'rompun', 'xylazin'] }),
  entry('carisoprodol', 'muscle relaxant', { aliases: ['soma'] }),
  entry('meprobamate', 'muscle relaxant', { aliases: ['miltown'] }),
  entry('cyclobenzaprine', 'muscle relaxant', { aliases: ['flexeril'], depressant: true }),
  entry('phenobarbital', 'barbiturate', { aliases: ['phenobarbitone', 'luminal'] }),
  entry('butalbital', 'barbiturate', { aliases: ['fioricet'] }),
  entry('gamma-hydroxybutyrate', 'other', { aliases: ['ghb', 'sodium oxybate', 'xyrem'], depressant: true }),
  // Stimulants
  entry('cocaine', 'stimulant', { aliases: ['coke', 'crack', 'crack cocaine', 'cocain'] }),
  entry('benzoylecgonine', 'stimulant', {
    parent: 'cocaine',
    aliases: ['bze', 'be', 'benzoylecgonin', 'benzolecgonine', 'cocaine metabolite'],
  }),
  entry('ecgonine methyl ester', 'stimulant', { parent: 'cocaine', aliases: ['eme', 'methylecgonine'] }),
  entry('cocaethylene', 'stimulant', { parent: 'cocaine', aliases: ['ethylbenzoylecgonine'] }),
  entry('methamphetamine', 'stimulant', {
    aliases: ['meth', 'crystal meth', 'ice', 'desoxyn', 'methamphetamin', 'metamphetamine'],
  }),
  entry('amphetamine', 'stimulant', { aliases: ['adderall', 'speed', 'amfetamine', 'amphetamin'] }),
  entry('MDMA', 'stimulant', { aliases: ['ecstasy', 'molly', '3,4-methylenedioxymethamphetamine'] }),
  entry('MDA', 'stimulant', { aliases: ['3,4-methylenedioxyamphetamine'] }),
  entry('methylphenidate', 'stimulant', { aliases: ['ritalin', 'concerta'] }),
  entry('caffeine', 'stimulant', { depressant: false }),
  // Cannabinoids
  entry('THC', 'cannabinoid', {
    aliases: [
      'delta-9-tetrahydrocannabinol',
      'delta-9-thc',
      'delta 9 thc',
      'd9-thc',
      'tetrahydrocannabinol',
      'cannabis',
      'marijuana',
      'marihuana',
      'weed',
    ],
  }),
  entry('THC-COOH', 'cannabinoid', {
    parent: 'THC',
    aliases: ['carboxy-thc', '11-nor-9-carboxy-thc', '11-nor-9-carboxy-delta-9-thc', 'thc-acid', 'thccooh'],
  }),
  entry('11-hydroxy-THC', 'cannabinoid', { parent: 'THC', aliases: ['11-oh-thc', 'hydroxy-thc'] }),
  // Antihistamines, antidepressants, antipsychotics, anticonvulsants
  entry('diphenhydramine', 'antihistamine', { aliases: ['benadryl', 'diphenhydramin'], depressant: true }),
  entry('doxylamine', 'antihistamine', { aliases: ['unisom'], depressant: true }),
  entry('hydroxyzine', 'antihistamine', { aliases: ['vistaril', 'atarax'], depressant: true }),
  entry('promethazine', 'antihistamine', { aliases: ['phenergan'], depressant: true }),
  entry('sertraline', 'antidepressant', { aliases: ['zoloft'] }),
  entry('fluoxetine', 'antidepressant', { aliases: ['prozac'] }),
  entry('citalopram', 'antidepressant', { aliases: ['celexa', 'escitalopram', 'lexapro'] }),
  entry('bupropion', 'antidepressant', { aliases: ['wellbutrin', 'zyban'] }),
  entry('trazodone', 'antidepressant', { aliases: ['desyrel'] }),
  entry('mirtazapine', 'antidepressant', { aliases: ['remeron'] }),
  entry('venlafaxine', 'antidepressant', { aliases: ['effexor'] }),
  entry('amitriptyline', 'antidepressant', { aliases: ['elavil', 'amitryptiline', 'amitriptylin'] }),
  entry('nortriptyline', 'antidepressant', { aliases: ['pamelor'] }),
  entry('quetiapine', 'antipsychotic', { aliases: ['seroquel'] }),
  entry('olanzapine', 'antipsychotic', { aliases: ['zyprexa'] }),
  entry('lamotrigine', 'anticonvulsant', { aliases: ['lamictal'] }),
  entry('levetiracetam', 'anticonvulsant', { aliases: ['keppra'] }),
  entry('carbamazepine', 'anticonvulsant', { aliases: ['tegretol'] }),
  // Hallucinogens and dissociatives
  entry('phencyclidine', 'hallucinogen', { aliases: ['pcp', 'angel dust'] }),
  entry('ketamine', 'hallucinogen', { aliases: ['special k'] }),
  entry('LSD', 'hallucinogen', { aliases: ['lysergic acid diethylamide'] }),
  entry('psilocin', 'hallucinogen', { aliases: ['psilocybin', 'magic mushrooms'] }),
  // Analgesics and other
  entry('acetaminophen', 'analgesic', { aliases: ['paracetamol', 'tylenol', 'apap'] }),
  entry('salicylate', 'analgesic', { aliases: ['salicylic acid', 'aspirin', 'acetylsalicylic acid'] }),
  entry('ibuprofen', 'analgesic', { aliases: ['advil', 'motrin'] }),
  entry('nicotine', 'other', { aliases: ['tobacco'] }),
  entry('cotinine', 'other', { parent: 'nicotine' }),
  entry('lidocaine', 'other', { aliases: ['lignocaine', 'xylocaine'] }),
  entry('carboxyhemoglobin', 'carbon monoxide', {
    measure: 'saturation',
    aliases: ['cohb', 'hbco', 'carbon monoxide', 'co', 'carboxyhaemoglobin', 'co saturation', 'co-hb'],
  }),
];

export const PANEL_DICTIONARY: readonly PanelEntry[] = [
  {
    panel: 'broad drug screen',
    drugClass: null,
    aliases: [
      'drug screen',
      'comprehensive drug panel',
      'comprehensive drug screen',
      'toxicology panel',
      'tox screen',
      'alkaline drug screen',
      'acid neutral drug screen',
      'general unknown screen',
      'da',
      'drugs of abuse',
      'drugs of abuse screen',
      'volatile screen',
    ],
  },
  {
    panel: 'opiates screen',
    drugClass: 'opioid',
    aliases: ['opiates', 'opiate', 'opioids', 'opiate screen'],
  },
  {
    panel: 'benzodiazepines screen',
    drugClass: 'benzodiazepine',
    aliases: ['benzodiazepines', 'benzodiazepine', 'benzos', 'benzodiazepine screen'],
  },
  {
    panel: 'amphetamines screen',
    drugClass: 'stimulant',
    aliases: ['amphetamines', 'amphetamine screen', 'methamphetamines'],
  },
  {
    panel: 'cannabinoids screen',
    drugClass: 'cannabinoid',
    aliases: ['cannabinoids', 'thc screen', 'cannabinoid screen'],
  },
  { panel: 'barbiturates screen', drugClass: 'barbiturate', aliases: ['barbiturates', 'barbiturate screen'] },
  { panel: 'fentanyl screen', drugClass: 'opioid', aliases: ['fentanyls', 'fentanyl screen'] },
];
