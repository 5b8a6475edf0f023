import { useId, useState } from 'react';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { REPORT_SCOPES, REPORT_TEXT, type ReportScope } from '@hde/contracts/api';
import { ANALYTICS_TEXT } from '@hde/contracts/text';

export interface PdfReportButtonProps {
  disabled: boolean;
  onDownload(scope: ReportScope): void;
}

/** "Download Analytics as PDF": an icon button whose menu chooses the report's contents, this tab or every tab. */
export function PdfReportButton({ disabled, onDownload }: PdfReportButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  return (
    <>
      <Tooltip title={ANALYTICS_TEXT.downloadPdf} describeChild>
        <span>
          <IconButton
            id={buttonId}
            aria-label={ANALYTICS_TEXT.downloadPdf}
            aria-haspopup="menu"
            aria-controls={anchor ? menuId : undefined}
            aria-expanded={anchor ? 'true' : undefined}
            disabled={disabled}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            <PictureAsPdfOutlined />
          </IconButton>
        </span>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {REPORT_SCOPES.map((scope) => (
          <MenuItem
            key={scope}
            onClick={() => {
              setAnchor(null);
              onDownload(scope);
            }}
          >
            {REPORT_TEXT.scopes[scope]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
