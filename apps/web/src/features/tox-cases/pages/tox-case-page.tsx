import { useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page';
import { WorkspaceGate } from '../../../components/workspace-gate';
import { ToxCaseView } from '../components/tox-case-view';

/** /tox/workspace/{id}/tox-case-details/{caseId}: one toxicology case of the caller (spec part 2 §2.1, §2.9). */
export function ToxCasePage() {
  const { moduleId, workspaceId, caseId } = useParams();
  if (moduleId !== 'tox' || !caseId) return <NotFoundPage />;
  return (
    <WorkspaceGate moduleId="tox" workspaceId={workspaceId}>
      {(workspace) => <ToxCaseView key={caseId} workspaceId={workspace.id} caseId={caseId} />}
    </WorkspaceGate>
  );
}
