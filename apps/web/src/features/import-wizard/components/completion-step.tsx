import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import { IMPORT_WIZARD_TEXT } from '@hde/contracts/text';

/** Step 3, the completion view: the import goes on in the background. */
export function CompletionStep() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }}>
      <TaskAltOutlined color="success" sx={{ fontSize: 48 }} />
      <Typography sx={{ maxWidth: 480 }}>{IMPORT_WIZARD_TEXT.completion.body}</Typography>
    </Stack>
  );
}
