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
  laboratoryResult: "The case's own laboratory results as entered (no reference value is used)",
} as const;
