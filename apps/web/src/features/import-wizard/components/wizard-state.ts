import { UPLOAD_MAX_FILES, type ImportDataType } from '@hde/contracts';
import {
  UPLOAD_EXTENSIONS,
  uploadFileTypeOf,
  type HeaderMapping,
  type UploadFileType,
} from '@hde/contracts/api';
import { IMPORT_WIZARD_TEXT } from '@hde/contracts/text';
import { withTarget, type MappingTarget } from '../lib/header-mapping';
import type { FileSample } from '../lib/file-sample';

/** 0 upload, 1 mapping, 2 review, 3 the completion view (spec §4). */
export type WizardStep = 0 | 1 | 2 | 3;

export interface WizardState {
  step: WizardStep;
  dataType: ImportDataType | null;
  file: File | null;
  /** Why the last file was refused or could not be read (shown on step 0). */
  fileError: string | null;
  /** The DRAFT import, once started. */
  draftId: string | null;
  sample: FileSample | null;
  mapping: HeaderMapping;
  /** The data type and file the mapping was made for: choosing another starts a new mapping. */
  mappedFor: { dataType: ImportDataType; file: File } | null;
  mappingErrorOpen: boolean;
}

export const INITIAL_WIZARD_STATE: WizardState = {
  step: 0,
  dataType: null,
  file: null,
  fileError: null,
  draftId: null,
  sample: null,
  mapping: {},
  mappedFor: null,
  mappingErrorOpen: false,
};

export type WizardAction =
  | { type: 'chooseDataType'; dataType: ImportDataType }
  | { type: 'chooseFiles'; files: readonly File[] }
  | { type: 'fileUnreadable' }
  | { type: 'draftStarted'; draftId: string }
  | { type: 'mappingReady'; sample: FileSample; mapping: HeaderMapping }
  | { type: 'assign'; header: string; target: MappingTarget }
  | { type: 'showMapping' }
  | { type: 'goBack' }
  /** The mapping as the server stored it. */
  | { type: 'mappingSaved'; mapping: HeaderMapping }
  | { type: 'mappingFailed' }
  | { type: 'closeMappingError' }
  | { type: 'importStarted' }
  | { type: 'reset' };

const ANY_EXTENSION = [...new Set(Object.values(UPLOAD_EXTENSIONS).flat())];

/** The extensions a file may have: those of the data type, or of any data type while none is chosen. */
export function allowedExtensions(dataType: ImportDataType | null): readonly string[] {
  return dataType ? UPLOAD_EXTENSIONS[dataType] : ANY_EXTENSION;
}

function fits(dataType: ImportDataType | null, file: File): boolean {
  const name = file.name.toLowerCase();
  return allowedExtensions(dataType).some((extension) => name.endsWith(extension));
}

/** The file type of the chosen file under the chosen data type; null until both fit together. */
export function chosenFileType({ dataType, file }: WizardState): UploadFileType | null {
  return dataType && file ? uploadFileTypeOf(dataType, file.name) : null;
}

/** Exactly one file of an allowed type is taken (spec §5); a refused pick keeps the earlier file. */
function chooseFiles(state: WizardState, files: readonly File[]): WizardState {
  const [file] = files;
  if (!file) return state;
  const text = IMPORT_WIZARD_TEXT.upload;
  if (files.length > UPLOAD_MAX_FILES) return { ...state, fileError: text.oneFileOnly };
  if (!fits(state.dataType, file)) {
    return { ...state, fileError: text.refused(file.name, allowedExtensions(state.dataType)) };
  }
  return { ...state, file, fileError: null };
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'chooseDataType':
      return { ...state, dataType: action.dataType, fileError: null };
    case 'chooseFiles':
      return chooseFiles(state, action.files);
    case 'fileUnreadable':
      return {
        ...state,
        fileError: state.file ? IMPORT_WIZARD_TEXT.upload.unreadable(state.file.name) : null,
      };
    case 'draftStarted':
      return { ...state, draftId: action.draftId };
    case 'mappingReady':
      return {
        ...state,
        step: 1,
        sample: action.sample,
        mapping: action.mapping,
        mappedFor: state.dataType && state.file ? { dataType: state.dataType, file: state.file } : null,
      };
    case 'assign':
      return {
        ...state,
        mapping: withTarget(state.mapping, action.header, action.target, state.dataType ?? ''),
      };
    case 'showMapping':
      return { ...state, step: 1 };
    case 'goBack':
      return { ...state, step: state.step === 2 ? 1 : 0 };
    case 'mappingSaved':
      return { ...state, step: 2, mapping: { ...state.mapping, ...action.mapping } };
    case 'mappingFailed':
      return { ...state, mappingErrorOpen: true };
    case 'closeMappingError':
      return { ...state, mappingErrorOpen: false };
    case 'importStarted':
      return { ...state, step: 3 };
    case 'reset':
      return INITIAL_WIZARD_STATE;
  }
}

/** Whether the mapping on hand was made for the chosen data type and file, so step 1 can show it again. */
export function mappingIsCurrent({ mappedFor, dataType, file }: WizardState): boolean {
  return mappedFor !== null && mappedFor.dataType === dataType && mappedFor.file === file;
}
