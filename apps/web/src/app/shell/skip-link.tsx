import Button from '@mui/material/Button';
import { SHELL_TEXT } from '@hde/contracts/text';

export const MAIN_CONTENT_ID = 'main-content';

/** First tab stop: jumps past the top bar and sidebar to the page content. */
export function SkipLink() {
  return (
    <Button
      href={`#${MAIN_CONTENT_ID}`}
      variant="contained"
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        transform: 'translateY(-200%)',
        '&:focus-visible, &:focus': { transform: 'none' },
      }}
    >
      {SHELL_TEXT.skipToContent}
    </Button>
  );
}
