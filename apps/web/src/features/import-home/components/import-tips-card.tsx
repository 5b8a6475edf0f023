import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CleaningServicesOutlined from '@mui/icons-material/CleaningServicesOutlined';
import CompareArrowsOutlined from '@mui/icons-material/CompareArrowsOutlined';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import { IMPORT_HOME_TEXT } from '@hde/contracts/text';

type TipKey = (typeof IMPORT_HOME_TEXT.tips)[number]['key'];

const TIP_ICONS: Record<TipKey, ReactNode> = {
  clean: <CleaningServicesOutlined />,
  match: <CompareArrowsOutlined />,
  sandbox: <ScienceOutlined />,
};

/** Three tips for a smooth first import: clean the file, match the field names, try a sandbox. */
export function ImportTipsCard() {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 3, height: '100%' }}>
      <Typography id={titleId} variant="h3" sx={{ mb: 2 }}>
        {IMPORT_HOME_TEXT.tipsTitle}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
          gap: 3,
        }}
      >
        {IMPORT_HOME_TEXT.tips.map((tip) => (
          <Box component="li" key={tip.key} sx={{ display: 'flex', gap: 1.5 }}>
            <Box aria-hidden sx={{ color: 'primary.main', display: 'flex', pt: 0.25 }}>
              {TIP_ICONS[tip.key]}
            </Box>
            <div>
              <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {tip.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {tip.body}
              </Typography>
            </div>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
