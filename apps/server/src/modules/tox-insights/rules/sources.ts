/**
 * The published sources the rules rest on, each one read (abstract or text) before it was cited here. A rule or a
 * reference row whose claim could not be read in a source is left out rather than cited from memory.
 */
export const SOURCES = {
  name2014:
    'National Association of Medical Examiners and American College of Medical Toxicology expert panel (Davis GG), ' +
    '"Recommendations for the investigation, diagnosis, and certification of deaths related to opioid drugs", ' +
    'J Med Toxicol 2014;10(1):100-106, doi:10.1007/s13181-013-0323-x',
  name2020:
    'Davis GG et al., National Association of Medical Examiners, "Position Paper: Recommendations for the ' +
    'Investigation, Diagnosis, and Certification of Deaths Related to Opioid and Other Drugs", ' +
    'Am J Forensic Med Pathol 2020;41(3):152-159, doi:10.1097/PAF.0000000000000550',
  heroinMarker:
    '"Forensic drug testing for opiates: I. Detection of 6-acetylmorphine in urine as an indicator of recent heroin ' +
    'exposure", J Anal Toxicol 1991;15(1):1-7; Mayo Clinic Laboratories Drug Book, "Opiates"',
  unodcFentanyl:
    'UNODC, Recommended methods for the identification and analysis of fentanyl and its analogues in biological ' +
    'specimens (2017), "Reference data for the interpretation of toxicological findings of fentanyl and selected ' +
    'analogues"',
  schulz2020:
    'Schulz M, Schmoldt A, Andresen-Streichert H, Iwersen-Bergmann S, "Revisited: Therapeutic and toxic blood ' +
    'concentrations of more than 1100 drugs and other xenobiotics", Crit Care 2020, doi:10.1186/s13054-020-02915-5, ' +
    'Additional file 1 (plasma/serum concentrations)',
  fdaOpioidBenzodiazepine:
    'U.S. Food and Drug Administration, Drug Safety Communication of 31 August 2016: boxed warnings on the combined ' +
    'use of opioids with benzodiazepines or other central nervous system depressants, including alcohol',
  fdaGabapentinoid:
    'U.S. Food and Drug Administration, Drug Safety Communication of 19 December 2019: serious breathing ' +
    'difficulties with gabapentin and pregabalin used with opioids and other central nervous system depressants',
  urineExposure:
    'U.S. Department of Health and Human Services, ASPE Issue Brief "Drug Testing Welfare Recipients: Recent ' +
    'Proposals and Continuing Controversies" (October 2011), p. 4: urine drug tests show use within a window, not ' +
    'impairment, and initial positives need confirmation; Mayo Clinic Laboratories Drug Book, "Opiates"',
  cocaineHydrolysis:
    '"Brain Concentrations of Cocaine and Benzoylecgonine in Fatal Cases", J Forensic Sci 1985;30(4):1003-1011, ' +
    'doi:10.1520/JFS11042J: cocaine in blood hydrolyses to benzoylecgonine, also after death',
  thcMetabolite:
    'Mayo Clinic Laboratories, Carboxy-THC (THC-COOH) confirmation, interpretation: THC-COOH has a long half-life ' +
    'and is found in urine for more than 7 days after a single use',
  ethanolPostmortem:
    'Kugelberg FC, Jones AW, "Interpreting results of ethanol analysis in postmortem specimens: A review of the ' +
    'literature", Forensic Sci Int 2007;165:10-29',
  ethanolSpecimens:
    'Olds ML, Jones AW, "Preanalytical factors influencing the results of ethanol analysis in postmortem ' +
    'specimens", J Anal Toxicol 2023, no. 1, pp. 9-26, doi:10.1093/jat/bkad078: ethanol in vitreous humor or ' +
    'urine compared with blood helps tell drinking from ethanol made after death',
  classScreen:
    'U.S. Department of Health and Human Services, ASPE Issue Brief "Drug Testing Welfare Recipients: Recent ' +
    'Proposals and Continuing Controversies" (October 2011), p. 4: without confirmation, a screen cannot tell, ' +
    'for instance, prescribed codeine from illicit opiates',
  redistribution:
    'Forensic Sci Int 2017, doi:10.1016/j.forsciint.2017.07.006 (48 cases: central blood concentrations generally ' +
    'higher than peripheral, mean right heart/iliac vein ratio 1.3)',
  laboratoryResult: "The case's own laboratory results as entered (no reference value is used)",
} as const;
