import { useEffect, useRef, useState } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import { COPIED_FEEDBACK_MS } from '@hde/contracts';

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  text: string;
  label: string;
  /** Shown instead of the label for COPIED_FEEDBACK_MS after a copy. */
  copiedLabel: string;
}

/** Copies a text to the clipboard and says so on the button for a moment. */
export function CopyButton({ text, label, copiedLabel, ...buttonProps }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      console.error('Copy to the clipboard failed', error);
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
  };

  return (
    <Button
      variant="outlined"
      startIcon={copied ? <CheckOutlined /> : <ContentCopyOutlined />}
      onClick={() => void copy()}
      {...buttonProps}
    >
      <span aria-live="polite">{copied ? copiedLabel : label}</span>
    </Button>
  );
}
