import type { ComponentType, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { SHELL_TEXT } from '@hde/contracts/text';

/** A page's content while it loads: a spinner over what is loading, announced as a status. */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 6 }}>
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{label}</Typography>
    </Stack>
  );
}

/** A load that failed: what failed, and Try Again. */
export function LoadFailedAlert({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {SHELL_TEXT.tryAgain}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

export interface BlockedNoticeProps {
  /** Shown large above the title, as decoration. */
  icon: ComponentType<SvgIconProps>;
  title: string;
  /** The title's element, for where the notice sits in the page's outline. */
  headingComponent: 'h1' | 'h2' | 'h3' | 'h4';
  text: string;
  /** What the viewer may do about it. */
  children?: ReactNode;
}

/** A load that answered that nothing may be shown: a centred notice in place of the content. */
export function BlockedNotice({ icon: Icon, title, headingComponent, text, children }: BlockedNoticeProps) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 8, px: 2 }}>
      <Icon aria-hidden sx={{ fontSize: 56, color: 'text.secondary' }} />
      <Typography variant="h1" component={headingComponent}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
        {text}
      </Typography>
      {children}
    </Stack>
  );
}
