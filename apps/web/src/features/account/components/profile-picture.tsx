import { useRef, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import type { User } from '@hde/contracts/api';
import { ACCOUNT_TEXT, ERROR_MESSAGES, SUCCESS_MESSAGES } from '@hde/contracts/text';
import { useNotify } from '../../../components/snackbar/notify-context';
import { UserAvatar } from '../../../components/user-avatar/user-avatar';
import { useUploadPicture } from '../api/use-upload-picture';
import { isAcceptablePicture } from './picture-file';

const SIZE = 72;

/** The avatar with a camera button that picks and uploads a new picture. */
export function ProfilePicture({ user }: { user: User }) {
  const notify = useNotify();
  const upload = useUploadPicture();
  const inputRef = useRef<HTMLInputElement>(null);

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so picking the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    if (!isAcceptablePicture(file)) {
      notify({ severity: 'error', message: ERROR_MESSAGES.picture });
      return;
    }
    upload.mutate(file, {
      onSuccess: () => notify({ severity: 'success', message: SUCCESS_MESSAGES.pictureUpdated }),
      onError: (error) => {
        console.error('Picture upload failed', error);
        notify({ severity: 'error', message: ERROR_MESSAGES.picture });
      },
    });
  };

  return (
    <Box sx={{ position: 'relative', width: SIZE, height: SIZE, flexShrink: 0 }}>
      <UserAvatar user={user} size={SIZE} />
      {upload.isPending && (
        <CircularProgress
          size={SIZE + 8}
          thickness={2}
          aria-label={ACCOUNT_TEXT.uploadingPicture}
          sx={{ position: 'absolute', top: -4, left: -4 }}
        />
      )}
      <Tooltip title={ACCOUNT_TEXT.changePicture}>
        <IconButton
          size="small"
          aria-label={ACCOUNT_TEXT.changePicture}
          disabled={upload.isPending}
          onClick={() => inputRef.current?.click()}
          sx={{
            position: 'absolute',
            right: -6,
            bottom: -6,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            '&:hover': { bgcolor: 'action.hover' },
          }}
        >
          <PhotoCameraOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <input ref={inputRef} type="file" accept="image/*" hidden onChange={handleFile} />
    </Box>
  );
}
