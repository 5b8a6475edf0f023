import { useReducer } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { ImportDataType } from '@hde/contracts';
import { skipsMapping, type FileImport, type HeaderMapping, type UploadFileType } from '@hde/contracts/api';
import { ERROR_MESSAGES } from '@hde/contracts/text';
import { CASE_ID_FIELD, type CatalogueDataType } from '@hde/contracts/fields';
import { useNotify } from '../../../components/snackbar/notify-context';
import { useApiClient } from '../../../lib/api/api-client-context';
import {
  WizardRequestError,
  deleteDraftImport,
  fetchSuggestions,
  saveImportMapping,
  saveMappingConfiguration,
  startDraftImport,
  uploadImportFile,
} from '../api/wizard-requests';
import { mappingFromSuggestions, type MappingTarget } from '../lib/header-mapping';
import { readFileSample, UnreadableFileError } from '../lib/file-sample';
import { INITIAL_WIZARD_STATE, chosenFileType, mappingIsCurrent, wizardReducer } from './wizard-state';

export interface ImportWizardOptions {
  workspaceId: string;
  onClose(): void;
  onImportStarted(fileImport: FileImport): void;
}

interface ImportChoice {
  draftId: string | null;
  dataType: ImportDataType;
  fileType: UploadFileType;
  file: File;
}

/** Files with headers to map: CSV and XLSX of the Case, Diagnosis and Toxicology data types. */
interface MappedChoice extends ImportChoice {
  dataType: CatalogueDataType;
  fileType: 'CSV' | 'XLSX';
}

function isMappedChoice(choice: ImportChoice): choice is MappedChoice {
  return choice.dataType !== 'ZIP' && !skipsMapping(choice.fileType);
}

interface SaveMappingInput {
  importId: string;
  dataType: CatalogueDataType;
  fileName: string;
  mapping: HeaderMapping;
}

/** The wizard's state and actions: its requests, their loading flags and their error handling (spec §4, §7.1). */
export function useImportWizard({ workspaceId, onClose, onImportStarted }: ImportWizardOptions) {
  const api = useApiClient();
  const notify = useNotify();
  const [state, dispatch] = useReducer(wizardReducer, INITIAL_WIZARD_STATE);
  const fileType = chosenFileType(state);

  const notifyFailure = (error: unknown) => {
    console.error('Import wizard request failed', error);
    notify({
      severity: 'error',
      message: error instanceof WizardRequestError ? error.notice : ERROR_MESSAGES.genericFallback,
    });
  };

  /** The draft import, started on first need and kept for every later step (and a later try). */
  const draftIdFor = async (draftId: string | null) => {
    if (draftId) return draftId;
    const started = await startDraftImport(api, workspaceId);
    dispatch({ type: 'draftStarted', draftId: started });
    return started;
  };

  const prepareMapping = useMutation({
    mutationFn: async (choice: MappedChoice) => {
      const sample = await readFileSample(choice.file, choice.fileType);
      await draftIdFor(choice.draftId);
      const headers = sample.columns.map((column) => column.header);
      // The server applies the workspace's saved mapping and the auto-mapping rules (spec §4).
      const suggestions = await fetchSuggestions(api, workspaceId, choice.dataType, headers);
      return { sample, mapping: mappingFromSuggestions(headers, suggestions) };
    },
  });

  const saveMapping = useMutation({
    mutationFn: async ({ importId, dataType, fileName, mapping }: SaveMappingInput) => {
      const stored = await saveImportMapping(api, importId, { dataType, fileName, mapping });
      // The import can go on without it: the next file just starts from fewer saved choices.
      await saveMappingConfiguration(api, workspaceId, dataType, stored).catch(notifyFailure);
      return stored;
    },
  });

  const startImport = useMutation({
    mutationFn: async ({ draftId, ...upload }: ImportChoice) =>
      uploadImportFile(api, { importId: await draftIdFor(draftId), ...upload }),
  });

  const deleteDraft = useMutation({ mutationFn: (draftId: string) => deleteDraftImport(api, draftId) });

  const choice = (): ImportChoice | null =>
    state.dataType && state.file && fileType
      ? { draftId: state.draftId, dataType: state.dataType, fileType, file: state.file }
      : null;

  const upload = (current: ImportChoice) =>
    startImport.mutate(current, {
      onSuccess: (fileImport) => {
        dispatch({ type: 'importStarted' });
        onImportStarted(fileImport);
      },
      onError: notifyFailure,
    });

  /** Step 0: JSON and ZIP files start importing at once (spec §2.4); others go on to mapping. */
  const continueFromUpload = () => {
    const current = choice();
    if (!current) return;
    if (!isMappedChoice(current)) upload(current);
    else if (mappingIsCurrent(state)) dispatch({ type: 'showMapping' });
    else {
      prepareMapping.mutate(current, {
        onSuccess: ({ sample, mapping }) => dispatch({ type: 'mappingReady', sample, mapping }),
        onError: (error) =>
          error instanceof UnreadableFileError ? dispatch({ type: 'fileUnreadable' }) : notifyFailure(error),
      });
    }
  };

  /** Step 1: saving the mapping leads to the review; a failed save shows the Mapping Error dialog. */
  const continueFromMapping = () => {
    const { draftId, dataType, file, mapping } = state;
    if (!draftId || !file || !dataType || dataType === 'ZIP') return;
    saveMapping.mutate(
      { importId: draftId, dataType, fileName: file.name, mapping },
      {
        onSuccess: (stored) => dispatch({ type: 'mappingSaved', mapping: stored }),
        onError: (error) => {
          console.error('Import mapping save failed', error);
          dispatch({ type: 'mappingFailed' });
        },
      },
    );
  };

  const confirmImport = () => {
    const current = choice();
    if (current) upload(current);
  };

  /** Cancel deletes the draft, if one was started; the wizard closes either way. */
  const cancel = () => {
    if (!state.draftId) onClose();
    else deleteDraft.mutate(state.draftId, { onError: notifyFailure, onSettled: onClose });
  };

  const caseIdMissing = state.dataType === 'CASE' && !Object.values(state.mapping).includes(CASE_ID_FIELD.id);

  return {
    state,
    fileType,
    /** Any request under way: inputs and buttons wait for it. */
    pending:
      prepareMapping.isPending || saveMapping.isPending || startImport.isPending || deleteDraft.isPending,
    continuing: prepareMapping.isPending || saveMapping.isPending || startImport.isPending,
    cancelling: deleteDraft.isPending,
    caseIdMissing,
    chooseDataType: (dataType: ImportDataType) => dispatch({ type: 'chooseDataType', dataType }),
    chooseFiles: (files: readonly File[]) => dispatch({ type: 'chooseFiles', files }),
    assign: (header: string, target: MappingTarget) => dispatch({ type: 'assign', header, target }),
    goBack: () => dispatch({ type: 'goBack' }),
    closeMappingError: () => dispatch({ type: 'closeMappingError' }),
    reset: () => dispatch({ type: 'reset' }),
    continueFromUpload,
    continueFromMapping,
    confirmImport,
    cancel,
    done: onClose,
  };
}

export type ImportWizard = ReturnType<typeof useImportWizard>;
