import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import AppsOutlined from '@mui/icons-material/AppsOutlined';
import { MODULE_MANAGER_TEXT } from '@hde/contracts/text';

export function ModuleManagerBanner() {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 3, md: 4 },
        display: 'flex',
        gap: 3,
        alignItems: 'center',
        background: (theme) =>
          `linear-gradient(120deg, ${alpha(theme.palette.primary.main, 0.12)}, ${theme.palette.background.paper} 70%)`,
      }}
    >
      <Box
        aria-hidden
        sx={{
          display: { xs: 'none', sm: 'flex' },
          alignItems: 'center',
          justifyContent: 'center',
          width: 64,
          height: 64,
          borderRadius: 2,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          flexShrink: 0,
        }}
      >
        <AppsOutlined sx={{ fontSize: 36 }} />
      </Box>
      <Box>
        <Typography variant="h1">{MODULE_MANAGER_TEXT.bannerTitle}</Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 720 }}>
          {MODULE_MANAGER_TEXT.bannerBody}
        </Typography>
      </Box>
    </Paper>
  );
}
