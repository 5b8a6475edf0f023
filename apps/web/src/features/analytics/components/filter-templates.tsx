import { useId, useState } from 'react';
import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import BookmarksOutlined from '@mui/icons-material/BookmarksOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { can, type AnyWorkspaceRole } from '@hde/contracts';
import { TEMPLATE_VISIBILITY_LABELS, type FilterEntry, type SavedFilterTemplate } from '@hde/contracts/api';
import { ANALYTICS_TEXT, CONFIRMATION_MESSAGES } from '@hde/contracts/text';
import { useConfirm } from '../../../components/confirmation/confirm-context';
import { useCurrentUser } from '../../../lib/auth/current-user-query';
import {
  useDeleteFilterTemplate,
  useFilterTemplates,
  useSaveFilterTemplate,
} from '../api/use-filter-templates';
import { TemplateDialog } from './template-dialog';

export interface FilterTemplatesProps {
  workspaceId: string;
  role: AnyWorkspaceRole | null;
  filters: readonly FilterEntry[];
  onApply(filters: FilterEntry[]): void;
}

type Editing = { mode: 'new' } | { mode: 'edit'; template: SavedFilterTemplate };

/**
 * Saved Templates: anyone applies a template (its filters replace the current ones); owners and admins save the
 * current filters as one; a template's creator, or an owner or admin, edits or deletes it.
 */
export function FilterTemplates({ workspaceId, role, filters, onApply }: FilterTemplatesProps) {
  const listId = useId();
  const user = useCurrentUser();
  const confirm = useConfirm();
  const templates = useFilterTemplates(workspaceId);
  const save = useSaveFilterTemplate(workspaceId);
  const remove = useDeleteFilterTemplate(workspaceId);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);

  const maySave = can(role, 'workspace.filterTemplates.save');
  const mayManage = (template: SavedFilterTemplate) =>
    template.createdBy === user.id || can(role, 'workspace.filterTemplates.manage');

  const apply = (template: SavedFilterTemplate) => {
    setAnchor(null);
    onApply(template.filters);
  };
  const startEdit = (template: SavedFilterTemplate) => {
    setAnchor(null);
    setEditing({ mode: 'edit', template });
  };
  const startDelete = async (template: SavedFilterTemplate) => {
    setAnchor(null);
    const confirmed = await confirm({
      type: 'deleteSavedFilterConfig',
      title: ANALYTICS_TEXT.deleteTemplate,
      message: CONFIRMATION_MESSAGES.deleteFilterTemplate,
    });
    if (confirmed) remove.mutate(template.id);
  };

  const items = templates.data ?? [];
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<BookmarksOutlined />}
        aria-haspopup="true"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? listId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {ANALYTICS_TEXT.savedTemplates}
      </Button>
      {maySave && (
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<BookmarkAddOutlined />}
          disabled={filters.length === 0}
          onClick={() => setEditing({ mode: 'new' })}
        >
          {ANALYTICS_TEXT.saveTemplate}
        </Button>
      )}
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { minWidth: 300, maxWidth: 420 } } }}
      >
        {templates.isPending ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {ANALYTICS_TEXT.loading}
          </Typography>
        ) : items.length === 0 ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {ANALYTICS_TEXT.noTemplates}
          </Typography>
        ) : (
          <List id={listId} aria-label={ANALYTICS_TEXT.filterTemplates} dense>
            {items.map((template) => (
              <ListItem
                key={template.id}
                disablePadding
                secondaryAction={
                  mayManage(template) && (
                    <Stack direction="row">
                      <IconButton
                        size="small"
                        aria-label={ANALYTICS_TEXT.editTemplateOf(template.name)}
                        onClick={() => startEdit(template)}
                      >
                        <EditOutlined fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        aria-label={ANALYTICS_TEXT.deleteTemplateOf(template.name)}
                        onClick={() => void startDelete(template)}
                      >
                        <DeleteOutline fontSize="small" />
                      </IconButton>
                    </Stack>
                  )
                }
              >
                <ListItemButton onClick={() => apply(template)} sx={{ pr: mayManage(template) ? 11 : 2 }}>
                  <ListItemText
                    primary={template.name}
                    secondary={TEMPLATE_VISIBILITY_LABELS[template.visibility]}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </Popover>
      {editing?.mode === 'new' && (
        <TemplateDialog
          title={ANALYTICS_TEXT.saveTemplate}
          saving={save.isPending}
          onClose={() => setEditing(null)}
          onSave={(template) =>
            save.mutate(
              { body: { ...template, filters: [...filters] } },
              { onSuccess: () => setEditing(null) },
            )
          }
        />
      )}
      {editing?.mode === 'edit' && (
        <TemplateDialog
          title={ANALYTICS_TEXT.editTemplate}
          initialName={editing.template.name}
          initialVisibility={editing.template.visibility}
          visibilityLocked={editing.template.createdBy !== user.id}
          saving={save.isPending}
          onClose={() => setEditing(null)}
          onSave={(template) =>
            save.mutate(
              { id: editing.template.id, body: { ...template, filters: editing.template.filters } },
              { onSuccess: () => setEditing(null) },
            )
          }
        />
      )}
    </>
  );
}
